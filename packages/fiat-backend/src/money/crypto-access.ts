// Who may use the crypto wallet (the spec's extra restriction on crypto_wallet): individual
// customers whose identity check (KYC) is approved. Business accounts are not offered virtual
// assets (a separate licence and due diligence), whatever the user's role.
import { ApiError } from '../http/errors';
import type { Actor } from './actor';
import type { Db } from './ledger';

export type KycStatus = 'not_started' | 'pending' | 'approved' | 'rejected';

export async function cryptoAccess(db: Db, actor: Actor) {
  const c = await db
    .selectFrom('customers')
    .select('kyc_status')
    .where('id', '=', actor.customerId)
    .executeTakeFirstOrThrow();
  const kyc = c.kyc_status as KycStatus;
  if (actor.userType === 'corporate') {
    return {
      allowed: false,
      reason: 'corporate_not_supported' as const,
      message: 'Virtual assets are available to individual customers only.',
      kyc_status: kyc,
    };
  }
  if (kyc !== 'approved') {
    const why =
      kyc === 'pending'
        ? 'is still being reviewed'
        : kyc === 'rejected'
          ? 'was not approved'
          : 'is not complete';
    return {
      allowed: false,
      reason: 'kyc_not_approved' as const,
      message: `Virtual assets need an approved identity check (KYC), and yours ${why}.`,
      kyc_status: kyc,
    };
  }
  return {
    allowed: true,
    reason: 'allowed' as const,
    message: 'You can use the crypto wallet.',
    kyc_status: kyc,
  };
}

export async function requireCrypto(db: Db, actor: Actor): Promise<void> {
  const access = await cryptoAccess(db, actor);
  if (access.allowed) return;
  throw new ApiError(
    access.reason === 'corporate_not_supported' ? 'forbidden' : 'kyc_required',
    access.message,
  );
}
