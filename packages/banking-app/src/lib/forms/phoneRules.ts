// The mobile number's rules, with libphonenumber-js's metadata (about 29 KB gzipped): loaded by
// ./phone.ts when a phone field is first used, never with a page.
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js';

/** The number in E.164 (+971501234567) when it is a valid number of that country (or typed with its own +code). */
export function phoneE164(country: string | null, number: string): string | null {
  const text = number.trim();
  if (!text) return null;
  const parsed = text.startsWith('+')
    ? parsePhoneNumberFromString(text)
    : country
      ? parsePhoneNumberFromString(text, country as CountryCode)
      : undefined;
  return parsed?.isValid() ? parsed.number : null;
}
