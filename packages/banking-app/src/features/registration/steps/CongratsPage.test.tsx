import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderPage, screenUnderTest, setupI18n } from '@/lib/testing/pageHarness';
import { saveProgress } from '@/features/registration/progress';

const CongratsPage = screenUnderTest(() => import('./CongratsPage'));
beforeEach(() => sessionStorage.clear());

const finished = (userType: 'individual' | 'corporate') =>
  saveProgress({
    token: 'registration-token-0123456789',
    userType,
    email: 'finance@dhow.ae',
    step: 'verify_kyc_step_2',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });

describe('Registration finished (/registration/congrats)', () => {
  it('tells a company its address is confirmed, and promises no e-mail (none is sent: the code confirmed it)', async () => {
    finished('corporate');
    renderPage(CongratsPage(), '/registration/congrats');
    expect(await screen.findByText(/Your email address/)).toHaveTextContent(
      'Your email address finance@dhow.ae is confirmed.',
    );
    expect(screen.queryByText(/emailed|24 hours/)).toBeNull();
  });

  it('tells an individual about the link sent to confirm the address', async () => {
    finished('individual');
    renderPage(CongratsPage(), '/registration/congrats');
    expect(await screen.findByText(/We emailed a link to/)).toHaveTextContent(
      'We emailed a link to finance@dhow.ae: open it to confirm your address. It works for 24 hours.',
    );
  });

  it('says the same in Arabic, the address kept left to right', async () => {
    await setupI18n('ar');
    try {
      finished('corporate');
      renderPage(CongratsPage(), '/registration/congrats');
      const text = await screen.findByText(/تم تأكيد عنوان بريدك الإلكتروني/);
      expect(text.querySelector('bdi[dir="ltr"]')).toHaveTextContent('finance@dhow.ae');
      expect(screen.queryByText(/24 ساعة/)).toBeNull();
    } finally {
      await setupI18n('en');
    }
  });
});
