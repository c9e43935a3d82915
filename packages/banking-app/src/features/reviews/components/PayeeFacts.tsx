// Who is paid, in full: what an approver checks against the invoice before deciding (the whole IBAN
// or account number, the BIC, the bank and its country), as the transaction was prepared. A
// transaction made before the bank kept the payee shows the name and masked account it has.
import { useTranslation } from 'react-i18next';
import { DescriptionList, type DescriptionItem } from '@bank/ui';
import { formatIban } from '@bank/lookups/accounts';
import { getCountryName } from '@bank/lookups/countries';
import type { Transaction } from '@/features/reviews/api/reviews';

export function PayeeFacts({ tx, ns }: { tx: Transaction; ns: string }) {
  const { t, i18n } = useTranslation(ns);
  const p = tx.payee;
  const locale = i18n.language === 'ar' ? 'ar' : 'en';
  const rows: [string, string | null | undefined, boolean][] = p
    ? [
        [t('payee.name'), p.name, false],
        [t('payee.iban'), p.iban && formatIban(p.iban), true],
        [t('payee.accountNumber'), p.account_number, true],
        [t('payee.bic'), p.bic, true],
        [t('payee.bank'), p.bank_name, false],
        [
          t('payee.country'),
          p.country && `${getCountryName(p.country, locale) ?? p.country} (${p.country})`,
          false,
        ],
      ]
    : [
        [t('payee.name'), tx.counterparty?.name, false],
        [t('payee.account'), tx.counterparty?.detail, false],
      ];
  const items: DescriptionItem[] = rows.flatMap(([term, value, ltr]) =>
    value ? [{ term, description: <bdi>{value}</bdi>, ltr }] : [],
  );
  return <DescriptionList items={items} />;
}

/** The payee in one line, as the approval dialog restates it: "Acme Ltd, GB29 NWBK …, NatWest". */
export function payeeLine(tx: Transaction): string {
  const p = tx.payee;
  if (!p) return [tx.counterparty?.name, tx.counterparty?.detail].filter(Boolean).join(', ');
  return [p.name, p.iban ? formatIban(p.iban) : p.account_number, p.bank_name]
    .filter(Boolean)
    .join(', ');
}
