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

// Writing a day needs no dayjs either (days.ts).
export { formatDate } from './days';

// UTC timestamps need no dayjs: they live in their own module, so a bundle that shows login times
// (and never parses a typed date) carries no dayjs.
export { splitUtcTimestamp } from './timestamps';
