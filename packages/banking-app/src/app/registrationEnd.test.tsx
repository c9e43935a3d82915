// The end of a registration through the app's own routes and guards: opening the account logs the
// customer in (the server answers the session, src/features/registration/steps/OtpCompletePage),
// the welcome and the hand-over still show (the visitors' guard checked once, when the
// registration began), and the hand-over leads into the online banking's identity check at its
// first step, the customer's details, with no login in between.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { kycAnswer } from '@/features/kyc/fixtures';
import { saveProgress } from '@/features/registration/progress';
import { i18n, initI18n } from '@/i18n/i18n';
import { customerType } from '@/lib/testing/money';
import { fakeApi, reply } from '@/lib/testing/pageHarness';
import { forgetCustomerType } from '@/session/customer';
import { sessionReady } from '@/session/session';
import { clearSessionStorage, hasToken } from '@/session/storage';
import { partialRouter } from './router';

beforeAll(async () => {
  await initI18n('en');
  await sessionReady();
  // Compile the lazy modules once up front (slow on a busy machine), so the test measures the flow.
  await Promise.all([
    import('./layouts/AuthLayout'),
    import('./layouts/DashboardLayout'),
    import('@/features/registration/steps/OtpCompletePage'),
    import('@/features/registration/steps/CongratsPage'),
    import('@/features/registration/steps/VerifyKycPage'),
    import('@/features/kyc/KycPage'),
  ]);
}, 180_000);
beforeEach(() => {
  sessionStorage.clear();
  clearSessionStorage();
  forgetCustomerType();
});
afterEach(() => vi.unstubAllGlobals());

const CUSTOMER = '0b6f7c52-8d0e-4c1f-9a55-3f0f8f3e2a11';

describe('the end of a registration, in the app', { timeout: 60_000 }, () => {
  it('goes from opening the account to step 1 of the identity check without a login', async () => {
    saveProgress({
      token: 'registration-token-0123456789',
      userType: 'individual',
      email: 'noor@example.ae',
      step: 'complete',
      phoneHint: '+9715•••••01',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    const api = fakeApi({
      'POST /registration/complete': reply(201, {
        data: {
          customer_id: CUSTOMER,
          user_type: 'individual',
          customer_type: null,
          next_step: 'verify_kyc_step_2',
        },
        new_jwt_tokens: {
          tokens: {
            access_token: 'access-from-registration',
            token_type: 'Bearer',
            expires_in: 600,
          },
        },
      }),
      'POST /customer/isauthorised': reply(200, {
        data: { customer_id: CUSTOMER, user_type: 'individual', customer_type: null },
      }),
      'GET /customer/customer_type': reply(200, customerType('individual')),
      'GET /kyc': reply(200, {
        data: kycAnswer({ submission_id: null, state: 'not_started', can_edit: true }),
      }),
    });
    const path = '/registration/otp_complete';
    const router = partialRouter(path, (table, patchRoutesOnNavigation) =>
      createMemoryRouter(table, {
        initialEntries: [path],
        ...(patchRoutesOnNavigation && { patchRoutesOnNavigation }),
      }),
    );
    render(
      <I18nextProvider i18n={i18n()}>
        <RouterProvider router={router} />
      </I18nextProvider>,
    );
    const user = userEvent.setup({ delay: null });
    await user.click(
      await screen.findByRole('checkbox', { name: /I accept/ }, { timeout: 30_000 }),
    );
    await user.click(screen.getByRole('button', { name: 'Open my account' }));
    await screen.findByRole('heading', { level: 1, name: 'Welcome to Sadu Bank' });
    expect(hasToken()).toBe(true);
    await user.click(screen.getByRole('link', { name: 'Next: verify your identity' }));
    await screen.findByRole('heading', { level: 1, name: 'Verify your identity' });
    await user.click(screen.getByRole('link', { name: 'Start your identity check' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Your details' }, { timeout: 30_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Step 1 of 3/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/dashboard/kyc');
    expect(api.calls.filter((c) => /auth0|login/.test(c.path))).toEqual([]);
  });
});
