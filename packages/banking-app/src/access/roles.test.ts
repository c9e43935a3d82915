import { describe, expect, it } from 'vitest';
import { bulkPaymentPath, PATHS, payrollRunPath, waitingReviewItemPath } from './paths';
import { allowedLinks, mayFollow, roleRulesOf, type RoleInfo } from './roles';

const info = (over: Partial<RoleInfo>): RoleInfo =>
  ({
    user_type: 'corporate',
    is_viewer: false,
    is_viewer_or_preparer: false,
    can_administer: false,
    ...over,
  }) as RoleInfo;

describe('the role rules', () => {
  it('find the rules of a path with parameters, a query or a trailing slash', () => {
    expect(roleRulesOf(waitingReviewItemPath('external_transfer', '42'))).toEqual(['corporate']);
    expect(roleRulesOf(`${PATHS.topup}?wallet=1`)).toEqual(['nonViewer']);
    expect(roleRulesOf(`${PATHS.manageSubaccounts}/`)).toEqual(['administrator']);
    expect(roleRulesOf(PATHS.dashboard)).toEqual([]);
  });

  it('let a link through only when every rule of its route allows the customer', () => {
    const viewer = info({ is_viewer: true, is_viewer_or_preparer: true });
    const preparer = info({ is_viewer_or_preparer: true });
    const admin = info({ can_administer: true });
    expect(mayFollow(PATHS.topup, viewer)).toBe(false);
    expect(mayFollow(PATHS.topup, preparer)).toBe(true);
    expect(mayFollow(PATHS.addBeneficiary, preparer)).toBe(false);
    expect(mayFollow(PATHS.manageSubaccounts, admin)).toBe(true);
    expect(mayFollow(PATHS.manageSubaccounts, info({ user_type: 'individual' }))).toBe(false);
    expect(mayFollow(PATHS.waitingReview, null)).toBe(false);
    expect(mayFollow(PATHS.dashboard, null)).toBe(true);
    // Every user of a company reads its approval rules (issue 28); the screen lets administrators edit.
    for (const who of [viewer, preparer, admin])
      expect(mayFollow(PATHS.approvalRules, who)).toBe(true);
    expect(mayFollow(PATHS.approvalRules, info({ user_type: 'individual' }))).toBe(false);
    // Every user of a company reads its bulk payments (issue 28); the screens let the others upload and decide.
    for (const who of [viewer, preparer, admin]) {
      expect(mayFollow(PATHS.bulkPayments, who)).toBe(true);
      expect(mayFollow(bulkPaymentPath('b0a1c2d3-4e5f-4a6b-8c7d-000000000001'), who)).toBe(true);
    }
    expect(mayFollow(PATHS.bulkPayments, info({ user_type: 'individual' }))).toBe(false);
    // Payroll (issue 28): every user of a company reads it and checks a SIF; a viewer runs no month.
    for (const who of [viewer, preparer, admin]) {
      expect(mayFollow(PATHS.payroll, who)).toBe(true);
      expect(mayFollow(PATHS.payrollCheck, who)).toBe(true);
      expect(mayFollow(payrollRunPath('f2b3c4d5-6e7f-4a8b-9c0d-000000000001'), who)).toBe(true);
    }
    expect(mayFollow(PATHS.payrollNew, viewer)).toBe(false);
    expect(mayFollow(PATHS.payrollNew, preparer)).toBe(true);
    expect(mayFollow(PATHS.payroll, info({ user_type: 'individual' }))).toBe(false);
    expect(mayFollow(PATHS.payrollNew, info({ user_type: 'individual' }))).toBe(false);
    expect(allowedLinks([{ to: PATHS.topup }, { to: PATHS.settings }], viewer)).toEqual([
      { to: PATHS.settings },
    ]);
  });
});
