import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STATUS_TEXTS } from '@/api/errors';
import { fakeApi, refusal, renderPage, reply, screenUnderTest } from '@/lib/testing/pageHarness';
import { axeViolations } from '@/lib/testing/axe';
import { completeKyc, kycAnswer, rejectedKyc } from './fixtures';

const Page = screenUnderTest(() => import('./CompleteKycPage'));
const PATH = '/dashboard/complete_kyc';

describe('complete_kyc', () => {
  it('a draft lists what is needed and leads to the next step', async () => {
    fakeApi({ 'GET /kyc': reply(200, { data: kycAnswer() }) });
    const { container } = renderPage(Page(), PATH);
    expect(await screen.findByText('Verify your identity')).toBeInTheDocument();
    const list = screen.getByRole('heading', { name: 'What we need' }).closest('section')!;
    expect(
      within(list)
        .getAllByRole('term')
        .map((dt) => dt.textContent),
    ).toEqual([
      'Your details',
      'Emirates ID, front',
      'Emirates ID, back',
      'Selfie',
      'Proof of address',
    ]);
    expect(within(list).getAllByText('Still needed')).toHaveLength(5);
    expect(screen.getByRole('link', { name: 'Continue: Your details' })).toHaveAttribute(
      'href',
      '/dashboard/kyc',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends a complete check; the answer shows it approved', async () => {
    let sent = false;
    const api = fakeApi({
      'GET /kyc': () =>
        reply(200, {
          data: sent
            ? completeKyc({
                state: 'approved',
                kyc_status: 'approved',
                can_edit: false,
                can_submit: false,
                next_step: 'done',
              })
            : completeKyc(),
        }),
      'POST /kyc/submit': () => {
        sent = true;
        return reply(200, {
          data: completeKyc({
            state: 'approved',
            kyc_status: 'approved',
            can_edit: false,
            can_submit: false,
            next_step: 'done',
          }),
        });
      },
    });
    renderPage(Page(), PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Send for checking' }));
    expect(await screen.findByText('Your identity is verified')).toBeInTheDocument();
    expect(api.to('POST', '/kyc/submit')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('an incomplete submission names what is missing', async () => {
    fakeApi({
      'GET /kyc': reply(200, { data: completeKyc() }),
      'POST /kyc/submit': refusal(400, 'validation_error', { fields: { selfie: 'Missing' } }),
    });
    renderPage(Page(), PATH);
    await userEvent.click(await screen.findByRole('button', { name: 'Send for checking' }));
    const alert = await screen.findByText('Your identity check is not complete yet. Still needed:');
    expect(alert.closest('[role="alert"], div')!.parentElement).toHaveTextContent('Selfie');
  });

  it('a rejection says why, and offers only the rejected item', async () => {
    const { container } =
      (fakeApi({ 'GET /kyc': reply(200, { data: rejectedKyc() }) }), renderPage(Page(), PATH));
    expect(await screen.findByText('Some documents were not accepted')).toBeInTheDocument();
    expect(screen.getByText('Proof of address: Older than 3 months')).toBeInTheDocument();
    const changes = screen.getAllByRole('link', { name: /^Change/ });
    expect(changes).toHaveLength(1);
    expect(changes[0]).toHaveAttribute('href', '/dashboard/verify_kyc');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('a failed load shows the catalogue text and tries again', async () => {
    let fail = true;
    fakeApi({
      'GET /kyc': () =>
        fail
          ? reply(503)
          : reply(200, {
              data: kycAnswer({
                state: 'under_review',
                kyc_status: 'pending',
                can_edit: false,
                next_step: 'wait',
              }),
            }),
    });
    renderPage(Page(), PATH);
    expect(await screen.findByText(STATUS_TEXTS[503]!)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We are checking your documents')).toBeInTheDocument();
  });
});
