// Days as the bank counts them: UAE time (UTC+4, no daylight saving), as the backend's history,
// summaries and statements do, whatever the device's own time zone.
const UAE_OFFSET_MS = 4 * 3_600_000;
const DAY_MS = 86_400_000;

/** Today's date in the UAE as YYYY-MM-DD. */
export function uaeToday(now: Date = new Date()): string {
  return new Date(now.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** An ISO day moved by `days` (negative: earlier). */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}
