import { describe, expect, it } from 'vitest';
import { backend, loggedInToFakeBackend, ROLES } from '../../test/fakeBackend';
import { authorised, ROLE_CHECKS, type Check } from '@/session/checks';
import { customerTypeInfo, forgetCustomerType } from '@/session/customer';
import { matchRoutes } from 'react-router-dom';
import { mayFollow, roleRulesOf } from '@/access/roles';
import { DASHBOARD_NAV } from './navigation';
import { routeBranch } from './router';
import { routes, type GuardHandle } from './routes';
import { buildPath, PATHS } from '@/access/paths';

/** The checks of every guard a visit to `path` passes through, outermost first. */
function guardsOf(path: string): readonly Check[] {
  return (routeBranch(path) ?? []).flatMap(
    (route) => (route.handle as Partial<GuardHandle> | undefined)?.guard?.checks ?? [],
  );
}

loggedInToFakeBackend();

// The route paths live below the app (src/access/paths.ts, tested there); that each is routed is
// the app's to check.
describe('the route paths', () => {
  it('are routed, each one by a route of its own (not the catch-all)', () => {
    for (const [name, template] of Object.entries(PATHS)) {
      // Every parameter given a value (a path's own are filled, the others ignored).
      const at = template.includes(':')
        ? buildPath(
            template as string,
            {
              transaction_type: 'external_transfer',
              transaction_id: '42',
              token: 'Abcdefghijklmnopqrstuv',
              batch_id: '42',
              run_id: '42',
            } as never,
          )
        : template;
      const deepest = matchRoutes(routes, at)?.at(-1)?.route;
      expect(deepest?.path, name).not.toBe('*');
      expect(deepest?.path, name).toBe(template);
    }
  });
});

describe('the dashboard navigation', () => {
  it('follows only guards it can answer from the customer type (besides the session check)', () => {
    for (const { to } of DASHBOARD_NAV) {
      const unanswerable = guardsOf(to).filter((check) => !check.allows && check !== authorised);
      expect(unanswerable, to).toEqual([]);
    }
  });

  it("finds every path's guards as react-router's matching does (the walk of the table agrees with it)", () => {
    const instances = [
      '/dashboard/transaction_details/6f1f6d56-2f0c-4a57-9d2e-0c4a1c2b3d4e',
      '/no-such-page',
      '/dashboard/no-such-page',
    ];
    const paths = [...new Set(Object.values(PATHS) as string[])].map((p) =>
      p.replace(/:[a-z_]+/g, 'x'),
    );
    for (const path of [...paths, ...instances]) {
      const matched = (matchRoutes(routes, path) ?? []).flatMap(
        (m) => (m.route.handle as Partial<GuardHandle> | undefined)?.guard?.checks ?? [],
      );
      expect(guardsOf(path), path).toEqual(matched);
    }
  });

  it('guards every route by exactly the role rules the links read (ROUTE_ROLES, src/access/roles.ts)', () => {
    for (const template of new Set(Object.values(PATHS) as string[])) {
      const path = template.replace(/:[a-z_]+/g, 'x');
      const name = (check: Check) =>
        Object.entries(ROLE_CHECKS).find(([, own]) => own === check)?.[0] ?? 'another check';
      expect(
        guardsOf(path)
          .filter((check) => check.allows)
          .map(name),
        path,
      ).toEqual(roleRulesOf(path));
    }
  });

  it.each(Object.keys(ROLES))(
    'shows %s every link whose route lets them in, and no other',
    async (role) => {
      backend.role = ROLES[role]!;
      const info = await customerTypeInfo();
      expect(info).not.toBeNull();
      for (const { to } of DASHBOARD_NAV) {
        const results = await Promise.all(guardsOf(to).map((check) => check()));
        expect(mayFollow(to, info), `${role} → ${to}`).toBe(results.every(Boolean));
      }
    },
  );

  it('differs by role where the guards do', async () => {
    const shown = (role: string) => {
      backend.role = ROLES[role]!;
      forgetCustomerType();
      return customerTypeInfo().then((info) =>
        DASHBOARD_NAV.filter((e) => mayFollow(e.to, info)).map((e) => e.to),
      );
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
