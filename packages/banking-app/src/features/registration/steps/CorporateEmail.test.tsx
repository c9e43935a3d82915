import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import { renderPage, screenUnderTest } from '@/lib/testing/pageHarness';
import { saveProgress } from '@/features/registration/progress';

const CorporatePage = screenUnderTest(() => import('./CorporatePage'));
const CorporateVerifyPage = screenUnderTest(() => import('./CorporateVerifyPage'));
const IndividualPage = screenUnderTest(() => import('./IndividualPage'));
beforeEach(() => sessionStorage.clear());

const waitingForCode = () =>
  saveProgress({
    token: 'registration-token-0123456789',
    userType: 'corporate',
    email: 'finance@falcon.ae',
    step: 'corporate_verify',
    sentAt: Date.now(),
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });

describe('Business sign-up: the company e-mail between its two steps', () => {
  it('offers to change the address on the code step, and the first step has it filled in', async () => {
    waitingForCode();
    const { container } = renderPage(CorporateVerifyPage(), '/registration/corporate_verify');
    const change = await screen.findByRole('link', { name: 'Change the email address' });
    expect(change).toHaveAttribute('href', '/registration/corporate');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the address typed when the customer comes back to the first step', async () => {
    waitingForCode();
    renderPage(CorporatePage(), '/registration/corporate');
    expect(await screen.findByRole('textbox', { name: /email/i })).toHaveValue('finance@falcon.ae');
  });

  it('does not carry a business address into a personal sign-up', async () => {
    waitingForCode();
    renderPage(IndividualPage(), '/registration/individual');
    const field = await screen.findByRole('textbox', { name: /email/i });
    expect(field).toHaveValue('');
    await userEvent.setup({ delay: null }).type(field, 'noor@example.ae');
    expect(field).toHaveValue('noor@example.ae');
  });
});
