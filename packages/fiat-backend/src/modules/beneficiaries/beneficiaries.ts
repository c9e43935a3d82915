// Beneficiaries: internal (another customer's wallet, by account number or e-mail and currency)
// and external (IBAN checked with ibantools, or an account number where the country has no IBAN;
// BIC/SWIFT; bank, country, currency). Adding, editing and deleting are not for viewers and
// preparers (the spec's extra restriction on add_beneficiary). Deleting keeps the row for history.
import type {
  addBeneficiary,
  Beneficiary,
  deleteBeneficiary,
  listBeneficiaries,
  updateBeneficiary,
} from '@bank/api-contract';
import { getCountry } from '@bank/lookups';
import {
  electronicFormatIBAN,
  getCountrySpecifications,
  isValidBIC,
  validateIBAN,
  ValidationErrorsIBAN,
} from 'ibantools';
import { requireStepUp, spendStepUp } from '../passkeys/step-up';
import { beneficiaryStatement, statementDigest } from '../passkeys/beneficiary-statement';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { actorOf, requireBeneficiaryManager } from '../../money/actor';
import { requireAsset } from '../../money/assets';
import { walletByAccountNumber, walletByCurrency } from '../../money/wallets';
import {
  beneficiariesOf,
  beneficiaryOf,
  hasBeneficiary,
  holderOfEmail,
  insertBeneficiary,
  markDeleted,
  payeeName,
  updateBeneficiaryRow,
  type BeneficiaryRow,
} from './queries';

const invalid = (field: string, message: string) =>
  new ApiError('validation_error', message, { fields: { [field]: message } });

export function view(b: BeneficiaryRow): Beneficiary {
  return {
    beneficiary_id: b.id,
    kind: b.kind,
    nickname: b.nickname,
    name: b.name,
    currency: b.currency,
    account_number: b.account_number,
    iban: b.iban,
    bic: b.bic,
    bank_name: b.bank_name,
    bank_address: b.bank_address,
    country: b.country,
    address: b.address,
    created_at: b.created_at.toISOString(),
    updated_at: b.updated_at.toISOString(),
  };
}

export interface ExternalDetails {
  name: string;
  iban?: string | undefined;
  account_number?: string | undefined;
  bic: string;
  bank_name: string;
  bank_address: string;
  country: string;
  currency: string;
  address?: string | undefined;
}

const IBAN_ERRORS: Partial<Record<ValidationErrorsIBAN, string>> = {
  [ValidationErrorsIBAN.NoIBANCountry]: 'starts with an unknown country code',
  [ValidationErrorsIBAN.WrongBBANLength]: 'has the wrong length for its country',
  [ValidationErrorsIBAN.WrongBBANFormat]: "does not have its country's format",
  [ValidationErrorsIBAN.ChecksumNotNumber]: 'has check digits that are not digits',
  [ValidationErrorsIBAN.WrongIBANChecksum]:
    'fails the check-digit test (mod 97): check for a typing error',
  [ValidationErrorsIBAN.WrongAccountBankBranchChecksum]: "fails its country's account check",
};

/** Checks and normalises an external beneficiary's details; each problem names its field. */
export function checkExternal(d: ExternalDetails): Required<
  Omit<ExternalDetails, 'address' | 'iban' | 'account_number'>
> & {
  iban: string | null;
  account_number: string | null;
  address: string | null;
} {
  const country = getCountry(d.country);
  if (!country)
    throw invalid(
      'country',
      `${JSON.stringify(d.country)} is not a country code (ISO 3166-1 alpha-2, such as GB).`,
    );
  const currency = requireAsset(d.currency);
  if (currency.kind !== 'fiat')
    throw invalid('currency', 'External beneficiaries receive fiat currencies only.');
  const bic = d.bic.replace(/\s/g, '').toUpperCase();
  if (!isValidBIC(bic))
    throw invalid(
      'bic',
      `${JSON.stringify(d.bic)} is not a valid BIC/SWIFT code (8 or 11 characters, such as DEUTDEFF or DEUTDEFF500).`,
    );
  if (bic.slice(4, 6) !== country.alpha2)
    throw invalid(
      'bic',
      `The BIC ${bic} belongs to a bank in ${bic.slice(4, 6)}, not in ${country.alpha2}.`,
    );
  const usesIban = getCountrySpecifications()[country.alpha2]?.IBANRegistry === true;
  let iban: string | null = null;
  let accountNumber: string | null = null;
  if (usesIban) {
    if (!d.iban)
      throw invalid('iban', `Banks in ${country.name} use IBANs: enter the beneficiary's IBAN.`);
    iban = electronicFormatIBAN(d.iban) ?? '';
    const check = validateIBAN(iban);
    if (!check.valid) {
      const why = check.errorCodes.map((c) => IBAN_ERRORS[c]).find(Boolean) ?? 'is not valid';
      throw invalid('iban', `The IBAN ${JSON.stringify(d.iban)} ${why}.`);
    }
    if (iban.slice(0, 2) !== country.alpha2)
      throw invalid(
        'iban',
        `The IBAN is from ${iban.slice(0, 2)}, but the bank is in ${country.alpha2}.`,
      );
  } else {
    const acc = (d.account_number ?? '').replace(/[\s-]/g, '');
    if (!/^[A-Za-z0-9]{4,34}$/.test(acc)) {
      throw invalid(
        'account_number',
        `Banks in ${country.name} do not use IBANs: enter the account number (4 to 34 letters or digits).`,
      );
    }
    accountNumber = acc.toUpperCase();
  }
  return {
    name: d.name,
    iban,
    account_number: accountNumber,
    bic,
    bank_name: d.bank_name,
    bank_address: d.bank_address,
    country: country.alpha2,
    currency: currency.code,
    address: d.address ?? null,
  };
}

export async function savedBeneficiaries(
  ctx: AppContext,
  { auth, query }: CallInput<typeof listBeneficiaries>,
) {
  const actor = actorOf(auth);
  return { data: (await beneficiariesOf(ctx.db, actor.ownerId, query)).map(view) };
}

export async function add(ctx: AppContext, input: CallInput<typeof addBeneficiary>) {
  const { auth, body } = input;
  requireBeneficiaryManager(actorOf(auth));
  // A customer with a passkey confirmed this payee (and no other) in this session: issue 26.
  await requireStepUp(
    ctx,
    auth,
    'add_beneficiary',
    statementDigest(beneficiaryStatement(auth.customerId, body)),
  );
  const added = await addChecked(ctx, input);
  await spendStepUp(ctx, auth, 'add_beneficiary');
  return added;
}

async function addChecked(ctx: AppContext, { auth, body }: CallInput<typeof addBeneficiary>) {
  const actor = actorOf(auth);
  const now = ctx.clock.now();
  const base = {
    id: crypto.randomUUID(),
    owner_id: actor.ownerId,
    nickname: body.nickname ?? null,
    created_by: actor.customerId,
    created_at: now,
    updated_at: now,
    deleted_at: null,
  };
  if (body.kind === 'external') {
    const d = checkExternal(body);
    if (await hasBeneficiary(ctx.db, actor.ownerId, d))
      throw new ApiError(
        'beneficiary_exists',
        'You already have this beneficiary (same account and currency).',
      );
    return {
      data: view(
        await insertBeneficiary(ctx.db, {
          ...base,
          kind: 'external',
          ...d,
          target_account_id: null,
        }),
      ),
    };
  }
  // Internal: another customer's wallet.
  let wallet;
  if (body.account_number) {
    wallet = await walletByAccountNumber(ctx.db, body.account_number);
    if (!wallet)
      throw new ApiError(
        'not_found',
        `No wallet of the bank has the account number ${body.account_number}.`,
      );
    if (body.currency && requireAsset(body.currency).code !== wallet.currency) {
      throw invalid(
        'currency',
        `The account ${body.account_number} is a ${wallet.currency} wallet, not ${body.currency}.`,
      );
    }
  } else {
    const currency = requireAsset(body.currency ?? '').code;
    const ownerId = await holderOfEmail(ctx.db, body.email ?? '');
    wallet = ownerId ? await walletByCurrency(ctx.db, ownerId, currency) : undefined;
    if (!wallet)
      throw new ApiError(
        'not_found',
        `No customer of the bank with this e-mail address has a ${currency} wallet.`,
      );
  }
  if (wallet.owner_id === actor.ownerId)
    throw invalid(
      'account_number',
      'This is one of your own wallets: move money between your wallets without a beneficiary.',
    );
  if (wallet.asset_kind !== 'fiat')
    throw new ApiError('currency_not_allowed', 'Virtual-asset wallets cannot receive transfers.');
  const name = await payeeName(ctx.db, wallet);
  if (await hasBeneficiary(ctx.db, actor.ownerId, { wallet: wallet.id }))
    throw new ApiError('beneficiary_exists', 'You already have this beneficiary.');
  const row = await insertBeneficiary(ctx.db, {
    ...base,
    kind: 'internal',
    name,
    currency: wallet.currency,
    account_number: wallet.account_number,
    iban: null,
    bic: null,
    bank_name: null,
    bank_address: null,
    country: null,
    address: null,
    target_account_id: wallet.id,
  });
  return { data: view(row) };
}

export async function update(
  ctx: AppContext,
  { auth, params, body }: CallInput<typeof updateBeneficiary>,
) {
  const actor = actorOf(auth);
  requireBeneficiaryManager(actor);
  const current = await beneficiaryOf(ctx.db, actor, params.beneficiary_id);
  const now = ctx.clock.now();
  let changes: Partial<BeneficiaryRow> = { updated_at: now };
  if (body.nickname !== undefined) changes.nickname = body.nickname;
  if (current.kind === 'external') {
    const merged = checkExternal({
      name: body.name ?? current.name,
      iban: body.iban ?? current.iban ?? undefined,
      account_number: body.account_number ?? current.account_number ?? undefined,
      bic: body.bic ?? current.bic ?? '',
      bank_name: body.bank_name ?? current.bank_name ?? '',
      bank_address: body.bank_address ?? current.bank_address ?? '',
      country: body.country ?? current.country ?? '',
      currency: body.currency ?? current.currency,
      address: body.address ?? current.address ?? undefined,
    });
    changes = { ...changes, ...merged };
  } else if (
    body.iban ||
    body.bic ||
    body.account_number ||
    body.currency ||
    body.country ||
    body.name
  ) {
    throw invalid(
      'nickname',
      'Only the nickname of an internal beneficiary can change: add a new beneficiary for another account.',
    );
  }
  const row = await updateBeneficiaryRow(ctx.db, current.id, changes);
  return { data: view(row) };
}

export async function remove(
  ctx: AppContext,
  { auth, params }: CallInput<typeof deleteBeneficiary>,
) {
  const actor = actorOf(auth);
  requireBeneficiaryManager(actor);
  const current = await beneficiaryOf(ctx.db, actor, params.beneficiary_id);
  await markDeleted(ctx.db, current.id, ctx.clock.now());
  return { data: { message: 'The beneficiary was deleted.' } };
}
