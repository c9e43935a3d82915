// The card form's checks, as the customer types them (the provider checks again).

/** Digits only: "4242 4242-4242 4242" → "4242424242424242". */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, '');

/** 12–19 digits passing the Luhn check. */
export function isCardNumber(value: string): boolean {
  const digits = cardDigits(value);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** "08/29", "8/29", "08 / 2029" → month and four-digit year; null when it is not a date. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** A card is valid to the end of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now = new Date()): boolean {
  return (
    expiry.year < now.getFullYear() ||
    (expiry.year === now.getFullYear() && expiry.month < now.getMonth() + 1)
  );
}
