// A fake fiat backend behind the global fetch, for tests of the guards and the router: a valid
// access token, the customer-type answer, crypto eligibility and wallets are set per test.
import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import { forgetCustomerType } from '@/session/customer';
import { sessionReady } from '@/session/session';
import { clearSessionStorage, setToken } from '@/session/storage';
import { json } from './fakeServer';

export interface Role {
  user_type: 'individual' | 'corporate';
  customer_type: 'viewer' | 'preparer' | 'approver' | 'admin' | null;
}

export const ROLES: Record<string, Role> = {
  individual: { user_type: 'individual', customer_type: null },
  viewer: { user_type: 'corporate', customer_type: 'viewer' },
  preparer: { user_type: 'corporate', customer_type: 'preparer' },
  approver: { user_type: 'corporate', customer_type: 'approver' },
  admin: { user_type: 'corporate', customer_type: 'admin' },
};

export const backend = {
  validToken: 'valid-token',
  role: ROLES.individual!,
  cryptoAllowed: true,
  wallets: 1,
  calls: [] as string[],
  fail: false,
};

export function resetBackend() {
  Object.assign(backend, {
    validToken: 'valid-token',
    role: ROLES.individual,
    cryptoAllowed: true,
    wallets: 1,
    calls: [],
    fail: false,
  });
}

function typeInfo(role: Role) {
  const c = role.customer_type;
  return {
    ...role,
    is_viewer_or_preparer: c === 'viewer' || c === 'preparer',
    is_viewer: c === 'viewer',
    can_approve: role.user_type === 'individual' || c === 'approver' || c === 'admin',
    can_administer: c === 'admin',
  };
}

const aed = (amount: string, minor: string) => ({ currency: 'AED', amount, minor });

/** A wallet as the contract describes it (the client checks every answer in tests). */
function wallet(i: number) {
  return {
    wallet_id: `8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e${String(i).padStart(2, '0')}`,
    currency: 'AED',
    kind: 'fiat',
    name: 'UAE dirham',
    account_number: `100000000000000${i}`,
    iban: `AE07033123456789012345${i}`,
    balance: aed('1250.00', '125000'),
    available: aed('1250.00', '125000'),
    on_hold: aed('0.00', '0'),
    created_at: '2026-11-21T08:00:00.000Z',
  };
}

export function installFakeBackend() {
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const url = new URL(request.url);
    const path = url.pathname.replace('/api/fiat', '');
    backend.calls.push(`${request.method} ${path}`);
    if (backend.fail) return json(503, {});
    if (path === '/customer/refresh')
      return json(401, { error: { code: 'refresh_invalid', message: 'Log in again.' } });
    if (path === '/public/fees')
      return json(503, { error: { code: 'service_unavailable', message: 'Down' } });
    if (request.headers.get('Authorization') !== `Bearer ${backend.validToken}`)
      return json(401, { error: { code: 'unauthorized', message: 'Log in again.' } });
    switch (path) {
      case '/customer/isauthorised':
        return json(200, {
          data: { customer_id: '5b0c3c8e-4a57-4d55-9f55-1d8b1b8f0c11', ...backend.role },
        });
      case '/customer/customer_type':
        return json(200, { data: typeInfo(backend.role) });
      case '/crypto/eligibility':
        return json(200, {
          data: {
            allowed: backend.cryptoAllowed,
            reason: 'allowed',
            message: '',
            kyc_status: 'approved',
          },
        });
      case '/wallet/list':
        return json(200, { data: Array.from({ length: backend.wallets }, (_, i) => wallet(i)) });
      default:
        return json(404, { error: { code: 'not_found', message: 'Not found' } });
    }
  });
}

/**
 * A test file whose every test starts logged in (token `valid-token`, an individual) against the
 * fake backend, after this "page load"'s first-tab check has run.
 */
export function loggedInToFakeBackend() {
  beforeAll(async () => {
    installFakeBackend();
    await sessionReady();
  });
  afterAll(() => vi.unstubAllGlobals());
  beforeEach(async () => {
    resetBackend();
    forgetCustomerType();
    clearSessionStorage();
    await setToken('valid-token');
  });
}
