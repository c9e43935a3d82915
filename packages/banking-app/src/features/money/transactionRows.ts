// A transaction of the API as a line of activity (@bank/ui TransactionRow): its kind, a title in
// the bank's words, the signed amount the customer's wallet saw, and its status.
// The kind, the badge and the signed amount are the history's (one mapping for every list); a row
// opens the transaction's details in the history, as a row of the history does.
import { Link } from 'react-router-dom';
import type { Transaction } from '@bank/api-contract';
import type { TransactionListItem } from '@bank/ui';
import { PATHS, TRANSACTION_DETAIL_PARAM, withQuery } from '@/access/paths';
import { badgeOf, kindOf, signedAmount } from '@/domain/transactions/rows';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The row's title: "Transfer to Omar H.", "Card top-up", "AED to USD". */
function titleOf(t: Transaction, tr: Translate): string {
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
    const amount = signedAmount(t);
    if (!amount) return [];
    return [
      {
        id: t.transaction_id,
        kind: kindOf(t.transaction_type),
        title: titleOf(t, tr),
        detail: t.reference ?? undefined,
        date: t.created_at,
        amount: amount.minor,
        currency: amount.currency,
        moved: amount.moved,
        status: badgeOf(t.status),
        masked,
        as: Link,
        to: withQuery(PATHS.allTransactions, { [TRANSACTION_DETAIL_PARAM]: t.transaction_id }),
      },
    ];
  });
}
