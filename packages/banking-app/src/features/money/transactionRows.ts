// A transaction of the API as a line of activity (@bank/ui TransactionRow): its kind, a title in
// the bank's words, the signed amount the customer's wallet saw, and its status.
import type { Transaction } from '@bank/api-contract';
import { isCurrencyCode, type CurrencyCode } from '@bank/lookups/currencies';
import type { BadgeStatus, TransactionKind, TransactionListItem } from '@bank/ui';

type Translate = (key: string, values?: Record<string, string>) => string;

const KIND: Record<Transaction['transaction_type'], TransactionKind> = {
  topup_card: 'card',
  topup_bank_transfer: 'top_up',
  internal_transfer: 'internal',
  external_transfer: 'external',
  conversion: 'conversion',
  crypto_deposit: 'crypto',
  crypto_conversion: 'conversion',
};

/** The badge for a status; a transfer waiting for its one-time code reads as pending. */
export function badgeOf(status: Transaction['status']): BadgeStatus {
  return status === 'awaiting_confirmation' ? 'pending' : status;
}

/** The amount a row shows: what left (negative) or reached (positive) the customer's wallet. */
function signedAmount(t: Transaction): { minor: bigint; currency: string } {
  if (t.direction === 'in') return { minor: BigInt(t.amount.minor), currency: t.amount.currency };
  // A conversion from a virtual asset into money: show what arrived in the currency wallet.
  if (
    t.transaction_type === 'crypto_conversion' &&
    !isCurrencyCode(t.amount.currency) &&
    t.counter_amount
  ) {
    return { minor: BigInt(t.counter_amount.minor), currency: t.counter_amount.currency };
  }
  const out = t.total_debit ?? t.amount;
  return { minor: -BigInt(out.minor), currency: out.currency };
}

/** The row's title: "Transfer to Omar H.", "Card top-up", "AED to USD". */
export function titleOf(t: Transaction, tr: Translate): string {
  // A name may be in any script: isolated (first strong), so "إلى Müller (UK) Ltd." keeps its order.
  const name = t.counterparty?.name ? `\u2068${t.counterparty.name}\u2069` : '';
  switch (t.transaction_type) {
    case 'topup_card':
      return t.card
        ? tr('activity.cardTopupEnding', { last4: t.card.last4 })
        : tr('activity.cardTopup');
    case 'topup_bank_transfer':
      return name ? tr('activity.bankTopupFrom', { name }) : tr('activity.bankTopup');
    case 'internal_transfer':
    case 'external_transfer':
      if (t.direction === 'own') return tr('activity.ownTransfer');
      if (!name) return tr(t.direction === 'in' ? 'activity.received' : 'activity.sent');
      return tr(t.direction === 'in' ? 'activity.transferFrom' : 'activity.transferTo', { name });
    case 'conversion':
    case 'crypto_conversion':
      return tr('activity.conversion', {
        from: t.amount.currency,
        to: t.counter_amount?.currency ?? '',
      });
    case 'crypto_deposit':
      return tr('activity.cryptoDeposit', { asset: t.amount.currency });
  }
}

/**
 * The rows of a list, leaving out what a currency wallet cannot show (a virtual-asset deposit:
 * it belongs to the crypto wallet). `masked` hides every amount.
 */
export function activityRows(
  items: readonly Transaction[],
  tr: Translate,
  masked: boolean,
): TransactionListItem[] {
  return items.flatMap((t) => {
    const { minor, currency } = signedAmount(t);
    if (!isCurrencyCode(currency)) return [];
    return [
      {
        id: t.transaction_id,
        kind: KIND[t.transaction_type],
        title: titleOf(t, tr),
        detail: t.reference ?? undefined,
        date: t.created_at,
        amount: minor,
        currency: currency as CurrencyCode,
        status: badgeOf(t.status),
        masked,
      },
    ];
  });
}
