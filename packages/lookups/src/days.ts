// Writing a day as DD-MM-YYYY needs no date library: a page that only shows days (the history,
// statements) does not carry dayjs, which the strict reading of typed dates (dates.ts) uses.

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

function isRealDay(year: number, month: number, day: number): boolean {
  if (month < 1 || month > 12 || day < 1) return false;
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  const length = month === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
  return day <= length;
}

/**
 * A day as DD-MM-YYYY: from a Date (its local calendar day, as a date picker gives it) or
 * from an ISO calendar date "YYYY-MM-DD". Throws RangeError for an invalid Date or string.
 */
export function formatDate(value: Date | string): string {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw new RangeError('Invalid Date');
    return `${pad(value.getDate())}-${pad(value.getMonth() + 1)}-${pad(value.getFullYear(), 4)}`;
  }
  const m = typeof value === 'string' ? ISO_DAY.exec(value) : null;
  if (!m || !isRealDay(Number(m[1]), Number(m[2]), Number(m[3])))
    throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  return `${m[3]}-${m[2]}-${m[1]}`;
}
