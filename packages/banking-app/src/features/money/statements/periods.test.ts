import { describe, expect, it } from 'vitest';
import { daysBetween, monthsBefore, presetPeriod } from './periods';

describe('statement periods', () => {
  it('works out the presets from today (both days included)', () => {
    expect(presetPeriod('thisMonth', '2026-11-21')).toEqual({
      from: '2026-11-01',
      to: '2026-11-21',
    });
    expect(presetPeriod('lastMonth', '2026-11-21')).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
    expect(presetPeriod('lastMonth', '2026-01-05')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetPeriod('lastMonth', '2024-03-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetPeriod('last3Months', '2026-11-21')).toEqual({
      from: '2026-08-21',
      to: '2026-11-21',
    });
  });

  it("moves back by months, keeping to the shorter month's end", () => {
    expect(monthsBefore('2026-05-31', 3)).toBe('2026-02-28');
    expect(monthsBefore('2026-02-15', 3)).toBe('2025-11-15');
    expect(monthsBefore('2024-05-31', 3)).toBe('2024-02-29');
  });

  it('counts the days of a range', () => {
    expect(daysBetween('2026-11-01', '2026-11-01')).toBe(1);
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(365);
  });
});
