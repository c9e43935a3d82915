// The rules of an external beneficiary's bank details, checked as the customer types, with
// ibantools (each country's IBAN length and format, the mod-97 check digits, BIC structure): the
// same library and rules the backend applies, so what the form accepts the server accepts.
import {
  electronicFormatIBAN,
  getCountrySpecifications,
  isValidBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';

const specs = getCountrySpecifications();

/** Whether banks in the country use IBANs (else the local account number). */
export function usesIban(country: string | null | undefined): boolean {
  return country ? specs[country]?.IBANRegistry === true : true;
}

/** Upper case, letters and digits only: "gb29 nwbk…" → "GB29NWBK…". */
export function compactIban(text: string): string {
  return electronicFormatIBAN(text) ?? '';
}

/** In groups of four, as printed on statements: "GB29 NWBK 6016 1331 9268 19". */
export function groupIban(text: string): string {
  return compactIban(text).replace(/(.{4})(?=.)/g, '$1 ');
}

/**
 * Where the caret goes after `raw` is regrouped: after as many letters and digits as stood
 * before it, so typing or deleting in the middle keeps the caret at the edit.
 */
export function caretAfterGrouping(raw: string, caret: number): number {
  const before = raw.slice(0, caret).replace(/[^A-Za-z0-9]/g, '').length;
  if (before === 0) return 0;
  return before + Math.floor((before - 1) / 4);
}

export type IbanProblem =
  | { kind: 'empty' }
  | { kind: 'characters' }
  | { kind: 'country' }
  | { kind: 'otherCountry'; iban: string; bank: string }
  | { kind: 'tooShort' | 'tooLong'; country: string; length: number; typed: number }
  | { kind: 'format'; country: string }
  | { kind: 'checksum' };

/** The problems a customer should see while still typing: the others wait for the end of the field. */
export const shownWhileTyping = (p: IbanProblem) => p.kind !== 'empty' && p.kind !== 'tooShort';

/**
 * The first problem of an IBAN typed for a bank in `bankCountry` (when chosen), or null when it is
 * a valid IBAN of that country.
 */
export function checkIban(text: string, bankCountry?: string | null): IbanProblem | null {
  if (!text.trim()) return { kind: 'empty' };
  if (/[^A-Za-z0-9\s-]/.test(text)) return { kind: 'characters' };
  const iban = compactIban(text);
  const country = iban.slice(0, 2);
  const spec = specs[country];
  if (iban.length >= 2 && (!spec?.chars || !/^[A-Z]{2}$/.test(country))) return { kind: 'country' };
  if (bankCountry && iban.length >= 2 && country !== bankCountry)
    return { kind: 'otherCountry', iban: country, bank: bankCountry };
  if (!spec?.chars) return { kind: 'tooShort', country, length: 0, typed: iban.length };
  if (iban.length < spec.chars)
    return { kind: 'tooShort', country, length: spec.chars, typed: iban.length };
  if (iban.length > spec.chars)
    return { kind: 'tooLong', country, length: spec.chars, typed: iban.length };
  const result = validateIBAN(iban);
  if (result.valid) return null;
  if (result.errorCodes.includes(ValidationErrorsIBAN.WrongBBANFormat))
    return { kind: 'format', country };
  return { kind: 'checksum' };
}

export type BicProblem =
  { kind: 'empty' } | { kind: 'format' } | { kind: 'otherCountry'; bic: string; bank: string };

/** Upper case without spaces. */
export const compactBic = (text: string) => text.replace(/\s/g, '').toUpperCase();

/** The first problem of a BIC/SWIFT code for a bank in `bankCountry`, or null. */
export function checkBic(text: string, bankCountry?: string | null): BicProblem | null {
  const bic = compactBic(text);
  if (!bic) return { kind: 'empty' };
  if ((bic.length !== 8 && bic.length !== 11) || !isValidBIC(bic)) return { kind: 'format' };
  if (bankCountry && bic.slice(4, 6) !== bankCountry)
    return { kind: 'otherCountry', bic: bic.slice(4, 6), bank: bankCountry };
  return null;
}

/** A BIC problem to show before the field is left: a wrong country, or more than 11 characters. */
export function bicProblemWhileTyping(
  text: string,
  bankCountry?: string | null,
): BicProblem | null {
  const bic = compactBic(text);
  if (bic.length > 11 || /[^A-Z0-9]/.test(bic)) return { kind: 'format' };
  if (bankCountry && bic.length >= 6 && /^[A-Z]{6}/.test(bic) && bic.slice(4, 6) !== bankCountry)
    return { kind: 'otherCountry', bic: bic.slice(4, 6), bank: bankCountry };
  return null;
}

/** A local account number where the country has no IBAN: 4 to 34 letters or digits. */
export function checkAccountNumber(text: string): 'empty' | 'format' | null {
  const compact = text.replace(/[\s-]/g, '');
  if (!compact) return 'empty';
  return /^[A-Za-z0-9]{4,34}$/.test(compact) ? null : 'format';
}

/** A Sadu Bank wallet's account number: 16 digits. */
export function checkWalletNumber(text: string): 'empty' | 'format' | null {
  const compact = text.replace(/\s/g, '');
  if (!compact) return 'empty';
  return /^\d{16}$/.test(compact) ? null : 'format';
}
