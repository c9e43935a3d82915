import { describe, expect, it } from 'vitest';
import { backend, loggedInToFakeBackend, ROLES } from '../../test/fakeBackend';
import {
  allowNonViewer,
  allowNonViewerOrPreparer,
  authorised,
  canAddBeneficiary,
  checkAuthorisedEarly,
  canManageSubaccounts,
  canUseCryptoWallet,
  corporateOnly,
  hasWallet,
  isViewer,
  isViewerOrPreparer,
  notAuthorised,
  notInMaintenance,
} from './checks';
import { clearSessionStorage, hasToken, setToken } from './storage';
import { setConfig } from '@/config/runtime';

loggedInToFakeBackend();

const roleChecks = {
  isViewerOrPreparer,
  isViewer,
  allowNonViewerOrPreparer,
  allowNonViewer,
  corporateOnly,
  canManageSubaccounts,
  canAddBeneficiary,
};
const expected: Record<string, Record<keyof typeof roleChecks, boolean>> = {
  individual: {
    isViewerOrPreparer: false,
    isViewer: false,
    allowNonViewerOrPreparer: true,
    allowNonViewer: true,
    corporateOnly: false,
    canManageSubaccounts: false,
    canAddBeneficiary: true,
  },
  viewer: {
    isViewerOrPreparer: true,
    isViewer: true,
    allowNonViewerOrPreparer: false,
    allowNonViewer: false,
    corporateOnly: true,
    canManageSubaccounts: false,
    canAddBeneficiary: false,
  },
  preparer: {
    isViewerOrPreparer: true,
    isViewer: false,
    allowNonViewerOrPreparer: false,
    allowNonViewer: true,
    corporateOnly: true,
    canManageSubaccounts: false,
    canAddBeneficiary: false,
  },
  approver: {
    isViewerOrPreparer: false,
    isViewer: false,
    allowNonViewerOrPreparer: true,
    allowNonViewer: true,
    corporateOnly: true,
    canManageSubaccounts: false,
    canAddBeneficiary: true,
  },
  admin: {
    isViewerOrPreparer: false,
    isViewer: false,
    allowNonViewerOrPreparer: true,
    allowNonViewer: true,
    corporateOnly: true,
    canManageSubaccounts: true,
    canAddBeneficiary: true,
  },
};

describe("the guards' checks", () => {
  it('authorised: true with a token that isauthorised accepts; notAuthorised is its opposite', async () => {
    await expect(authorised()).resolves.toBe(true);
    await expect(notAuthorised()).resolves.toBe(false);
  });

  it('authorised: false without a token, without calling the server', async () => {
    clearSessionStorage();
    backend.calls = [];
    await expect(authorised()).resolves.toBe(false);
    await expect(notAuthorised()).resolves.toBe(true);
    expect(backend.calls).toEqual([]);
  });

  it('authorised and notAuthorised answer at once without a token, and wait with one', () => {
    clearSessionStorage();
    expect(authorised.now?.()).toBe(false);
    expect(notAuthorised.now?.()).toBe(true);
    localStorage.setItem('token', 'something');
    expect(authorised.now?.()).toBeUndefined();
    expect(notAuthorised.now?.()).toBeUndefined();
    clearSessionStorage();
  });

  it('authorised: false when the token is refused and cannot be refreshed, and the stale token goes', async () => {
    backend.validToken = 'another';
    await expect(authorised()).resolves.toBe(false);
    expect(backend.calls).toContain('POST /customer/refresh');
    expect(hasToken()).toBe(false);
  });

  it('authorised: a check started at page load is taken by the guard, with the customer type asked beside it', async () => {
    checkAuthorisedEarly();
    await expect(authorised()).resolves.toBe(true);
    await expect(authorised()).resolves.toBe(true);
    expect(backend.calls.filter((c) => c.endsWith('/customer/isauthorised'))).toHaveLength(1);
    expect(backend.calls.filter((c) => c.endsWith('/customer/customer_type'))).toHaveLength(1);
  });

  it('authorised: a "no" started at page load is asked again (a login may have happened since)', async () => {
    backend.fail = true;
    checkAuthorisedEarly();
    await expect(authorised()).resolves.toBe(false);
    backend.fail = false;
    await setToken('valid-token');
    await expect(authorised()).resolves.toBe(true);
  });

  it('authorised: a refused token asked beside the customer type still redirects quietly (isauthorised decides)', async () => {
    backend.validToken = 'another';
    checkAuthorisedEarly();
    await expect(authorised()).resolves.toBe(false);
    expect(hasToken()).toBe(false);
  });

  it('authorised: false when the server fails', async () => {
    backend.fail = true;
    await expect(authorised()).resolves.toBe(false);
  });

  for (const [role, results] of Object.entries(expected)) {
    it(`customer-type checks for ${role === 'individual' ? 'an individual' : `a corporate ${role}`}`, async () => {
      backend.role = ROLES[role]!;
      const got = Object.fromEntries(
        await Promise.all(
          Object.entries(roleChecks).map(async ([name, check]) => [name, await check()]),
        ),
      );
      expect(got).toEqual(results);
    });
  }

  it('customer-type checks and their negations all fail closed when the lookup fails', async () => {
    backend.fail = true;
    for (const check of Object.values(roleChecks)) await expect(check()).resolves.toBe(false);
  });

  it('asks the customer type once for several guards in a row', async () => {
    backend.calls = [];
    await Promise.all([isViewer(), allowNonViewer(), canAddBeneficiary()]);
    expect(backend.calls.filter((c) => c.endsWith('/customer/customer_type'))).toHaveLength(1);
  });

  it('crypto_wallet follows the backend eligibility', async () => {
    await expect(canUseCryptoWallet()).resolves.toBe(true);
    backend.cryptoAllowed = false;
    await expect(canUseCryptoWallet()).resolves.toBe(false);
    backend.fail = true;
    await expect(canUseCryptoWallet()).resolves.toBe(false);
  });

  it('all_transactions needs at least one wallet', async () => {
    await expect(hasWallet()).resolves.toBe(true);
    backend.wallets = 0;
    await expect(hasWallet()).resolves.toBe(false);
    backend.fail = true;
    await expect(hasWallet()).resolves.toBe(false);
  });

  it('the maintenance switch closes the public pages', async () => {
    setConfig({ maintenance: true });
    await expect(notInMaintenance()).resolves.toBe(false);
    setConfig({});
    await expect(notInMaintenance()).resolves.toBe(true);
  });
});
