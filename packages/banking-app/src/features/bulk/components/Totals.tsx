// A batch's totals per currency (issue 28): how many payments, what they pay, our fees (a transfer
// to another bank, charges shared; none within the bank) and what leaves each wallet — before it is
// submitted, the ready payments; once sent, those sent.
import { useTranslation } from 'react-i18next';
import { Table } from '@bank/ui';
import type { BulkBatch } from '@/features/bulk/api';
import { moneyText, plus } from '@/features/bulk/words';

export function Totals({ batch, caption }: { batch: BulkBatch; caption: string }) {
  const { t } = useTranslation('bulk');
  return (
    <Table
      caption={caption}
      rows={batch.totals}
      rowKey={(total) => total.currency}
      empty={t('totals.none')}
      columns={[
        { key: 'currency', header: t('totals.currency'), cell: (total) => total.currency },
        { key: 'count', header: t('totals.count'), align: 'end', cell: (total) => total.count },
        {
          key: 'amount',
          header: t('totals.amount'),
          align: 'end',
          ltr: true,
          cell: (total) => moneyText(total.amount),
        },
        {
          key: 'fee',
          header: t('totals.fee'),
          align: 'end',
          ltr: true,
          cell: (total) => moneyText(total.fee),
        },
        {
          key: 'debit',
          header: t('totals.debit'),
          align: 'end',
          ltr: true,
          cell: (total) => moneyText(plus(total.amount, total.fee)),
        },
      ]}
    />
  );
}
