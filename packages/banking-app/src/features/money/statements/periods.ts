// The statement's period: presets worked out from today's date in the UAE (the bank's days), or
// two days the customer chooses. Both days are included, as the backend counts them.
import { addDays } from '@/features/money/uaeDay';

export type Preset = 'thisMonth' | 'lastMonth' | 'last3Months' | 'custom';
export const PRESETS: readonly Preset[] = ['thisMonth', 'lastMonth', 'last3Months', 'custom'];

export interface Period {
  from: string;
  to: string;
}

const monthStart = (day: string) => `${day.slice(0, 7)}-01`;

/** The same day `months` months earlier, or the month's last day when it has fewer days. */
export function monthsBefore(day: string, months: number): string {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const index = y * 12 + (m - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, last)).padStart(2, '0')}`;
}

/**
 * A preset's days: this month (its first day to today), last month (whole), the last 3 months
 * (from the same day three months ago to today). `custom` has none: the customer chooses.
 */
export function presetPeriod(preset: Exclude<Preset, 'custom'>, today: string): Period {
  switch (preset) {
    case 'thisMonth':
      return { from: monthStart(today), to: today };
    case 'lastMonth': {
      const end = addDays(monthStart(today), -1);
      return { from: monthStart(end), to: end };
    }
    case 'last3Months':
      return { from: monthsBefore(today, 3), to: today };
  }
}

/** The backend refuses ranges over two years (800 days); so does the form, with its own words. */
export const MAX_DAYS = 800;

export function daysBetween(from: string, to: string): number {
  return (
    Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1
  );
}
