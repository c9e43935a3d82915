import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DATE_FORMAT, formatDate, isValidDate, parseDate, splitUtcTimestamp } from '../src/dates';

dayjs.extend(utc); // the test's own oracle; the package installs no plugin at import

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
// Oracle independent of dayjs: the proleptic Gregorian calendar through Date.UTC.
function daysIn(year: number, month: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month, 0);
  return d.getUTCDate();
}
const realDay = fc
  .record({ year: fc.integer({ min: 100, max: 9999 }), month: fc.integer({ min: 1, max: 12 }) })
  .chain(({ year, month }) =>
    fc.record({
      year: fc.constant(year),
      month: fc.constant(month),
      day: fc.integer({ min: 1, max: daysIn(year, month) }),
    }),
  );

// The same instant written as local time at a fixed offset: "1999-12-31T20:00:00.000-04:00".
// (Not with dayjs: its utcOffset() is wrong where the machine's zone had an odd historic offset.)
function withOffset(instant: Date, offsetMinutes: number): string {
  const local = new Date(instant.getTime() + offsetMinutes * 60_000);
  const abs = Math.abs(offsetMinutes);
  const sign = offsetMinutes < 0 ? '-' : '+';
  return `${local.toISOString().slice(0, -1)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

describe('DATE_FORMAT', () => {
  it('is DD-MM-YYYY', () => expect(DATE_FORMAT).toBe('DD-MM-YYYY'));
});

describe('parseDate', () => {
  it('reads a real DD-MM-YYYY day as an ISO date and a local-midnight Date', () => {
    const result = parseDate('29-02-2024');
    expect(result).toMatchObject({ ok: true, iso: '2024-02-29' });
    if (!result.ok) throw new Error('expected a date');
    expect([result.date.getFullYear(), result.date.getMonth(), result.date.getDate()]).toEqual([
      2024, 1, 29,
    ]);
    expect([result.date.getHours(), result.date.getMinutes(), result.date.getSeconds()]).toEqual([
      0, 0, 0,
    ]);
  });

  it('accepts surrounding spaces and Arabic-Indic digits', () => {
    expect(parseDate(' 01-12-1999 ')).toMatchObject({ ok: true, iso: '1999-12-01' });
    expect(parseDate('٢٩-٠٢-٢٠٢٤')).toMatchObject({ ok: true, iso: '2024-02-29' });
  });

  it.each([
    '31-02-2024',
    '30-02-2024',
    '29-02-2023',
    '29-02-1900',
    '31-04-2024',
    '00-01-2024',
    '32-01-2024',
    '01-00-2024',
    '01-13-2024',
    '15-99-2024',
    '01-01-0099',
  ])('refuses the impossible date %s', (text) =>
    expect(parseDate(text)).toEqual({ ok: false, reason: 'invalid_date' }),
  );

  it.each([
    '1-2-2024',
    '01-2-2024',
    '2024-02-01',
    '01/02/2024',
    '01.02.2024',
    '01-02-24',
    '01-02-20245',
    '01-02-2024x',
    'abc',
    '01 02 2024',
    '٠١/٠٢/٢٠٢٤',
  ])('refuses %j as not DD-MM-YYYY', (text) =>
    expect(parseDate(text)).toEqual({ ok: false, reason: 'invalid_format' }),
  );

  it('calls nothing typed empty', () => {
    expect(parseDate('')).toEqual({ ok: false, reason: 'empty' });
    expect(parseDate('   ')).toEqual({ ok: false, reason: 'empty' });
  });

  it('accepts a DD-MM-YYYY text exactly when that day exists in the calendar', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 0, max: 99 }),
        fc.integer({ min: 100, max: 9999 }),
        (day, month, year) => {
          const exists = month >= 1 && month <= 12 && day >= 1 && day <= daysIn(year, month);
          const result = parseDate(`${pad(day)}-${pad(month)}-${pad(year, 4)}`);
          expect(result.ok).toBe(exists);
          if (!result.ok) expect(result.reason).toBe('invalid_date');
        },
      ),
      { numRuns: 3000 },
    );
  });

  it('refuses every day past the end of its month', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 3 }),
        (year, month, past) => {
          const day = daysIn(year, month) + past;
          fc.pre(day <= 31);
          expect(parseDate(`${pad(day)}-${pad(month)}-${pad(year, 4)}`)).toEqual({
            ok: false,
            reason: 'invalid_date',
          });
        },
      ),
    );
  });
});

describe('isValidDate', () => {
  it('says whether the text is a real DD-MM-YYYY day', () => {
    expect(isValidDate('28-02-2023')).toBe(true);
    expect(isValidDate('29-02-2023')).toBe(false);
    expect(isValidDate('2023-02-28')).toBe(false);
  });
});

describe('formatDate', () => {
  it('formats a Date by its local calendar day', () => {
    expect(formatDate(new Date(2024, 1, 29))).toBe('29-02-2024');
    expect(formatDate(new Date(1999, 11, 31, 23, 59, 59))).toBe('31-12-1999');
  });

  it('formats an ISO calendar date', () => {
    expect(formatDate('2024-02-29')).toBe('29-02-2024');
    expect(formatDate('0999-01-05')).toBe('05-01-0999');
  });

  it.each([
    '2024-02-30',
    '2023-02-29',
    '2024-04-31',
    '2024-13-01',
    '2024-00-10',
    '2024-01-00',
    '2024-2-3',
    '29-02-2024',
    '2024-02-29T00:00:00Z',
    '',
  ])('refuses %j', (text) => {
    expect(() => formatDate(text)).toThrow(RangeError);
  });

  it('refuses an invalid Date, and what is neither a Date nor a string', () => {
    expect(() => formatDate(new Date(Number.NaN))).toThrow(RangeError);
    expect(() => formatDate(20240305 as unknown as string)).toThrow(RangeError);
  });

  it('round-trips every day: ISO → DD-MM-YYYY → ISO, and Date → DD-MM-YYYY → Date', () => {
    fc.assert(
      fc.property(realDay, ({ year, month, day }) => {
        const iso = `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
        const text = formatDate(iso);
        expect(text).toBe(`${pad(day)}-${pad(month)}-${pad(year, 4)}`);
        const parsed = parseDate(text);
        expect(parsed).toMatchObject({ ok: true, iso });
        if (!parsed.ok) return;
        expect(formatDate(parsed.date)).toBe(text);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('splitUtcTimestamp', () => {
  it.each([
    ['2024-03-05T07:08:09.987Z', '05-03-2024', '07:08:09'],
    ['2024-03-05T07:08:09Z', '05-03-2024', '07:08:09'],
    ['2024-03-05t07:08:09z', '05-03-2024', '07:08:09'],
    ['2024-03-05T23:30:00-02:00', '06-03-2024', '01:30:00'],
    ['2024-03-05T03:00:00+05:30', '04-03-2024', '21:30:00'],
    ['2024-03-05T03:00:00+0530', '04-03-2024', '21:30:00'],
    ['2024-01-01T00:00:00.999999+00:00', '01-01-2024', '00:00:00'],
    ['2024-03-05 07:08:09.123456', '05-03-2024', '07:08:09'],
    ['2024-03-05T07:08Z', '05-03-2024', '07:08:00'],
    ['2024-02-29T23:59:59,5Z', '29-02-2024', '23:59:59'],
    [' 2000-12-31T23:59:59.999Z ', '31-12-2000', '23:59:59'],
  ])('%s → %s %s (UTC)', (timestamp, date, time) => {
    expect(splitUtcTimestamp(timestamp)).toEqual({ date, time });
  });

  it('takes a Date', () => {
    expect(splitUtcTimestamp(new Date(Date.UTC(2024, 0, 2, 3, 4, 5, 678)))).toEqual({
      date: '02-01-2024',
      time: '03:04:05',
    });
  });

  it.each([
    '2024-02-30T00:00:00Z',
    '2023-02-29T00:00:00Z',
    '2024-13-01T00:00:00Z',
    '2024-00-01T00:00:00Z',
    '2024-01-00T00:00:00Z',
    '2024-01-01T24:00:00Z',
    '2024-01-01T00:60:00Z',
    '2024-01-01T00:00:60Z',
    '2024-01-01T00:00:00+24:00',
    '2024-01-01T00:00:00+05:60',
    '2024-01-01',
    '01-01-2024 10:00:00',
    'yesterday',
    '',
  ])('refuses %j', (timestamp) => {
    expect(() => splitUtcTimestamp(timestamp)).toThrow(RangeError);
  });

  it('refuses an invalid Date', () => {
    expect(() => splitUtcTimestamp(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('agrees with dayjs UTC for any instant, written with any offset', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('1970-01-01T00:00:00Z'),
          max: new Date('9999-12-31T00:00:00Z'),
          noInvalidDate: true,
        }),
        fc.integer({ min: -14 * 60, max: 14 * 60 }),
        (instant, offsetMinutes) => {
          const expected = {
            date: dayjs.utc(instant).format('DD-MM-YYYY'),
            time: dayjs.utc(instant).format('HH:mm:ss'),
          };
          expect(splitUtcTimestamp(instant)).toEqual(expected);
          expect(splitUtcTimestamp(instant.toISOString())).toEqual(expected);
          const written = withOffset(instant, offsetMinutes);
          expect(splitUtcTimestamp(written)).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
