import { describe, expect, it } from 'vitest';
import { fiatMinor } from './value';

describe('fiatMinor', () => {
  it('multiplies exact decimals and rounds once, half up, to fils', () => {
    expect(fiatMinor('0.01500000', '245000.12')).toBe(367500n); // 3,675.0018 → 3,675.00
    expect(fiatMinor('0.00000001', '250000.00')).toBe(0n); // 0.0025 → 0.00
    expect(fiatMinor('0.00000002', '250000.00')).toBe(1n); // 0.005 → 0.01 (half up)
    expect(fiatMinor('1250.500000', '3.6725')).toBe(459246n); // 4,592.461… → 4,592.46
    expect(fiatMinor('0', '3.67')).toBe(0n);
    expect(fiatMinor('12', '3')).toBe(3600n);
  });

  it('keeps the sign of a negative amount', () => {
    expect(fiatMinor('-0.5', '3.67')).toBe(-184n);
  });
});
