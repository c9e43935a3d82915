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
  /** The holder's identity check (the company's for a corporate user): the gates read it. */
  kycStatus: AuthInfo['kycStatus'];
  kycApproved: boolean;
}

export function actorOf(auth: AuthInfo): Actor {
  if (auth.userType === 'corporate' && auth.companyId) {
    return {
      customerId: auth.customerId,
      ownerId: auth.companyId,
      ownerType: 'company',
      userType: 'corporate',
      customerType: auth.customerType,
      kycStatus: auth.kycStatus,
      kycApproved: auth.kycStatus === 'approved',
    };
  }
  return {
    customerId: auth.customerId,
    ownerId: auth.customerId,
    ownerType: 'customer',
    userType: 'individual',
    customerType: null,
    kycStatus: auth.kycStatus,
    kycApproved: auth.kycStatus === 'approved',
  };
}

/** Viewers only read. */
export function requireMover(actor: Actor): void {
  if (actor.customerType === 'viewer') {
    throw new ApiError(
      'forbidden',
      'Viewers can only read: ask a preparer, approver or administrator of your company to do this.',
    );
  }
}

/** A corporate preparer's money movements wait for an approver (maker-checker). */
export function needsApproval(actor: Actor): boolean {
  return actor.customerType === 'preparer';
}

/** The spec's extra restriction on add_beneficiary: not viewers, not preparers. */
export function requireBeneficiaryManager(actor: Actor): void {
  if (actor.customerType === 'viewer' || actor.customerType === 'preparer') {
    throw new ApiError(
      'forbidden',
      'Only approvers and administrators can add, edit or delete beneficiaries.',
    );
  }
}

export function requireApprover(actor: Actor): void {
  if (
    actor.userType !== 'corporate' ||
    (actor.customerType !== 'approver' && actor.customerType !== 'admin')
  ) {
    throw new ApiError(
      'forbidden',
      "Only your company's approvers and administrators can review transactions.",
    );
  }
}

const KYC_WHY = {
  not_started: 'is not complete',
  pending: 'is still being reviewed',
  rejected: 'needs your attention',
  approved: 'is approved',
} as const;

/** The KYC gate: external transfers (and virtual assets) wait for an approved identity check. */
export function requireVerified(actor: Pick<Actor, 'kycStatus' | 'userType'>, what: string): void {
  if (actor.kycStatus === 'approved') return;
  const whose = actor.userType === 'corporate' ? "your company's verification" : 'yours';
  throw new ApiError(
    'kyc_required',
    `${what} need an approved identity check (KYC), and ${whose} ${KYC_WHY[actor.kycStatus]}.`,
  );
}

export function requireAdmin(actor: Actor): void {
  if (actor.userType !== 'corporate' || actor.customerType !== 'admin') {
    throw new ApiError('forbidden', "Only your company's administrators can manage its users.");
  }
}
