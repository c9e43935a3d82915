import { describe, expect, it } from 'vitest';
import { formatDate } from '@bank/lookups';
import { localDateTime, localDay } from './day';

describe('localDay', () => {
  it('reads an ISO date as it is and shows it DD-MM-YYYY', () => {
    expect(localDay('2026-11-12')).toEqual({ iso: '2026-11-12', text: '12-11-2026' });
  });

  it('takes the local day of a Date or a timestamp, as lookups formatDate does', () => {
    const late = new Date(2026, 0, 5, 23, 59);
    expect(localDay(late)).toEqual({ iso: '2026-01-05', text: formatDate(late) });
    expect(localDay(late.toISOString()).text).toBe(formatDate(late));
  });

  it('refuses an invalid date', () => {
    expect(() => localDay('not a date')).toThrow(RangeError);
  });

  it('adds the local time for timelines', () => {
    expect(localDateTime(new Date(2026, 10, 12, 9, 5)).text).toBe('12-11-2026 09:05');
  });
});
