// Local calendar days for display, without a date library: the bank shows DD-MM-YYYY only.
const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * @internal The local calendar day of a Date, an ISO timestamp, or an ISO date "YYYY-MM-DD"
 * (taken as it is): ISO for machines (grouping, `<time dateTime>`), DD-MM-YYYY for people.
 * Throws RangeError for an invalid date, as lookups' formatDate does.
 */
export function localDay(value: Date | string): { iso: string; text: string } {
  let iso: string;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) iso = value;
  else {
    const d = value instanceof Date ? value : new Date(value);
    if (Number.isNaN(d.getTime())) throw new RangeError(`Invalid date: ${String(value)}`);
    iso = `${pad(d.getFullYear(), 4)}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  }
  const [y, m, day] = iso.split('-');
  return { iso, text: `${day}-${m}-${y}` };
}

/** @internal "DD-MM-YYYY HH:mm" in local time. */
export function localDateTime(value: Date | string): { iso: string; text: string } {
  const d = value instanceof Date ? value : new Date(value);
  return {
    iso: d.toISOString(),
    text: `${localDay(d).text} ${pad(d.getHours())}:${pad(d.getMinutes())}`,
  };
}
