// A payment's schedule (issue 27), without its fields: the values, their checks, and the part of
// POST /standing_orders they give. Apart from ScheduleFields so that a flow can hold a schedule
// (and load the fields only when the customer chooses "later").
import type { StandingOrderBody } from '@/features/transfers/api';

export type Frequency = 'once' | 'weekly' | 'monthly' | 'last_day';
type End = 'stopped' | 'date' | 'count';

export interface Schedule {
  when: 'now' | 'later';
  frequency: Frequency;
  start: string | null;
  end: End;
  until: string | null;
  count: string;
}

export const NOW: Schedule = {
  when: 'now',
  frequency: 'monthly',
  start: null,
  end: 'stopped',
  until: null,
  count: '',
};

export const SCHEDULE_FIELDS = ['when', 'start', 'until', 'count'] as const;
export type Field = (typeof SCHEDULE_FIELDS)[number];

/** Today in the UAE (UTC+4, no daylight saving), YYYY-MM-DD. */
export const uaeToday = (now = Date.now()) =>
  new Date(now + 4 * 3_600_000).toISOString().slice(0, 10);

type ScheduleBody = Pick<StandingOrderBody, 'frequency' | 'start_date' | 'until_date' | 'max_runs'>;

/** The schedule's problems by field (words), or the part of the order's body it gives. */
export function checkSchedule(
  s: Schedule,
  t: (key: string) => string,
): { errors: Partial<Record<Field, string>>; body?: ScheduleBody } {
  const errors: Partial<Record<Field, string>> = {};
  if (!s.start) errors.start = t('standing.when.startRequired');
  else if (s.start < uaeToday()) errors.start = t('standing.when.startPast');
  const repeats = s.frequency !== 'once';
  if (repeats && s.end === 'date') {
    if (!s.until) errors.until = t('standing.when.endDateRequired');
    else if (s.start && s.until < s.start) errors.until = t('standing.when.endBeforeStart');
  }
  const count = Number(s.count);
  if (repeats && s.end === 'count' && !(/^\d{1,4}$/.test(s.count) && count >= 1 && count <= 1000))
    errors.count = t('standing.when.countRequired');
  if (Object.keys(errors).length > 0 || !s.start) return { errors };
  return {
    errors,
    body: {
      frequency: s.frequency,
      start_date: s.start,
      ...(repeats && s.end === 'date' && s.until ? { until_date: s.until } : {}),
      ...(repeats && s.end === 'count' ? { max_runs: count } : {}),
    },
  };
}
