// A preparer's home: what approvers decided on the transactions they prepared, at once: the
// rejected ones first, each with who rejected it and why, then the approved ones; each leads to its
// page (where a rejected one can be edited and submitted again). A preparer never has to dig
// through the review list's filters to learn that a payment did not go.
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Card, Heading, Link, Stack, StatusBadge, Text } from '@bank/ui';
import type { Transaction } from '@bank/api-contract';
import { PATHS, resubmitPath, waitingReviewItemPath, withQuery } from '@/access/paths';
import { LoadState } from '@/lib/data/LoadState';
import type { ApiQuery } from '@/lib/data/screenData';
import { formatMoneyValue } from '@/i18n/format';
import { isCurrencyCode } from '@bank/lookups/currencies';
import { dateTime } from '@/domain/transactions/dateTime';
import * as styles from './PreparedDecisions.css';

/** How many of each outcome the home shows; the review list has the rest. */
const SHOWN = 3;

/** What approvers decided on the preparer's transactions (companyCalls.ts asks for it). */
export interface Decided {
  rejected: Transaction[];
  approved: Transaction[];
}

export interface PreparedDecisionsProps {
  query: ApiQuery<Decided>;
  /** The preparer's own customer id: only what they prepared is theirs to follow. */
  me: string;
}

/** "AED 120.00" (a currency), or a virtual asset's exact decimal string with its code. */
const amountText = (m: Transaction['amount']) =>
  isCurrencyCode(m.currency) ? formatMoneyValue(m) : `${m.currency} ${m.amount}`;

const newestFirst = (a: Transaction, b: Transaction) => b.updated_at.localeCompare(a.updated_at);

export function PreparedDecisions({ query, me }: PreparedDecisionsProps) {
  const { t } = useTranslation('money');
  return (
    <LoadState query={query} errorTitle={t('prepared.failed')} skeleton={null}>
      {({ rejected, approved }) => {
        const mine = (list: Transaction[]) =>
          list
            .filter((tx) => tx.created_by?.customer_id === me)
            .sort(newestFirst)
            .slice(0, SHOWN);
        const items = [...mine(rejected), ...mine(approved)];
        if (items.length === 0) return null;
        return (
          <Card as="section" padding="lg" aria-labelledby="home-prepared">
            <Stack gap="md">
              <Heading level={2} size={5} id="home-prepared">
                {t('prepared.heading')}
              </Heading>
              <ul className={styles.plainList}>
                {items.map((tx) => {
                  const rejectedTx = tx.status === 'rejected';
                  const decider = (rejectedTx ? tx.rejected_by : tx.approved_by)?.name;
                  return (
                    <li key={tx.transaction_id} className={styles.decision}>
                      <Stack gap="xs">
                        <div className={styles.decisionHead}>
                          <StatusBadge
                            status={rejectedTx ? 'failed' : 'completed'}
                            label={t(rejectedTx ? 'prepared.rejected' : 'prepared.approved')}
                          />
                          <Link
                            as={RouterLink}
                            to={waitingReviewItemPath(tx.transaction_type, tx.transaction_id)}
                          >
                            {/* Text, not TransactionFacts' Amount: the home's code stays small. */}
                            <bdi>{amountText(tx.amount)}</bdi>{' '}
                            {/* A conversion is between the company's wallets: "AED to USD". */}
                            {tx.transaction_type.endsWith('conversion') ? (
                              t('prepared.conversion', {
                                from: tx.amount.currency,
                                to: tx.counter_amount?.currency ?? tx.to_wallet?.currency ?? '',
                              })
                            ) : tx.counterparty ? (
                              <>
                                {t('prepared.to')} <bdi>{tx.counterparty.name}</bdi>
                              </>
                            ) : null}
                          </Link>
                        </div>
                        <Text size="sm" tone="muted">
                          {t(rejectedTx ? 'prepared.rejectedBy' : 'prepared.approvedBy', {
                            name: decider ?? t('prepared.anApprover'),
                            date: dateTime(tx.updated_at),
                          })}
                        </Text>
                        {rejectedTx && tx.rejection_reason && (
                          <Text size="sm">
                            {t('prepared.reason')} <bdi>{tx.rejection_reason}</bdi>
                          </Text>
                        )}
                        {rejectedTx && !tx.resubmitted_as && (
                          <Link
                            as={RouterLink}
                            to={resubmitPath(tx.transaction_type, tx.transaction_id)}
                          >
                            {t('prepared.resubmit')}
                          </Link>
                        )}
                      </Stack>
                    </li>
                  );
                })}
              </ul>
              <Link as={RouterLink} to={withQuery(PATHS.waitingReview, { status: 'rejected' })}>
                {t('prepared.all')}
              </Link>
            </Stack>
          </Card>
        );
      }}
    </LoadState>
  );
}
