// Dates people type (YYYY-MM-DD): whether one is a real calendar day, an age on a day, and whether a
// document's expiry is still ahead (days in UAE time, as the customer counts them).
const UAE_OFFSET_MS = 4 * 3600 * 1000;

/** True when `date` (YYYY-MM-DD) is a day of the calendar (not 2030-02-30). */
function isRealDate(date: string): boolean {
  const parsed = new Date(`${date}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === date;
}

/** Full years of someone born on `dateOfBirth`, on `now`. */
function ageOn(dateOfBirth: string, now: Date): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age -= 1;
  return age;
}

/** Today in the UAE, YYYY-MM-DD. */
function uaeToday(now: Date): string {
  return new Date(now.getTime() + UAE_OFFSET_MS).toISOString().slice(0, 10);
}

/** The problem with a date of birth (a real day, an adult, a plausible year), or undefined. */
export function birthDateProblem(dateOfBirth: string, now: Date): string | undefined {
  if (!isRealDate(dateOfBirth)) return 'Not a real date.';
  const age = ageOn(dateOfBirth, now);
  if (age < 18) return 'You must be at least 18 years old.';
  if (age > 120) return 'Check the year of birth.';
  return undefined;
}

/** The problem with an expiry date (a real day, after today), or undefined. */
export function expiryProblem(date: string, now: Date): string | undefined {
  if (!isRealDate(date)) return 'Not a real date.';
  if (date <= uaeToday(now)) return 'This document has expired: use a valid one.';
  return undefined;
}
