// Standing orders' calendar (issue 27): dates are calendar days in the UAE (Asia/Dubai, UTC+4 all
// year: the UAE keeps no daylight saving time, so plain arithmetic is exact and no time-zone
// library is needed). Dates are YYYY-MM-DD text, which compares in calendar order.

/** Asia/Dubai's offset from UTC, in milliseconds (constant: no daylight saving time). */
const DUBAI_OFFSET_MS = 4 * 3600 * 1000;

export type Frequency = 'once' | 'weekly' | 'monthly' | 'last_day';

export interface Schedule {
  frequency: Frequency;
  /** weekly: ISO weekday 1 (Monday) … 7 (Sunday); monthly: 1 … 31; otherwise null. */
  day: number | null;
}

/** Today's date in Dubai at this instant. */
export function dubaiDate(at: Date): string {
  return new Date(at.getTime() + DUBAI_OFFSET_MS).toISOString().slice(0, 10);
}

const parse = (date: string) => {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return { y, m, d };
};
const format = (y: number, m: number, d: number) =>
  `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;

/** Days in month m (1–12) of year y. */
function daysInMonth(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function addDays(date: string, days: number): string {
  const { y, m, d } = parse(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** ISO weekday: 1 Monday … 7 Sunday. */
export function weekdayOf(date: string): number {
  const { y, m, d } = parse(date);
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay() || 7;
}

/** Day `day` of month m of year y, or the month's last day when it has fewer days. */
function dayInMonth(y: number, m: number, day: number): string {
  return format(y, m, Math.min(day, daysInMonth(y, m)));
}

const nextMonth = (y: number, m: number) => (m === 12 ? { y: y + 1, m: 1 } : { y, m: m + 1 });

/** The first run date on or after `from`. */
export function firstOnOrAfter(s: Schedule, from: string): string {
  const { y, m } = parse(from);
  switch (s.frequency) {
    case 'once':
      return from;
    case 'weekly':
      return addDays(from, ((s.day ?? weekdayOf(from)) - weekdayOf(from) + 7) % 7);
    case 'monthly': {
      const day = s.day ?? parse(from).d;
      const here = dayInMonth(y, m, day);
      if (here >= from) return here;
      const n = nextMonth(y, m);
      return dayInMonth(n.y, n.m, day);
    }
    case 'last_day':
      return format(y, m, daysInMonth(y, m));
  }
}

/** The run date after `date` (a run date of this schedule); null for a one-off. */
export function nextAfter(s: Schedule, date: string): string | null {
  const { y, m } = parse(date);
  switch (s.frequency) {
    case 'once':
      return null;
    case 'weekly':
      return addDays(date, 7);
    case 'monthly': {
      const n = nextMonth(y, m);
      return dayInMonth(n.y, n.m, s.day ?? parse(date).d);
    }
    case 'last_day': {
      const n = nextMonth(y, m);
      return format(n.y, n.m, daysInMonth(n.y, n.m));
    }
  }
}

/** Up to `count` run dates from `next` on, stopping after `until` (inclusive) if given. */
export function upcoming(
  s: Schedule,
  next: string | null,
  count: number,
  until: string | null,
): string[] {
  const dates: string[] = [];
  let d = next;
  while (d && dates.length < count && (!until || d <= until)) {
    dates.push(d);
    d = nextAfter(s, d);
  }
  return dates;
}
