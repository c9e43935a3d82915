// A batch's payments as a table (issue 28): the line of the file, who is paid (a saved payee or a
// new one), IBAN, BIC, amount, currency, purpose, reference, our fee, and the row's state — ready,
// its problems (in words, under the row, with "Fix" and "Remove" on a draft), or once sent its
// transaction's status, the bank's reference and why it failed. Up to 1,000 rows stay usable
// without a grid library: the rows with problems (or, once sent, those that failed) come first and
// 50 are drawn at a time ("Show 50 more"); "Only …" keeps just those.
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Checkbox, Heading, Stack, StatusBadge, Text, VisuallyHidden } from '@bank/ui';
import type { BulkBatchWithRows, BulkRow } from '@/features/bulk/api';
import {
  FIELDS,
  moneyText,
  problemText,
  rowOutcome,
  TRANSACTION_BADGE,
} from '@/features/bulk/words';
import * as styles from '@/features/bulk/bulk.css';

/** The rows drawn at a time. */
const PAGE_SIZE = 50;

export interface BatchRowsProps {
  batch: BulkBatchWithRows;
  /** A draft the reader may change: each row offers "Fix" and "Remove". */
  editable: boolean;
  onFix: (row: BulkRow) => void;
  onRemove: (row: BulkRow) => void;
}

/** A row needing attention: a problem in a draft, or a payment that did not go (or came back). */
function flagged(row: BulkRow, sent: boolean): boolean {
  if (!sent) return row.problems.length > 0;
  return (
    row.status === 'failed' ||
    row.transaction_status === 'failed' ||
    row.transaction_status === 'returned' ||
    row.transaction_status === 'rejected'
  );
}

export function BatchRows({ batch, editable, onFix, onRemove }: BatchRowsProps) {
  const { t } = useTranslation('bulk');
  const headingId = useId();
  const sent = batch.status === 'processing' || batch.status === 'done';
  const rows = useMemo(() => batch.rows.filter((row) => row.status !== 'removed'), [batch.rows]);
  const flaggedCount = useMemo(() => rows.filter((r) => flagged(r, sent)).length, [rows, sent]);
  const [onlyChosen, setOnly] = useState(false);
  // Once none is left (every problem fixed), every row again.
  const only = onlyChosen && flaggedCount > 0;
  const [shown, setShown] = useState(PAGE_SIZE);
  // Those needing attention first, each group in the file's order.
  const ordered = useMemo(() => {
    const first = rows.filter((r) => flagged(r, sent));
    return only ? first : [...first, ...rows.filter((r) => !flagged(r, sent))];
  }, [rows, sent, only]);
  const visible = ordered.slice(0, shown);
  const left = ordered.length - visible.length;
  const onlyLabel = sent ? t('rows.onlyFailed') : t('rows.onlyProblems');

  return (
    <section aria-labelledby={headingId}>
      <Stack gap="md">
        <Heading level={2} size={4} id={headingId}>
          {t('rows.heading')}
        </Heading>
        {flaggedCount > 0 && (
          <Checkbox
            label={`${onlyLabel} (${flaggedCount})`}
            checked={onlyChosen}
            onChange={(e) => {
              setOnly(e.target.checked);
              setShown(PAGE_SIZE);
            }}
          />
        )}
        <Text size="sm" tone="muted" role="status">
          {t('rows.shown', { shown: visible.length, count: ordered.length })}
        </Text>
        {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a table wider than the screen scrolls by keyboard too (axe scrollable-region-focusable). */}
        <div className={styles.scroller} role="region" aria-label={t('rows.caption')} tabIndex={0}>
          <table className={styles.table}>
            <caption>
              <VisuallyHidden>{t('rows.caption')}</VisuallyHidden>
            </caption>
            <thead>
              <tr>
                <th scope="col" className={styles.th}>
                  {t('rows.col.line')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('rows.col.payee')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('field.iban')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('rows.col.bic')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.end}`}>
                  {t('field.amount')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('field.currency')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('rows.col.purpose')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('field.reference')}
                </th>
                <th scope="col" className={`${styles.th} ${styles.end}`}>
                  {t('rows.col.fee')}
                </th>
                <th scope="col" className={styles.th}>
                  {t('rows.col.state')}
                </th>
              </tr>
            </thead>
            {visible.map((row) => (
              <RowGroup
                key={row.line}
                row={row}
                sent={sent}
                editable={editable}
                onFix={onFix}
                onRemove={onRemove}
              />
            ))}
          </table>
        </div>
        {left > 0 && (
          <div>
            <Button variant="secondary" onClick={() => setShown((n) => n + PAGE_SIZE)}>
              {t('rows.more', { count: Math.min(PAGE_SIZE, left) })}
            </Button>
          </div>
        )}
      </Stack>
    </section>
  );
}

const COLUMNS = 10;

function RowGroup({
  row,
  sent,
  editable,
  onFix,
  onRemove,
}: {
  row: BulkRow;
  sent: boolean;
  editable: boolean;
  onFix: (row: BulkRow) => void;
  onRemove: (row: BulkRow) => void;
}) {
  const { t, i18n } = useTranslation('bulk');
  const { input } = row;
  const hasProblems = row.problems.length > 0;
  const failure = sent && row.failure_reason;
  const under: ReactNode[] = [];
  if (hasProblems)
    under.push(
      <ul key="problems" className={styles.problems}>
        {[...row.problems]
          .sort((a, b) => FIELDS.indexOf(a.field) - FIELDS.indexOf(b.field))
          .map((p, i) => (
            <li key={i}>
              {t(`field.${p.field}`)}: {problemText(t, p, i18n.language)}
            </li>
          ))}
      </ul>,
    );
  if (failure)
    under.push(
      <Text key="failure" size="sm">
        {t('rows.failedBecause')} {/* The bank's reason, in its words (English). */}
        <span lang="en">{row.failure_reason}</span>
      </Text>,
    );
  if (editable)
    under.push(
      <div key="actions" className={styles.actions}>
        {/* Named with the line (the visible word first: what is seen is what is said). */}
        <Button
          size="sm"
          variant={hasProblems ? 'primary' : 'secondary'}
          aria-label={t(hasProblems ? 'rows.fixLine' : 'rows.editLine', { line: row.line })}
          onClick={() => onFix(row)}
        >
          {hasProblems ? t('rows.fix') : t('rows.edit')}
        </Button>
        <Button
          size="sm"
          variant="tertiary"
          aria-label={t('rows.removeLine', { line: row.line })}
          onClick={() => onRemove(row)}
        >
          {t('rows.remove')}
        </Button>
      </div>,
    );

  return (
    <tbody className={`${styles.group} ${hasProblems || failure ? styles.flagged : ''}`}>
      <tr>
        <th scope="row" className={styles.td}>
          {row.line}
        </th>
        <td className={styles.td}>
          <span className={styles.lines}>
            <bdi>{input.name || t('rows.empty')}</bdi>
            <Text as="span" size="sm" tone="muted">
              {row.saved_beneficiary
                ? t('rows.saved', { name: `\u2068${row.saved_beneficiary.name}\u2069` })
                : t('rows.newPayee')}
              {row.own_bank ? ` · ${t('rows.ownBank')}` : ''}
            </Text>
          </span>
        </td>
        <td className={styles.td}>
          <bdi dir="ltr" className={styles.code}>
            {input.iban || t('rows.empty')}
          </bdi>
        </td>
        <td className={styles.td}>
          <bdi dir="ltr" className={styles.code}>
            {input.bic || '—'}
          </bdi>
        </td>
        <td className={`${styles.td} ${styles.end}`}>
          <bdi dir="ltr">{row.amount ? row.amount.amount : input.amount || t('rows.empty')}</bdi>
        </td>
        <td className={styles.td}>{row.amount?.currency ?? input.currency}</td>
        <td className={styles.td}>{input.purpose_code || '—'}</td>
        <td className={styles.td}>
          <bdi>{input.reference || '—'}</bdi>
        </td>
        <td className={`${styles.td} ${styles.end}`}>
          {row.fee ? (
            <bdi dir="ltr">{moneyText(row.fee)}</bdi>
          ) : row.own_bank ? (
            t('rows.noFee')
          ) : (
            '—'
          )}
        </td>
        <td className={styles.td}>
          <RowState row={row} sent={sent} />
        </td>
      </tr>
      {under.length > 0 && (
        <tr>
          <td colSpan={COLUMNS} className={styles.under}>
            <Stack gap="sm">{under}</Stack>
          </td>
        </tr>
      )}
    </tbody>
  );
}

function RowState({ row, sent }: { row: BulkRow; sent: boolean }) {
  const { t } = useTranslation('bulk');
  if (!sent) {
    if (row.problems.length > 0)
      return (
        <StatusBadge status="failed" label={t('rows.problems', { count: row.problems.length })} />
      );
    return <StatusBadge status="approved" label={t('rowStatus.ready')} />;
  }
  const outcome = rowOutcome(row);
  const badge =
    row.transaction_status !== null
      ? TRANSACTION_BADGE[row.transaction_status]
      : row.status === 'failed'
        ? 'failed'
        : 'processing';
  return (
    <span className={styles.lines}>
      <StatusBadge
        status={badge}
        label={t(row.transaction_status ? `transactionStatus.${outcome}` : `rowStatus.${outcome}`)}
      />
      {row.bank_reference && (
        <bdi dir="ltr" className={styles.code}>
          {row.bank_reference}
        </bdi>
      )}
    </span>
  );
}
