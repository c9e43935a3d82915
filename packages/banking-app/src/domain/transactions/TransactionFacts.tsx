// One transaction in full — amounts, fee, rate, parties, reference, purpose, who prepared,
// approved or rejected it, and its status history — as the history's details and the reviews show
// it. Words from the `transaction` namespace (load it with loadTransactionWords before rendering).
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DescriptionList,
  Heading,
  Ltr,
  Money,
  Stack,
  StatusBadge,
  StatusTracker,
  type DescriptionItem,
} from '@bank/ui';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { getPurposeCode } from '@bank/lookups/purpose-codes';
import type { Money as MoneyValue, Transaction } from '@bank/api-contract';
import { badgeOf, nothingMoved, signedAmount, type Viewpoint } from './rows';
import { dateTime } from './dateTime';
import * as styles from './TransactionFacts.css';

/** An amount as the spec prints it; a virtual asset's exact decimal string with its code. */
export function Amount({ value }: { value: MoneyValue }) {
  return isCurrencyCode(value.currency) ? (
    <Money amount={value.minor} currency={value.currency} display="code" />
  ) : (
    <Ltr>{`${value.currency} ${value.amount}`}</Ltr>
  );
}

const OUTCOMES = {
  completed: 'completed',
  returned: 'returned',
  failed: 'failed',
  rejected: 'failed',
  expired: 'failed',
} as const;

export interface TransactionFactsProps {
  tx: Transaction;
  view?: Viewpoint;
  /** The level of the status history's heading (3 inside a dialog, 2 on a page). */
  headingLevel?: 2 | 3;
}

export function TransactionFacts({ tx, view = {}, headingLevel = 3 }: TransactionFactsProps) {
  const { t } = useTranslation('transaction');
  const shown = signedAmount(tx, view);
  const moved = !nothingMoved(tx.status);
  const wallet = (w: Transaction['from_wallet']) =>
    w && t('details.walletText', { currency: w.currency, account: w.account_number });
  const person = (p: Transaction['created_by']) => p && <bdi>{p.name}</bdi>;
  const purpose = tx.purpose_code ? getPurposeCode(tx.purpose_code) : undefined;
  const rows: [string, ReactNode | null | undefined | false, boolean?][] = [
    [t('details.type'), t(`type.${tx.transaction_type}`)],
    [
      t('details.status'),
      <StatusBadge key="s" status={badgeOf(tx.status)} label={t(`status.${tx.status}`)} />,
    ],
    [t('details.date'), dateTime(tx.created_at), true],
    [t('details.amount'), <Amount key="a" value={tx.amount} />],
    [
      t('details.fee'),
      // Nothing moved (failed, rejected, …): no fee was kept, whatever was planned; a returned
      // transfer's fee is the one thing the bank keeps (its money came back).
      tx.fee && (moved || tx.status === 'returned') ? (
        <Amount key="f" value={tx.fee} />
      ) : (
        (tx.direction === 'out' || !moved) && t('details.noFee')
      ),
    ],
    [
      t('details.totalDebit'),
      moved && tx.total_debit && tx.total_debit.minor !== tx.amount.minor && (
        <Amount key="d" value={tx.total_debit} />
      ),
    ],
    [t('details.counterAmount'), tx.counter_amount && <Amount key="c" value={tx.counter_amount} />],
    [
      t('details.rate'),
      tx.rate &&
        t('details.rateText', {
          from: tx.amount.currency,
          to: tx.counter_amount?.currency ?? '',
          rate: tx.rate,
        }),
      true,
    ],
    [t('details.from'), wallet(tx.from_wallet), true],
    [t('details.to'), wallet(tx.to_wallet), true],
    [
      t('details.counterparty'),
      tx.counterparty && (
        <bdi>{[tx.counterparty.name, tx.counterparty.detail].filter(Boolean).join(' · ')}</bdi>
      ),
    ],
    [t('details.reference'), tx.reference && <bdi>{tx.reference}</bdi>],
    [
      t('details.purpose'),
      tx.purpose_code && (
        <>
          <Ltr>{tx.purpose_code}</Ltr>
          {purpose && (
            <>
              {' – '}
              <span lang="en">{purpose.description}</span>
            </>
          )}
        </>
      ),
    ],
    [t('details.charges'), tx.charges && t(`details.charges${tx.charges}`)],
    [
      t('details.card'),
      tx.card && t('details.cardText', { brand: tx.card.brand, last4: tx.card.last4 }),
    ],
    [t('details.network'), tx.crypto?.network, true],
    [t('details.address'), tx.crypto?.address, true],
    [t('details.hash'), tx.crypto?.tx_hash, true],
    [t('details.createdBy'), person(tx.created_by)],
    [t('details.approvedBy'), person(tx.approved_by)],
    [t('details.rejectedBy'), person(tx.rejected_by)],
    [t('details.rejectionReason'), tx.rejection_reason && <bdi>{tx.rejection_reason}</bdi>],
    [t('details.failureReason'), tx.failure_reason && <span lang="en">{tx.failure_reason}</span>],
    // The bank's short reference, the one to read to support (the UUID is the API's only).
    [t('details.id'), tx.bank_reference, true],
  ];
  const items: DescriptionItem[] = rows.flatMap(([term, description, ltr]) =>
    description ? [{ term, description, ltr: Boolean(ltr) }] : [],
  );
  const last = tx.status_history.length - 1;
  return (
    <Stack gap="lg">
      {shown && (
        <p className={styles.bigAmount}>
          <Money
            amount={shown.minor}
            currency={shown.currency}
            tone={shown.moved ? 'signed' : 'neutral'}
            size="xl"
          />
        </p>
      )}
      <DescriptionList items={items} />
      <Stack gap="sm">
        <Heading level={headingLevel} size={5}>
          {t('details.history')}
        </Heading>
        <StatusTracker
          label={t('details.history')}
          current={last}
          outcome={OUTCOMES[tx.status as keyof typeof OUTCOMES]}
          steps={tx.status_history.map((s) => ({ label: t(`status.${s.status}`), at: s.at }))}
        />
      </Stack>
    </Stack>
  );
}
