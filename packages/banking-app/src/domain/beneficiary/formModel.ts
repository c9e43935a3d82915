// The beneficiary form's values (adding or editing one, or a new recipient inside an external transfer), its rules (as message keys with their values, worded by
// the screen), and the bodies it sends. Pure: unit-tested without a screen.
import type { CurrencyCode } from '@bank/lookups/currencies';
import { isCurrencyCode } from '@bank/lookups/currencies';
import type {
  Beneficiary,
  RequestBody,
  addBeneficiary,
  updateBeneficiary,
} from '@bank/api-contract';
import { checkEmail } from '@/lib/forms/validate';
import {
  checkAccountNumber,
  checkBic,
  checkIban,
  checkWalletNumber,
  compactBic,
  compactIban,
  groupIban,
  usesIban,
  type IbanProblem,
} from './accountRules';

type NewBeneficiary = RequestBody<typeof addBeneficiary>;
type BeneficiaryChanges = RequestBody<typeof updateBeneficiary>;

export interface FormValues {
  kind: 'internal' | 'external';
  findBy: 'account' | 'email';
  /** Internal: the other customer's 16-digit wallet number. */
  wallet_number: string;
  email: string;
  country: string | null;
  /** As shown: grouped in fours. */
  iban: string;
  /** Where the country has no IBAN. */
  local_account: string;
  bic: string;
  bank_name: string;
  bank_address: string;
  name: string;
  address: string;
  currency: CurrencyCode | null;
  nickname: string;
}

export type Field = Exclude<keyof FormValues, 'kind' | 'findBy'>;

export const EMPTY: FormValues = {
  kind: 'external',
  findBy: 'account',
  wallet_number: '',
  email: '',
  country: null,
  iban: '',
  local_account: '',
  bic: '',
  bank_name: '',
  bank_address: '',
  name: '',
  address: '',
  currency: null,
  nickname: '',
};

/** The form filled with a saved beneficiary, to edit it. */
export function valuesOf(b: Beneficiary): FormValues {
  return {
    ...EMPTY,
    kind: b.kind,
    country: b.country,
    iban: b.iban ? groupIban(b.iban) : '',
    local_account: b.kind === 'external' && !b.iban ? (b.account_number ?? '') : '',
    wallet_number: b.kind === 'internal' ? (b.account_number ?? '') : '',
    bic: b.bic ?? '',
    bank_name: b.bank_name ?? '',
    bank_address: b.bank_address ?? '',
    name: b.name,
    address: b.address ?? '',
    currency: isCurrencyCode(b.currency) ? b.currency : null,
    nickname: b.nickname ?? '',
  };
}

/** A problem as a key of the form's `errors` catalogue and the values it names. */
export interface Problem {
  key: string;
  values?: Record<string, string | number>;
}

export function ibanProblem(p: IbanProblem): Problem {
  switch (p.kind) {
    case 'empty':
      return { key: 'ibanEmpty' };
    case 'characters':
      return { key: 'ibanCharacters' };
    case 'country':
      return { key: 'ibanCountry' };
    case 'otherCountry':
      return { key: 'ibanOtherCountry', values: { iban: p.iban, bank: p.bank } };
    case 'tooShort':
      return p.length
        ? { key: 'ibanTooShort', values: { country: p.country, length: p.length, typed: p.typed } }
        : { key: 'ibanIncomplete' };
    case 'tooLong':
      return {
        key: 'ibanTooLong',
        values: { country: p.country, length: p.length, typed: p.typed },
      };
    case 'format':
      return { key: 'ibanFormat', values: { country: p.country } };
    case 'checksum':
      return { key: 'ibanChecksum' };
  }
}

/** Whether the bank's name and address come from the directory (then the form does not ask for them). */
export type BankSource = 'directory' | 'typed';

/** Every problem of the values, by field (`editingInternal`: only the nickname can change). */
export function problemsOf(
  v: FormValues,
  bank: BankSource,
  editingInternal = false,
): Partial<Record<Field, Problem>> {
  const out: Partial<Record<Field, Problem>> = {};
  if (editingInternal) return out;
  if (v.kind === 'internal') {
    if (v.findBy === 'account') {
      const p = checkWalletNumber(v.wallet_number);
      if (p)
        out.wallet_number = { key: p === 'empty' ? 'accountNumberEmpty' : 'accountNumberFormat' };
    } else {
      const p = checkEmail(v.email);
      if (p) out.email = { key: p === 'emailMissing' ? 'emailEmpty' : 'emailFormat' };
      if (!v.currency) out.currency = { key: 'currencyEmpty' };
    }
    return out;
  }
  if (!v.country) out.country = { key: 'countryEmpty' };
  if (!v.currency) out.currency = { key: 'currencyEmpty' };
  if (usesIban(v.country)) {
    const p = checkIban(v.iban, v.country);
    if (p) out.iban = ibanProblem(p);
  } else {
    const p = checkAccountNumber(v.local_account);
    if (p) out.local_account = { key: p === 'empty' ? 'localAccountEmpty' : 'localAccountFormat' };
  }
  const bic = checkBic(v.bic, v.country);
  if (bic)
    out.bic =
      bic.kind === 'otherCountry'
        ? { key: 'bicOtherCountry', values: { bic: bic.bic, bank: bic.bank } }
        : { key: bic.kind === 'empty' ? 'bicEmpty' : 'bicFormat' };
  if (bank === 'typed') {
    if (!v.bank_name.trim()) out.bank_name = { key: 'bankNameEmpty' };
    if (!v.bank_address.trim()) out.bank_address = { key: 'bankAddressEmpty' };
  }
  if (!v.name.trim()) out.name = { key: 'nameEmpty' };
  return out;
}

const optional = (s: string) => s.trim() || undefined;

/** The external details as the contract takes them (IBAN or local account, as the country uses). */
function externalDetails(v: FormValues) {
  const iban = usesIban(v.country);
  return {
    name: v.name.trim(),
    ...(iban
      ? { iban: compactIban(v.iban) }
      : { account_number: v.local_account.replace(/[\s-]/g, '').toUpperCase() }),
    bic: compactBic(v.bic),
    bank_name: v.bank_name.trim(),
    bank_address: v.bank_address.trim(),
    country: v.country ?? '',
    currency: v.currency ?? '',
  };
}

export function addBody(v: FormValues): NewBeneficiary {
  const nickname = optional(v.nickname);
  if (v.kind === 'internal') {
    return v.findBy === 'account'
      ? { kind: 'internal', account_number: v.wallet_number.replace(/\s/g, ''), nickname }
      : { kind: 'internal', email: v.email.trim(), currency: v.currency ?? '', nickname };
  }
  return { kind: 'external', ...externalDetails(v), address: optional(v.address), nickname };
}

export function updateBody(v: FormValues): BeneficiaryChanges {
  const nickname = v.nickname.trim() || null;
  if (v.kind === 'internal') return { nickname };
  return { ...externalDetails(v), address: v.address.trim(), nickname };
}

/** The form's field of a field the server named. */
export function fieldOfServer(name: string, kind: FormValues['kind']): Field | undefined {
  if (name === 'account_number') return kind === 'internal' ? 'wallet_number' : 'local_account';
  const fields: readonly string[] = [
    'email',
    'country',
    'iban',
    'bic',
    'bank_name',
    'bank_address',
    'name',
    'address',
    'currency',
    'nickname',
  ];
  return fields.includes(name) ? (name as Field) : undefined;
}
