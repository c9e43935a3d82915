// Payroll's words in the reader's language (issue 28): a month ("November 2026") from its YYYY-MM,
// a batch's status as a badge, amounts as "AED 8,500.00", and a SIF problem by its code and values
// (@bank/lookups/wps' codes; the bank's English message only on an English page, for a code this
// app does not know yet).
import type { BadgeStatus } from '@bank/ui';
import { formatMoneyValue } from '@/i18n/format';
import type { PayrollMonth, SifProblem } from './api';

/** The id of the payroll page's settings section (the run's page links to it). */
export const SETTINGS_ID = 'payroll-settings';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "November 2026" (the month's name in the page's language) for "2026-11". */
export function monthName(t: Translate, month: string): string {
  const [year = '', m = ''] = month.split('-');
  const index = Number(m);
  if (!year || !(index >= 1 && index <= 12)) return month;
  return t('monthYear', { month: t(`monthNames.${index}`), year });
}

/** The month after "2026-11": "2026-12". */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The month before. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}

/** The number of days of a month ("2026-02": 28). */
export function daysIn(month: string): number {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

/** The month it is now in the UAE (UTC+4), YYYY-MM. */
export function uaeMonth(now: Date = new Date()): string {
  return new Date(now.getTime() + 4 * 3_600_000).toISOString().slice(0, 7);
}

/** A month whose batch was neither rejected nor cancelled: it is paid, or on its way to be. */
export const isLive = (run: Pick<PayrollMonth, 'batch'>) =>
  run.batch.status !== 'rejected' && run.batch.status !== 'cancelled';

/** A batch's status as a badge: its tone and icon, with our words. */
export const BATCH_BADGE: Record<PayrollMonth['batch']['status'], BadgeStatus> = {
  draft: 'pending',
  awaiting_approval: 'awaiting_approval',
  processing: 'processing',
  done: 'completed',
  rejected: 'rejected',
  cancelled: 'cancelled',
};

/** An IBAN in groups of four for reading: "AE07 0331 2345 6789 0123 456" (no shared chunk grows for it). */
export const groupedIban = (iban: string) =>
  iban
    .replace(/[\s-]/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');

/** "AED 8,500.00" in both languages. */
export const aedText = (value: { currency: string; minor: string }) => formatMoneyValue(value);

/** @bank/lookups/wps' problem codes, each with words of its own. */
const SIF_CODES = new Set([
  'empty',
  'not_ascii',
  'record_type',
  'field_count',
  'no_scr',
  'scr_not_last',
  'employee_id',
  'employee_twice',
  'routing_code',
  'iban',
  'routing_iban_mismatch',
  'date',
  'period_outside_month',
  'days',
  'leave_days',
  'amount',
  'employer_id',
  'month',
  'count_mismatch',
  'total_mismatch',
  'currency',
]);

/** A SIF problem in words, by its code and values. */
export function sifProblemText(
  t: Translate,
  problem: Pick<SifProblem, 'code' | 'values' | 'message'>,
  language: string,
): string {
  if (SIF_CODES.has(problem.code))
    return t(
      `problem.${problem.code}`,
      language === 'en'
        ? problem.values
        : // A value of the file (an IBAN, a code) keeps its order inside an Arabic sentence.
          Object.fromEntries(
            Object.entries(problem.values).map(([k, v]) => [
              k,
              typeof v === 'number' ? v : `\u2066${v}\u2069`,
            ]),
          ),
    );
  return language === 'en' ? problem.message : t('problem.other');
}
