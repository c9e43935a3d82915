import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { axeViolations } from '@/lib/testing/axe';
import {
  fakeApi,
  refusal,
  renderPage,
  reply,
  screenUnderTest,
  setupI18n,
} from '@/lib/testing/pageHarness';
import { readProgress, saveProgress } from '@/features/registration/progress';

const OtpCompletePage = screenUnderTest(() => import('./OtpCompletePage'));
beforeEach(() => sessionStorage.clear());

const TOKEN = 'registration-token-0123456789';
const readyToOpen = (userType: 'individual' | 'corporate' = 'individual') =>
  saveProgress({
    token: TOKEN,
    userType,
    email: 'noor@example.ae',
    step: 'complete',
    phoneHint: '+9715•••••01',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
const opened = () =>
  reply(201, {
    data: {
      customer_id: '0b6f7c52-8d0e-4c1f-9a55-3f0f8f3e2a11',
      user_type: 'individual',
      customer_type: null,
      next_step: 'verify_kyc_step_2',
    },
  });
const MISSING = 'Accept the terms and conditions and the privacy policy to open your account';

describe('Opening the account (/registration/otp_complete)', () => {
  it('asks to accept the terms and the privacy policy, each a link to its page in a new tab, with the versions', async () => {
    readyToOpen();
    const { container } = renderPage(OtpCompletePage(), '/registration/otp_complete');
    const box = await screen.findByRole('checkbox', {
      name: /I accept the terms and conditions .* and the privacy policy/,
    });
    expect(box).not.toBeChecked();
    expect(box).toHaveAttribute('aria-required', 'true');
    const terms = screen.getByRole('link', { name: 'terms and conditions (opens in a new tab)' });
    expect(terms).toHaveAttribute('href', '/terms_of_use');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    const privacy = screen.getByRole('link', { name: 'privacy policy (opens in a new tab)' });
    expect(privacy).toHaveAttribute('href', '/privacy_policy');
    expect(privacy).toHaveAttribute('target', '_blank');
    expect(box).toHaveAccessibleDescription(
      'Terms and conditions version 2026-11, privacy policy version 2026-11.',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it('does not open the account until the box is ticked: the message by the box and in the summary, which takes focus', async () => {
    readyToOpen();
    const api = fakeApi({ 'POST /registration/complete': opened() });
    const { container } = renderPage(OtpCompletePage(), '/registration/otp_complete');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('button', { name: 'Open my account' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: MISSING })).toHaveAttribute(
      'href',
      '#open-account-consent',
    );
    const box = screen.getByRole('checkbox', { name: /I accept/ });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription(expect.stringContaining(MISSING));
    expect(api.calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('sends the versions shown once the box is ticked, then moves on', async () => {
    readyToOpen('corporate');
    const api = fakeApi({ 'POST /registration/complete': opened() });
    renderPage(OtpCompletePage(), '/registration/otp_complete');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    expect(
      await screen.findByRole('heading', { name: '/registration/congrats' }),
    ).toBeInTheDocument();
    expect(api.to('POST', '/registration/complete').map((c) => c.body)).toEqual([
      {
        registration_token: TOKEN,
        accepted_terms_version: '2026-11',
        accepted_privacy_version: '2026-11',
      },
    ]);
    expect(readProgress()?.step).toBe('verify_kyc_step_2');
  });

  it('asks to read the new texts when they changed while the page was open', async () => {
    readyToOpen();
    fakeApi({
      'POST /registration/complete': refusal(409, 'consent_outdated', {
        fields: { accepted_terms_version: 'The terms and conditions are now version 2027-01.' },
      }),
    });
    renderPage(OtpCompletePage(), '/registration/otp_complete');
    const user = userEvent.setup({ delay: null });
    await user.click(await screen.findByRole('checkbox', { name: /I accept/ }));
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    const summary = await screen.findByRole('alert', { name: 'There is a problem' });
    expect(
      within(summary).getByRole('link', {
        name: /have changed since you opened this page: reload the page/,
      }),
    ).toHaveAttribute('href', '#open-account-consent');
    expect(screen.queryByRole('heading', { name: '/registration/congrats' })).toBeNull();
  });

  it('says the same in Arabic, the versions kept left to right, without axe violations', async () => {
    await setupI18n('ar');
    try {
      readyToOpen();
      const { container } = renderPage(OtpCompletePage(), '/registration/otp_complete');
      const box = await screen.findByRole('checkbox', { name: /أوافق على الشروط والأحكام/ });
      // (The "opens in a new tab" words are the design system's: the app's UiProvider gives them in Arabic.)
      expect(screen.getByRole('link', { name: /^سياسة الخصوصية/ })).toHaveAttribute(
        'href',
        '/privacy_policy',
      );
      expect(container.querySelectorAll('bdi[dir="ltr"]')).toHaveLength(2);
      await userEvent.click(screen.getByRole('button', { name: 'افتح حسابي' }));
      expect(
        await screen.findByRole('link', {
          name: 'وافق على الشروط والأحكام وسياسة الخصوصية لفتح حسابك',
        }),
      ).toBeInTheDocument();
      expect(box).toHaveAttribute('aria-invalid', 'true');
      expect(await axeViolations(container)).toEqual([]);
    } finally {
      await setupI18n('en');
    }
  });
});
