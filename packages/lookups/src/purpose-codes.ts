// UAE Central Bank purpose-of-payment codes: 112 active codes in editorial groups for pickers,
// and the 6 withdrawn codes, which are never offered but are recognised so that a server can
// refuse them with a specific message.
import data from '../data/purpose-codes.json' with { type: 'json' };

export type PurposeGroupId =
  | 'personal'
  | 'transfers'
  | 'employment'
  | 'goods'
  | 'services'
  | 'income'
  | 'investments'
  | 'loans'
  | 'cards'
  | 'corporate'
  | 'assets_abroad'
  | 'investment_in_uae'
  | 'tax_other';

export interface PurposeCode {
  /** Three-letter code ("SAL"). */
  readonly code: string;
  /** English description ("Salary (compensation of employees)"). */
  readonly description: string;
  readonly group: PurposeGroupId;
  /** Set on TAX, XAT and UFP, found in one public source only: confirm with the bank before relying on them. */
  readonly singleSource?: true;
}

export interface PurposeCodeGroup {
  readonly id: PurposeGroupId;
  readonly label: string;
  /** 'bop' groups follow the central bank's balance-of-payments sections; 'domestic' ones are ours. */
  readonly kind: 'domestic' | 'bop';
  readonly codes: readonly PurposeCode[];
}

export interface WithdrawnPurposeCode {
  readonly code: string;
  readonly description: string | null;
  /** ISO date of withdrawal. */
  readonly withdrawnOn: string;
  /** Codes that replace it (GDS → GDE, GDI), possibly none. */
  readonly replacedBy: readonly string[];
}

/** The 112 active codes, sorted by code. */
export const purposeCodes = data.codes as readonly PurposeCode[];

/** The 6 withdrawn codes (GDS, REM, MIS, RBC, ROC, INV): never offer them. */
export const withdrawnPurposeCodes = data.withdrawn as readonly WithdrawnPurposeCode[];

/** The active codes in picker groups, most common groups first. */
export function getPurposeCodeGroups(): readonly PurposeCodeGroup[] {
  return (data.groups as readonly Omit<PurposeCodeGroup, 'codes'>[]).map((g) => ({
    ...g,
    codes: purposeCodes.filter((c) => c.group === g.id),
  }));
}

const normalise = (code: string) => code.trim().toUpperCase();

/** The active purpose code (any case), or undefined for a withdrawn or unknown one. */
export function getPurposeCode(code: string): PurposeCode | undefined {
  const key = normalise(code);
  return purposeCodes.find((c) => c.code === key);
}

/** True when the code was withdrawn by the central bank and must be refused. */
export function isWithdrawnPurposeCode(code: string): boolean {
  const key = normalise(code);
  return withdrawnPurposeCodes.some((w) => w.code === key);
}

export type PurposeCodeCheck =
  | { readonly ok: true; readonly purpose: PurposeCode }
  | {
      readonly ok: false;
      readonly reason: 'withdrawn';
      readonly code: string;
      readonly replacedBy: readonly string[];
      /** An English sentence for the customer or an API error. */
      readonly message: string;
    }
  | {
      readonly ok: false;
      readonly reason: 'unknown';
      readonly code: string;
      readonly message: string;
    };

/** Checks a purpose code for a payment: active, withdrawn (with a specific message) or unknown. */
export function checkPurposeCode(code: string): PurposeCodeCheck {
  const key = normalise(code);
  const purpose = getPurposeCode(key);
  if (purpose) return { ok: true, purpose };
  const withdrawn = withdrawnPurposeCodes.find((w) => w.code === key);
  if (withdrawn) {
    const instead = withdrawn.replacedBy.length
      ? `use ${withdrawn.replacedBy.join(' or ')} instead`
      : 'choose another purpose of payment';
    return {
      ok: false,
      reason: 'withdrawn',
      code: key,
      replacedBy: withdrawn.replacedBy,
      message: `Purpose code ${key} was withdrawn by the UAE Central Bank on ${withdrawn.withdrawnOn} and can no longer be used: ${instead}.`,
    };
  }
  return {
    ok: false,
    reason: 'unknown',
    code: key,
    message: `${JSON.stringify(key)} is not a UAE purpose-of-payment code.`,
  };
}
