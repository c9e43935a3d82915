// Confirmation of payee for a new internal recipient, by account number or by the e-mail address
// they bank with: the masked name the bank holds and the currencies they can be paid in. Privacy:
// never an account number or a full name, one answer for every reason nobody can be paid there, and
// a per-customer limit, so the look-up answers what a payment needs and cannot list the bank's
// customers (README, "Paying a new recipient").
import type { lookupInternalRecipient } from '@bank/api-contract';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireMover, type Actor } from '../../money/actor';
import type { Db } from '../../money/ledger';
import { walletByAccountNumber, walletByCurrency, type AccountRow } from '../../money/wallets';
import { holderOfEmail, payeeName } from '../beneficiaries/queries';

const nobody = (by: 'email' | 'account_number') =>
  new ApiError(
    'not_found',
    by === 'email'
      ? 'No customer of the bank can be paid at this e-mail address.'
      : 'No wallet of the bank has this account number.',
  );

function fiatWalletsOf(db: Db, ownerId: string): Promise<AccountRow[]> {
  return db
    .selectFrom('accounts')
    .selectAll()
    .where('owner_id', '=', ownerId)
    .where('kind', '=', 'wallet')
    .where('asset_kind', '=', 'fiat')
    .orderBy('currency')
    .execute();
}

function notYourself(
  actor: Actor,
  ownerId: string | null,
  field: 'email' | 'account_number',
): void {
  if (ownerId !== actor.ownerId) return;
  const message = 'This is you: move money between your own wallets instead.';
  throw new ApiError('validation_error', message, { fields: { [field]: message } });
}

export async function lookUpRecipient(
  ctx: AppContext,
  { auth, body }: CallInput<typeof lookupInternalRecipient>,
) {
  const actor = actorOf(auth);
  requireMover(actor);
  await ctx.rateLimit.hit(
    `recipient-lookup:customer:${actor.customerId}`,
    ctx.config.limits.recipientLookupPerCustomer,
  );
  if (body.account_number) {
    const wallet = await walletByAccountNumber(ctx.db, body.account_number);
    if (!wallet) throw nobody('account_number');
    notYourself(actor, wallet.owner_id, 'account_number');
    if (wallet.asset_kind !== 'fiat')
      throw new ApiError('currency_not_allowed', 'Virtual-asset wallets cannot receive transfers.');
    return { data: { name: await payeeName(ctx.db, wallet), currencies: [wallet.currency] } };
  }
  const ownerId = await holderOfEmail(ctx.db, body.email ?? '');
  const wallets = ownerId ? await fiatWalletsOf(ctx.db, ownerId) : [];
  const first = wallets[0];
  if (!first) throw nobody('email');
  notYourself(actor, first.owner_id, 'email');
  return {
    data: { name: await payeeName(ctx.db, first), currencies: wallets.map((w) => w.currency) },
  };
}

/** The wallet a transfer to an e-mail address pays into: the recipient's in that currency. */
export async function walletOfEmail(db: Db, email: string, currency: string): Promise<AccountRow> {
  const ownerId = await holderOfEmail(db, email);
  const wallet = ownerId ? await walletByCurrency(db, ownerId, currency) : undefined;
  if (!wallet)
    throw new ApiError(
      'not_found',
      `No customer of the bank can be paid in ${currency} at this e-mail address.`,
    );
  return wallet;
}
