// Helpers shared by the money calls: quotes, purpose codes, holder names, the rate snapshot.
import { checkPurposeCode } from '@bank/lookups';
import type { Selectable, Transaction } from 'kysely';
import type { Database, QuotesTable } from '../db/schema';
import { ApiError } from '../http/errors';
import type { Actor } from './actor';
import type { Db } from './ledger';

export type QuoteRow = Selectable<QuotesTable>;

/** A purpose-of-payment code: active, or a 400 naming why not (withdrawn: with its replacements). */
export function checkPurpose(code: string): string {
  const check = checkPurposeCode(code);
  if (!check.ok)
    throw new ApiError('validation_error', check.message, {
      fields: { purpose_code: check.message },
    });
  return check.purpose.code;
}

/** The caller's quote of this kind, still unused and unexpired. */
export async function usableQuote(
  db: Db,
  actor: Actor,
  quoteId: string,
  kind: QuoteRow['kind'],
  now: Date,
): Promise<QuoteRow> {
  const quote = await db
    .selectFrom('quotes')
    .selectAll()
    .where('id', '=', quoteId)
    .where('owner_id', '=', actor.ownerId)
    .where('kind', '=', kind)
    .executeTakeFirst();
  if (!quote) throw new ApiError('not_found', 'This quote does not exist.');
  if (quote.used_at)
    throw new ApiError('quote_invalid', 'This quote was already used. Ask for a new quote.');
  if (quote.expires_at.getTime() <= now.getTime()) {
    throw new ApiError(
      'quote_expired',
      `This quote expired at ${quote.expires_at.toISOString().slice(11, 19)} UTC. Ask for a new quote to see the current rate.`,
    );
  }
  return quote;
}

/** Marks a quote used inside the movement's transaction; exactly one movement can use it. */
export async function useQuote(
  tx: Transaction<Database>,
  quote: QuoteRow,
  now: Date,
): Promise<void> {
  const used = await tx
    .updateTable('quotes')
    .set({ used_at: now })
    .where('id', '=', quote.id)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('id')
    .executeTakeFirst();
  if (!used)
    throw new ApiError(
      'quote_invalid',
      'This quote was already used or has expired. Ask for a new quote.',
    );
}

/** How a holder is named to the other party: the company, or the person. */
export async function holderName(
  db: Db,
  ownerId: string,
  ownerType: 'customer' | 'company',
): Promise<string> {
  if (ownerType === 'company') {
    const c = await db
      .selectFrom('companies')
      .select('name')
      .where('id', '=', ownerId)
      .executeTakeFirst();
    return c?.name ?? 'A business customer';
  }
  const p = await db
    .selectFrom('customers')
    .select(['first_name', 'last_name', 'email'])
    .where('id', '=', ownerId)
    .executeTakeFirst();
  return [p?.first_name, p?.last_name].filter(Boolean).join(' ') || (p?.email ?? 'A customer');
}

/** "Omar H.": how another customer's name is shown when paying them (confirmation of payee). */
export function shortName(first: string | null, last: string | null, fallback: string): string {
  if (!first) return fallback;
  return last ? `${first} ${last.slice(0, 1)}.` : first;
}

export const maskAccount = (value: string) => `•••• ${value.slice(-4)}`;
