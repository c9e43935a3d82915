// Who is acting and for whom: an individual acts for themselves; a corporate user acts for their
// company, whose wallets every user of the company shares, with the permissions of their role.
import { ApiError } from '../http/errors';
import type { AuthInfo } from '../security/sessions';

export interface Actor {
  customerId: string;
  /** The account holder: the customer (individual) or the company (corporate). */
  ownerId: string;
  ownerType: 'customer' | 'company';
  userType: 'individual' | 'corporate';
  customerType: AuthInfo['customerType'];
}

export function actorOf(auth: AuthInfo): Actor {
  if (auth.userType === 'corporate' && auth.companyId) {
    return { customerId: auth.customerId, ownerId: auth.companyId, ownerType: 'company', userType: 'corporate', customerType: auth.customerType };
  }
  return { customerId: auth.customerId, ownerId: auth.customerId, ownerType: 'customer', userType: 'individual', customerType: null };
}

/** Viewers only read. */
export function requireMover(actor: Actor): void {
  if (actor.customerType === 'viewer') {
    throw new ApiError('forbidden', 'Viewers can only read: ask a preparer, approver or administrator of your company to do this.');
  }
}

/** A corporate preparer's money movements wait for an approver (maker-checker). */
export function needsApproval(actor: Actor): boolean {
  return actor.customerType === 'preparer';
}

/** The spec's extra restriction on add_beneficiary: not viewers, not preparers. */
export function requireBeneficiaryManager(actor: Actor): void {
  if (actor.customerType === 'viewer' || actor.customerType === 'preparer') {
    throw new ApiError('forbidden', 'Only approvers and administrators can add, edit or delete beneficiaries.');
  }
}

export function requireApprover(actor: Actor): void {
  if (actor.userType !== 'corporate' || (actor.customerType !== 'approver' && actor.customerType !== 'admin')) {
    throw new ApiError('forbidden', 'Only your company\'s approvers and administrators can review transactions.');
  }
}

export function requireAdmin(actor: Actor): void {
  if (actor.userType !== 'corporate' || actor.customerType !== 'admin') {
    throw new ApiError('forbidden', 'Only your company\'s administrators can manage its users.');
  }
}
