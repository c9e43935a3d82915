// Small display and check helpers for account numbers and IBANs.

const compact = (value: string) => value.replace(/[\s-]/g, '');

/** "•••• 1234": only the last `visible` characters of an account number or IBAN (default 4). */
export function maskAccountNumber(value: string, visible = 4): string {
  const tail = visible > 0 ? compact(value).slice(-visible) : '';
  return tail ? `•••• ${tail}` : '••••';
}

/** The IBAN without spaces or dashes, in upper case. */
export function normalizeIban(iban: string): string {
  return compact(iban).toUpperCase();
}

/** The IBAN in groups of four for display: "AE07 0331 2345 6789 0123 456". */
export function formatIban(iban: string): string {
  return normalizeIban(iban).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * True for a well-formed IBAN with a valid ISO 13616 check (mod 97 = 1): two letters, two check
 * digits, 11–30 letters or digits. Country-specific lengths are not checked, except the UAE's 23.
 */
export function isValidIban(iban: string): boolean {
  const value = normalizeIban(iban);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(value)) return false;
  if (value.startsWith('AE') && value.length !== 23) return false;
  const rearranged = value.slice(4) + value.slice(0, 4);
  let remainder = 0;
  for (const ch of rearranged) {
    const digits = /\d/.test(ch) ? ch : String(ch.charCodeAt(0) - 55);
    for (const d of digits) remainder = (remainder * 10 + Number(d)) % 97;
  }
  return remainder === 1;
}
