// The fee schedule and the limits per customer type (individual or corporate), in AED. The same
// data is charged by the server and published by GET /public/fees for the app's fee pages.
import { atMid, type RateTable } from './fx';

export type UserType = 'individual' | 'corporate';
export type FeeType =
  | 'internal_transfer'
  | 'external_transfer'
  | 'conversion'
  | 'crypto_conversion'
  | 'topup_card'
  | 'topup_bank_transfer'
  | 'crypto_deposit';
export type LimitKind = 'transfer' | 'topup_card' | 'conversion' | 'crypto';

export interface FeeRule {
  type: FeeType;
  label: string;
  percentBps: number;
  /** AED fils. */
  fixed: bigint;
  min: bigint;
  max: bigint | null;
  /** External transfers with charges OUR: the correspondent banks' charges, paid by the sender (AED fils). */
  ourSurcharge: bigint | null;
  note: string;
}

export interface LimitRule {
  kind: LimitKind;
  label: string;
  /** AED fils. */
  perTransaction: bigint;
  daily: bigint;
  monthly: bigint;
}

const aed = (major: number) => BigInt(Math.round(major * 100));

const rule = (
  type: FeeType,
  label: string,
  r: Partial<Omit<FeeRule, 'type' | 'label'>> & { note: string },
): FeeRule => ({
  type,
  label,
  percentBps: r.percentBps ?? 0,
  fixed: r.fixed ?? 0n,
  min: r.min ?? 0n,
  max: r.max ?? null,
  ourSurcharge: r.ourSurcharge ?? null,
  note: r.note,
});

export const FEE_SCHEDULE: Record<UserType, FeeRule[]> = {
  individual: [
    rule('internal_transfer', 'Transfer to a customer of the bank', { note: 'Free, and instant.' }),
    rule('external_transfer', 'International and local bank transfer', {
      fixed: aed(25),
      min: aed(25),
      ourSurcharge: aed(35),
      note: 'SHA: you pay our fee, the beneficiary pays theirs. OUR: you also pay the correspondent banks (AED 35). BEN: our fee is deducted from the amount sent.',
    }),
    rule('conversion', 'Currency conversion', {
      note: 'No fee: the rate includes a spread over the mid-market rate.',
    }),
    rule('crypto_conversion', 'Virtual-asset conversion', {
      percentBps: 25,
      min: aed(5),
      note: '0.25 % (at least AED 5), plus the spread in the rate.',
    }),
    rule('topup_card', 'Top-up by card', {
      percentBps: 150,
      min: aed(1),
      note: '1.5 % of the amount (at least AED 1), added to the card payment.',
    }),
    rule('topup_bank_transfer', 'Top-up by bank transfer', {
      note: 'Free; your bank may charge for sending.',
    }),
    rule('crypto_deposit', 'Virtual-asset deposit', {
      note: 'Free; the network charges its own fee to the sender.',
    }),
  ],
  corporate: [
    rule('internal_transfer', 'Transfer to a customer of the bank', { note: 'Free, and instant.' }),
    rule('external_transfer', 'International and local bank transfer', {
      fixed: aed(20),
      min: aed(20),
      ourSurcharge: aed(35),
      note: 'SHA: you pay our fee, the beneficiary pays theirs. OUR: you also pay the correspondent banks (AED 35). BEN: our fee is deducted from the amount sent.',
    }),
    rule('conversion', 'Currency conversion', {
      note: 'No fee: the rate includes a spread over the mid-market rate.',
    }),
    rule('crypto_conversion', 'Virtual-asset conversion', {
      percentBps: 25,
      min: aed(5),
      note: 'Not available to business accounts.',
    }),
    rule('topup_card', 'Top-up by card', {
      percentBps: 200,
      min: aed(2),
      note: '2 % of the amount (at least AED 2), added to the card payment.',
    }),
    rule('topup_bank_transfer', 'Top-up by bank transfer', {
      note: 'Free; your bank may charge for sending.',
    }),
    rule('crypto_deposit', 'Virtual-asset deposit', {
      note: 'Not available to business accounts.',
    }),
  ],
};

const limit = (
  kind: LimitKind,
  label: string,
  perTransaction: number,
  daily: number,
  monthly: number,
): LimitRule => ({
  kind,
  label,
  perTransaction: aed(perTransaction),
  daily: aed(daily),
  monthly: aed(monthly),
});

export const LIMITS: Record<UserType, LimitRule[]> = {
  individual: [
    limit('transfer', 'Transfers (internal and external)', 50_000, 100_000, 500_000),
    limit('topup_card', 'Top-ups by card', 20_000, 20_000, 50_000),
    limit('conversion', 'Currency conversions', 200_000, 500_000, 2_000_000),
    limit('crypto', 'Virtual-asset conversions', 50_000, 100_000, 250_000),
  ],
  corporate: [
    limit('transfer', 'Transfers (internal and external)', 1_000_000, 5_000_000, 50_000_000),
    limit('topup_card', 'Top-ups by card', 50_000, 50_000, 200_000),
    limit('conversion', 'Currency conversions', 5_000_000, 10_000_000, 100_000_000),
    limit('crypto', 'Virtual-asset conversions', 0, 0, 0),
  ],
};

/**
 * Before the identity check is approved (KYC gates): internal transfers (own wallets included) and card
 * top-ups up to these small limits; external transfers and virtual assets not at all; conversions as usual.
 */
export const LIMITS_BEFORE_KYC: Record<UserType, LimitRule[]> = {
  individual: [
    limit('transfer', 'Internal transfers (external ones wait for approval)', 1_000, 1_000, 3_000),
    limit('topup_card', 'Top-ups by card', 1_000, 1_000, 3_000),
    limit('conversion', 'Currency conversions', 200_000, 500_000, 2_000_000),
    limit('crypto', 'Virtual-asset conversions', 0, 0, 0),
  ],
  corporate: [
    limit('transfer', 'Internal transfers (external ones wait for approval)', 5_000, 5_000, 20_000),
    limit('topup_card', 'Top-ups by card', 5_000, 5_000, 20_000),
    limit('conversion', 'Currency conversions', 5_000_000, 10_000_000, 100_000_000),
    limit('crypto', 'Virtual-asset conversions', 0, 0, 0),
  ],
};

/** The limits in force for a holder: the published ones once the identity check is approved, the small ones before. */
export function limitsOf(userType: UserType, kycApproved = true): LimitRule[] {
  return kycApproved ? LIMITS[userType] : LIMITS_BEFORE_KYC[userType];
}

export function feeRule(userType: UserType, type: FeeType): FeeRule {
  const found = FEE_SCHEDULE[userType].find((r) => r.type === type);
  if (!found) throw new Error(`no fee rule for ${type}`);
  return found;
}

export function limitRule(userType: UserType, kind: LimitKind, kycApproved = true): LimitRule {
  const found = limitsOf(userType, kycApproved).find((r) => r.kind === kind);
  if (!found) throw new Error(`no limit for ${kind}`);
  return found;
}

/**
 * The fee for `amount` (minor units of `currency`): fixed + percent, within min and max, the AED
 * parts converted at the mid rate and every part rounded up to the currency's minor unit.
 */
export function computeFee(
  r: FeeRule,
  amount: bigint,
  currency: string,
  rates: RateTable,
  options: { our?: boolean } = {},
): { fee: bigint; correspondent: bigint } {
  const fromAed = (fils: bigint) => (fils === 0n ? 0n : atMid(rates, fils, 'AED', currency, 'up'));
  const percent = r.percentBps ? (amount * BigInt(r.percentBps) + 9_999n) / 10_000n : 0n;
  let fee = fromAed(r.fixed) + percent;
  const min = fromAed(r.min);
  if (fee < min) fee = min;
  if (r.max !== null) {
    const max = fromAed(r.max);
    if (fee > max) fee = max;
  }
  const correspondent = options.our && r.ourSurcharge ? fromAed(r.ourSurcharge) : 0n;
  return { fee: fee + correspondent, correspondent };
}
