// The DD-MM-YYYY rules of @bank/lookups' parseDate and formatDate, without dayjs: react-day-picker
// already brings date-fns, and a second date library would add about 5 KB gzipped to DateInput
// for nothing. DateInput.test.tsx checks that both give the same answers.

export type DayTextResult =
  | { ok: true; iso: string; date: Date }
  | { ok: false; reason: 'empty' | 'invalid_format' | 'invalid_date' };

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** Arabic-Indic and Eastern Arabic-Indic digits as ASCII. */
const asciiDigits = (text: string) =>
  text.replace(/[\u0660-\u0669\u06F0-\u06F9]/g, (ch) =>
    String(ch.charCodeAt(0) - (ch.charCodeAt(0) >= 0x06f0 ? 0x06f0 : 0x0660)),
  );

/** A local-midnight Date for a calendar day (years below 100 stay themselves). */
function localDay(year: number, month: number, day: number): Date {
  const date = new Date(2000, month - 1, day);
  date.setFullYear(year, month - 1, day);
  return date;
}

/** "YYYY-MM-DD" → local-midnight Date. */
export const dateOfIso = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return localDay(y, m, d);
};

/** Date → "YYYY-MM-DD" (its local calendar day). */
export const isoOfDate = (date: Date) =>
  `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** "YYYY-MM-DD" → "DD-MM-YYYY". */
export const dayTextOfIso = (iso: string) => iso.split('-').reverse().join('-');

/** Strict DD-MM-YYYY: two-digit day and month, four-digit year from 0100, a day that exists. */
export function readDayText(text: string): DayTextResult {
  const input = asciiDigits(text.trim());
  if (input === '') return { ok: false, reason: 'empty' };
  const match = /^(\d{2})-(\d{2})-(\d{4})$/.exec(input);
  if (!match) return { ok: false, reason: 'invalid_format' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = localDay(year, month, day);
  if (
    year < 100 ||
    date.getFullYear() !== year ||
    date.getMonth() !== month - 1 ||
    date.getDate() !== day
  ) {
    return { ok: false, reason: 'invalid_date' };
  }
  return { ok: true, iso: `${match[3]}-${match[2]}-${match[1]}`, date };
}
