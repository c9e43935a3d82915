import { describe, expect, it } from 'vitest';
import { backend, loggedInToFakeBackend, ROLES } from '../../test/fakeBackend';
import { authorised } from '@/session/checks';
import { customerTypeInfo, forgetCustomerType } from '@/session/customer';
import { DASHBOARD_NAV, guardsOf, mayFollow } from './navigation';
import { PATHS } from './paths';

loggedInToFakeBackend();

describe('the dashboard navigation', () => {
  it('follows only guards it can answer from the customer type (besides the session check)', () => {
    for (const { to } of DASHBOARD_NAV) {
      const unanswerable = guardsOf(to).filter((check) => !check.allows && check !== authorised);
      expect(unanswerable, to).toEqual([]);
    }
  });

  it.each(Object.keys(ROLES))('shows %s every link whose route lets them in, and no other', async (role) => {
    backend.role = ROLES[role]!;
    const info = await customerTypeInfo();
    expect(info).not.toBeNull();
    for (const { to } of DASHBOARD_NAV) {
      const results = await Promise.all(guardsOf(to).map((check) => check()));
      expect(mayFollow(to, info), `${role} → ${to}`).toBe(results.every(Boolean));
    }
  });

  it('differs by role where the guards do', async () => {
    const shown = (role: string) => {
      backend.role = ROLES[role]!;
      forgetCustomerType();
      return customerTypeInfo().then((info) => DASHBOARD_NAV.filter((e) => mayFollow(e.to, info)).map((e) => e.to));
    };
    expect(await shown('viewer')).not.toContain(PATHS.topup);
    expect(await shown('preparer')).toContain(PATHS.topup);
    expect(await shown('individual')).not.toContain(PATHS.waitingReview);
    expect(await shown('approver')).not.toContain(PATHS.manageSubaccounts);
    expect(await shown('admin')).toContain(PATHS.manageSubaccounts);
  });

  it('shows only unguarded links while the customer type is unknown', () => {
    expect(DASHBOARD_NAV.filter((e) => mayFollow(e.to, null)).map((e) => e.to)).toEqual([
      PATHS.dashboard,
      PATHS.customerWallet,
      PATHS.transactions,
      PATHS.beneficiary,
      PATHS.securityPage,
      PATHS.settings,
    ]);
  });
});
