// Apart from profile.ts so that forms asking only for a date of birth (KYC) do not carry the
// phone number rules (libphonenumber-js, about 29 KB gzipped).
const iso = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;

/** Customers must be adults: born at least 18 years ago, and at most 120. */
export function adultBounds(today = new Date()): { min: string; max: string } {
  const max = new Date(today.getFullYear() - 18, today.getMonth(), today.getDate());
  const min = new Date(today.getFullYear() - 120, today.getMonth(), today.getDate());
  return { min: iso(min), max: iso(max) };
}
