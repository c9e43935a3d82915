// Recovery codes: ten single-use codes that stand in for the authenticator app, stored as keyed
// hashes (never in clear), shown once when made.
import type { AppContext } from '../../context';
import { hmac, normaliseRecoveryCode, recoveryCode, safeEqual } from '../../security/crypto';

const digestOf = (ctx: AppContext, customerId: string, code: string) =>
  hmac(ctx.keys.codes, `recovery:${customerId}:${normaliseRecoveryCode(code)}`);

/** Replaces a customer's recovery codes with ten new ones; answers them in clear, once. */
export async function newRecoveryCodes(ctx: AppContext, customerId: string): Promise<string[]> {
  const codes = Array.from({ length: 10 }, () => recoveryCode());
  const now = ctx.clock.now();
  await ctx.db.deleteFrom('recovery_codes').where('customer_id', '=', customerId).execute();
  await ctx.db
    .insertInto('recovery_codes')
    .values(
      codes.map((code) => ({
        id: crypto.randomUUID(),
        customer_id: customerId,
        code_hash: digestOf(ctx, customerId, code),
        created_at: now,
        used_at: null,
      })),
    )
    .execute();
  return codes;
}

/** Uses one recovery code; false when none matches. */
export async function consumeRecoveryCode(
  ctx: AppContext,
  customerId: string,
  code: string,
): Promise<boolean> {
  const digest = digestOf(ctx, customerId, code);
  const rows = await ctx.db
    .selectFrom('recovery_codes')
    .select(['id', 'code_hash'])
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .execute();
  const match = rows.find((r) => safeEqual(r.code_hash, digest));
  if (!match) return false;
  const used = await ctx.db
    .updateTable('recovery_codes')
    .set({ used_at: ctx.clock.now() })
    .where('id', '=', match.id)
    .where('used_at', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

export async function recoveryCodesLeft(ctx: AppContext, customerId: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('recovery_codes')
    .select((eb) => eb.fn.countAll<bigint>().as('n'))
    .where('customer_id', '=', customerId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
