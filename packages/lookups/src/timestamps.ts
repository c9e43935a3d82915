// Timestamps shown in UTC (the login history), read without dayjs or Date's lenient parser.

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
