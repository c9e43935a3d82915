// A transaction as a row of the history: its kind's icon, who or what, the signed amount as seen
// from the wallet (or currency) being looked at, and its status.
import { isCurrencyCode, type CurrencyCode } from '@bank/lookups/currencies';
import type { BadgeStatus, TransactionKind } from '@bank/ui';
import type { Money, Transaction, TransactionType } from '@bank/api-contract';

const KINDS: Record<TransactionType, TransactionKind> = {
  topup_card: 'top_up',
  topup_bank_transfer: 'top_up',
  internal_transfer: 'internal',
  external_transfer: 'external',
  conversion: 'conversion',
  crypto_deposit: 'crypto',
  crypto_conversion: 'crypto',
};

export const kindOf = (type: TransactionType): TransactionKind => KINDS[type];

/** The badge of a status (a transfer awaiting its one-time code is pending for the customer). */
export const badgeOf = (status: Transaction['status']): BadgeStatus =>
  status === 'awaiting_confirmation' ? 'pending' : status;

export interface SignedAmount {
  minor: string;
  currency: CurrencyCode;
  /** False when in the end no money moved (`nothingMoved`): shown without a sign, never as money in or out. */
  moved: boolean;
}

/**
 * A failed, returned, rejected or expired transaction: in the end no money moved (a returned
 * transfer's money came back, a failed card payment was never taken). Only a returned transfer
 * keeps its fee (the details show it).
 */
export const nothingMoved = (status: Transaction['status']): boolean =>
  status === 'failed' || status === 'returned' || status === 'rejected' || status === 'expired';

/** What the customer looks at: one wallet, or one currency, or everything. */
export interface Viewpoint {
  walletId?: string | null;
  currency?: string | null;
}

const fiat = (m: Money | null | undefined): m is Money & { currency: CurrencyCode } =>
  Boolean(m && isCurrencyCode(m.currency));
const negative = (m: Money) => (m.minor.startsWith('-') ? m.minor : `-${m.minor}`);

/**
 * The amount to show, signed: money in is positive; money out is what left the wallet (fees
 * included); a move between the customer's own wallets is money in when seen from the wallet (or
 * currency) it arrived in, else money out. Virtual assets have no amount here: their fiat side is
 * shown, and a movement with no fiat side at all gives null (the crypto wallet's screens show it).
 */
export function signedAmount(tx: Transaction, view: Viewpoint = {}): SignedAmount | null {
  const out = tx.total_debit ?? tx.amount;
  const arrived = tx.counter_amount ?? tx.amount;
  if (nothingMoved(tx.status)) {
    // The amount asked for, unsigned and without its fee.
    const asked = fiat(tx.amount) ? tx.amount : fiat(tx.counter_amount) ? tx.counter_amount : null;
    return asked
      ? { minor: asked.minor.replace(/^-/, ''), currency: asked.currency, moved: false }
      : null;
  }
  if (tx.direction === 'in')
    return fiat(tx.amount)
      ? { minor: tx.amount.minor, currency: tx.amount.currency, moved: true }
      : null;
  if (tx.direction === 'out')
    return fiat(out) ? { minor: negative(out), currency: out.currency, moved: true } : null;
  const seenArriving =
    (view.walletId && tx.to_wallet?.wallet_id === view.walletId) ||
    (view.currency && arrived.currency === view.currency && out.currency !== view.currency);
  if ((seenArriving || !fiat(out)) && fiat(arrived))
    return { minor: arrived.minor, currency: arrived.currency, moved: true };
  return fiat(out) ? { minor: negative(out), currency: out.currency, moved: true } : null;
}
