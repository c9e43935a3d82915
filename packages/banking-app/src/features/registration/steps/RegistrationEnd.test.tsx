// The end of a registration, through its last three screens: opening the account logs the
// customer in (the server answers the session: the password and the phone's code were the proof a
// login asks for), so the identity check follows at its first step without a second login and a
// second code; a registration the server gave no session leads to the login, as before.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '@/access/paths';
import { axeViolations } from '@/lib/testing/axe';
import { fakeApi, reply, routeOf, screenUnderTest } from '@/lib/testing/pageHarness';
import { clearSessionStorage, getToken, getUserType, hasToken } from '@/session/storage';
import { readProgress, saveProgress } from '@/features/registration/progress';
import { offerPasskeyNext } from '@/lib/passkeys/offerMark';

// The passkey offer's mark, watched (and kept working).
vi.mock(import('@/lib/passkeys/offerMark'), { spy: true });

const OtpComplete = screenUnderTest(() => import('./OtpCompletePage'));
const Congrats = screenUnderTest(() => import('./CongratsPage'));
const HandOver = screenUnderTest(() => import('./VerifyKycPage'));

beforeEach(() => {
  sessionStorage.clear();
  clearSessionStorage();
  vi.mocked(offerPasskeyNext).mockClear();
});

function Elsewhere() {
  const { pathname, search } = useLocation();
  return <h1>{`elsewhere ${pathname}${search}`}</h1>;
}

function renderEnd() {
  const router = createMemoryRouter(
    [
      routeOf(PATHS.registrationOtpComplete, OtpComplete()),
      routeOf(PATHS.registrationCongrats, Congrats()),
      routeOf(PATHS.registrationVerifyKyc, HandOver()),
      { path: '*', Component: Elsewhere },
    ],
    { initialEntries: [PATHS.registrationOtpComplete] },
  );
  return { router, ...render(<RouterProvider router={router} />) };
}

const CUSTOMER = '0b6f7c52-8d0e-4c1f-9a55-3f0f8f3e2a11';
function registered(userType: 'individual' | 'corporate', session: boolean) {
  saveProgress({
    token: 'registration-token-0123456789',
    userType,
    email: 'noor@example.ae',
    step: 'complete',
    phoneHint: '+9715•••••01',
    expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
  });
  return fakeApi({
    'POST /registration/complete': reply(201, {
      data: {
        customer_id: CUSTOMER,
        user_type: userType,
        customer_type: userType === 'corporate' ? 'admin' : null,
        next_step: 'verify_kyc_step_2',
      },
      ...(session && {
        new_jwt_tokens: {
          tokens: {
            access_token: 'access-from-registration',
            token_type: 'Bearer',
            expires_in: 600,
          },
        },
      }),
    }),
  });
}

async function openAccount(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('checkbox', { name: /I accept/ }));
  await user.click(screen.getByRole('button', { name: 'Open my account' }));
  await screen.findByRole('heading', { level: 1, name: 'Welcome to Sadu Bank' });
  await user.click(screen.getByRole('link', { name: 'Next: verify your identity' }));
  return screen.findByRole('heading', { level: 1, name: 'Verify your identity' });
}

describe('the end of a registration', () => {
  it('goes on into the identity check at step 1 with the session the registration proved: no login, no second code', async () => {
    const api = registered('individual', true);
    const user = userEvent.setup({ delay: null });
    const { router, container } = renderEnd();
    await openAccount(user);
    expect(hasToken()).toBe(true);
    expect(await getToken()).toBe('access-from-registration');
    expect(getUserType()).toBe('individual');
    // The new customer's home will offer a passkey (after the identity check, not in its way).
    expect(offerPasskeyNext).toHaveBeenCalledWith(CUSTOMER);
    expect(screen.queryByText(/log in/i)).toBeNull();
    expect(screen.queryByRole('link', { name: /log in/i })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
    const start = screen.getByRole('link', { name: 'Start your identity check' });
    expect(start).toHaveAttribute('href', '/dashboard/kyc');
    await user.click(start);
    expect(await screen.findByRole('heading', { name: 'elsewhere /dashboard/kyc' })).toBeVisible();
    expect(router.state.location.pathname).toBe(PATHS.kyc);
    // The registration is over: nothing of it is left in the tab; nothing asked the login.
    expect(readProgress()).toBeNull();
    expect(api.to('POST', '/registration/complete')).toHaveLength(1);
    expect(api.calls.filter((c) => /auth0|mfa|otp/.test(c.path))).toEqual([]);
  });

  it("takes a company's administrator to the company's check", async () => {
    registered('corporate', true);
    const user = userEvent.setup({ delay: null });
    renderEnd();
    await openAccount(user);
    await user.click(screen.getByRole('link', { name: 'Start your identity check' }));
    expect(
      await screen.findByRole('heading', { name: 'elsewhere /dashboard/corporate_kyc' }),
    ).toBeVisible();
  });

  it('leads to the login, the address filled in, when the server gave no session', async () => {
    registered('individual', false);
    const user = userEvent.setup({ delay: null });
    const { router } = renderEnd();
    await openAccount(user);
    expect(hasToken()).toBe(false);
    // No session: the login that follows offers it.
    expect(offerPasskeyNext).not.toHaveBeenCalled();
    await user.click(screen.getByRole('link', { name: 'Log in to verify your identity' }));
    expect(
      await screen.findByRole('heading', {
        name: `elsewhere /login?from=${encodeURIComponent('/dashboard/kyc')}`,
      }),
    ).toBeVisible();
    expect(router.state.location.state).toEqual({ email: 'noor@example.ae' });
  });
});
