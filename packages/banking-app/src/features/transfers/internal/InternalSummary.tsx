// The terms of an internal transfer as the review and the confirmation show them.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { DescriptionList, type DescriptionItem } from '@bank/ui';
import { PATHS } from '@/access/paths';
import { moneyText } from '@/features/transfers/shared/money';
import { recipientStep, type InternalDraft, type InternalRecipient } from './draft';

/** A new recipient: the masked name the bank gave, then what the customer entered (left to right). */
function NewRecipient({
  recipient: r,
}: {
  recipient: Extract<InternalRecipient, { kind: 'account' | 'email' }>;
}) {
  const entered = <bdi dir="ltr">{r.kind === 'email' ? r.email : r.accountNumber}</bdi>;
  if (!r.name) return entered;
  return (
    <>
      {r.name} · {entered}
    </>
  );
}

export function InternalSummary({
  draft,
  changeable,
}: {
  draft: InternalDraft;
  changeable?: boolean;
}) {
  const { t } = useTranslation('transfers');
  const r = draft.recipient;
  const from = draft.fromCurrency ?? '';
  const change = (to: string, label: string) =>
    changeable ? { change: { as: RouterLink, to, label } } : {};
  const items: DescriptionItem[] = [
    {
      term: t('review.to'),
      description: !r ? (
        ''
      ) : r.kind === 'beneficiary' ? (
        r.name
      ) : r.kind === 'wallet' ? (
        t('internal.recipient.ownWallet', { currency: r.currency })
      ) : (
        <NewRecipient recipient={r} />
      ),
      ...change(recipientStep(r), t('review.to')),
    },
    {
      term: t('review.from'),
      description: t('review.fromWallet', { currency: from }),
      ...change(PATHS.internalStep2, t('review.from')),
    },
    {
      term: t('review.amount'),
      description: moneyText(draft.amount ?? '0', from),
      ltr: true,
      ...change(PATHS.internalStep2, t('review.amount')),
    },
  ];
  const q = draft.quote;
  if (q) {
    items.push(
      { term: t('review.fee'), description: moneyText(q.feeMinor, q.fromCurrency), ltr: true },
      {
        term: t('review.totalDebit'),
        description: moneyText(q.totalMinor, q.fromCurrency),
        ltr: true,
      },
      { term: t('review.receives'), description: moneyText(q.buyMinor, q.toCurrency), ltr: true },
    );
  }
  if (draft.reference)
    items.push({
      term: t('review.reference'),
      description: draft.reference,
      ...change(PATHS.internalStep2, t('review.reference')),
    });
  return <DescriptionList items={items} />;
}
