// Dates as the customer types and reads them (DD-MM-YYYY), and timestamps shown in UTC.
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import { toAsciiDigits } from './digits';

/** The one date format the customer types and reads. */
export const DATE_FORMAT = 'DD-MM-YYYY';

/** Why `parseDate` refused a text. */
export type DateParseError =
  | 'empty' // nothing typed
  | 'invalid_format' // not DD-MM-YYYY: "1-2-2024", "2024-02-01", "01/02/2024"
  | 'invalid_date'; // DD-MM-YYYY but no such day: "31-02-2024", "29-02-2023", "00-01-2024"

export type DateParseResult =
  | {
      readonly ok: true;
      /** The same day as an ISO 8601 calendar date, "YYYY-MM-DD", for APIs. */
      readonly iso: string;
      /** The same day as a Date at local midnight, for calendar widgets. */
      readonly date: Date;
    }
  | { readonly ok: false; readonly reason: DateParseError };

// dayjs plugins extend a shared object: install ours on first use, never at import.
let pluginsReady = false;
function strictDayjs(text: string, format: string): dayjs.Dayjs {
  if (!pluginsReady) {
    dayjs.extend(customParseFormat);
    pluginsReady = true;
  }
  return dayjs(text, format, true);
}

/**
 * Reads a DD-MM-YYYY date strictly (dayjs customParseFormat, strict mode): two-digit day and
 * month, four-digit year, and a day that exists ("31-02-2024" is refused). Surrounding spaces
 * and Arabic-Indic digits are accepted. Years 0000–0099 are refused (JavaScript Date maps them
 * to 1900–1999).
 */
export function parseDate(text: string): DateParseResult {
  const input = toAsciiDigits(text.trim());
  if (input === '') return { ok: false, reason: 'empty' };
  if (!/^\d{2}-\d{2}-\d{4}$/.test(input)) return { ok: false, reason: 'invalid_format' };
  const parsed = strictDayjs(input, DATE_FORMAT);
  if (!parsed.isValid()) return { ok: false, reason: 'invalid_date' };
  return { ok: true, iso: parsed.format('YYYY-MM-DD'), date: parsed.toDate() };
}

/** True when `text` is a real DD-MM-YYYY date. */
export function isValidDate(text: string): boolean {
  return parseDate(text).ok;
}

/**
 * A day as DD-MM-YYYY: from a Date (its local calendar day, as a date picker gives it) or
 * from an ISO calendar date "YYYY-MM-DD". Throws RangeError for an invalid Date or string.
 */
export function formatDate(value: Date | string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid Date');
    return dayjs(value).format(DATE_FORMAT);
  }
  const parsed = /^\d{4}-\d{2}-\d{2}$/.test(value) ? strictDayjs(value, 'YYYY-MM-DD') : undefined;
  if (!parsed?.isValid())
    throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  return parsed.format(DATE_FORMAT);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const TIMESTAMP =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?(?:Z|([+-])(\d{2}):?(\d{2}))?$/i;

/**
 * An ISO 8601 timestamp (or a Date) as its UTC date "DD-MM-YYYY" and UTC time "HH:mm:ss",
 * milliseconds dropped (truncated, not rounded), as the login history shows them. A timestamp
 * without an offset is taken as UTC. Throws RangeError for anything that is not a real instant.
 */
export function splitUtcTimestamp(value: string | Date): { date: string; time: string } {
  const instant = value instanceof Date ? value : parseTimestamp(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  return {
    date: `${pad(instant.getUTCDate())}-${pad(instant.getUTCMonth() + 1)}-${pad(instant.getUTCFullYear(), 4)}`,
    time: `${pad(instant.getUTCHours())}:${pad(instant.getUTCMinutes())}:${pad(instant.getUTCSeconds())}`,
  };
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0 ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

function parseTimestamp(text: string): Date {
  const m = TIMESTAMP.exec(text.trim());
  if (!m) throw new RangeError(`Not an ISO 8601 timestamp: ${JSON.stringify(text)}`);
  const [year, month, day, hour, minute, second, offsetHours, offsetMins] = [
    1, 2, 3, 4, 5, 6, 9, 10,
  ].map((i) => Number(m[i] ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  if (
    month < 1 ||
    month > 12 ||
    day < 1 ||
    day > daysInMonth(year, month) ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    offsetHours > 23 ||
    offsetMins > 59
  ) {
    throw new RangeError(`Not a real date and time: ${JSON.stringify(text)}`);
  }
  const offset = (offsetHours * 60 + offsetMins) * (m[8] === '-' ? -1 : 1);
  const millis = Number((m[7] ?? '').slice(0, 3).padEnd(3, '0'));
  const instant = new Date(0);
  instant.setUTCFullYear(year, month - 1, day);
  instant.setUTCHours(hour, minute - offset, second, millis);
  return instant;
}
