import { describe, expect, it } from 'vitest';
import { addDays, uaeToday } from '@/features/money/uaeDay';
import { balanceHistory } from './balanceHistory';

const day = (period_start: string, moneyIn: string, moneyOut: string) => ({
  period_start,
  money_in: { minor: moneyIn },
  money_out: { minor: moneyOut },
  net: { minor: String(BigInt(moneyIn) - BigInt(moneyOut)) },
});

describe('balance history', () => {
  it("works the balance back from today through each day's net, newest first", () => {
    const rows = [
      day('2026-11-10', '50000', '0'),
      day('2026-11-20', '0', '12550'),
      day('2026-11-15', '10000', '2500'),
    ];
    expect(balanceHistory('94950', rows)).toEqual([
      { day: '2026-11-20', moneyIn: 0n, moneyOut: 12550n, closing: 94950n },
      { day: '2026-11-15', moneyIn: 10000n, moneyOut: 2500n, closing: 107500n },
      { day: '2026-11-10', moneyIn: 50000n, moneyOut: 0n, closing: 100000n },
    ]);
  });

  it('has no rows for a wallet without movements', () => {
    expect(balanceHistory('0', [])).toEqual([]);
  });
});

describe('UAE days', () => {
  it('counts the day in UAE time (UTC+4), whatever the device says', () => {
    expect(uaeToday(new Date('2026-11-30T19:59:59Z'))).toBe('2026-11-30');
    expect(uaeToday(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
  });
});
