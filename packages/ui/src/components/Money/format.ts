import { formatMoney, toMinor, type CurrencyCode, type MinorAmount } from '@bank/lookups';

const MINUS = '\u2212';

/**
 * The text Money shows, for places that need it as a string (an accessible name): "−AED 250.00",
 * "+$12.00" when `signed`. Throws for a float or an unknown currency.
 */
export function formatSignedMoney(
  amount: MinorAmount,
  currency: CurrencyCode,
  { display = 'symbol', signed = false }: { display?: 'symbol' | 'code'; signed?: boolean } = {},
): { text: string; sign: -1 | 0 | 1 } {
  const minor = toMinor(amount);
  const sign = minor > 0n ? 1 : minor < 0n ? -1 : 0;
  const prefix = sign < 0 ? MINUS : sign > 0 && signed ? '+' : '';
  return { text: prefix + formatMoney(minor < 0n ? -minor : minor, currency, { display }), sign };
}
