// The customers' service: a customer by e-mail or id, what their profile still lacks, whether they
// have a second factor, the one place a new customer row is built (registration, sub-account
// invitations and the demo seed all go through `newCustomer`), and how identifiers are shown.
import type { CustomerDetails, MissingField } from '@bank/api-contract';
import type { Insertable, Selectable } from 'kysely';
import type { AppContext } from '../../context';
import type { CustomersTable } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { mfaStatus } from './second-factor';

export type Customer = Selectable<CustomersTable>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** `+971501234567` → `+9715•••••67`. */
export function maskPhone(phone: string): string {
  if (phone.length <= 7) return phone;
  return `${phone.slice(0, 5)}${'•'.repeat(Math.max(1, phone.length - 7))}${phone.slice(-2)}`;
}

/** `mariam@example.ae` → `m•••@example.ae`: where a code or a notice went, without the address. */
export const maskEmail = (email: string) => email.replace(/^(.).*(@.*)$/, '$1•••$2');

/** The profile of someone the bank knows nothing about yet (a new customer, a new registration). */
export const EMPTY_PROFILE = {
  first_name: null,
  last_name: null,
  date_of_birth: null,
  nationality: null,
  country_of_residence: null,
  phone: null,
  phone_verified_at: null,
} as const;

/** What a new customer is made of; everything else starts empty (no second factor, nothing verified). */
export type NewCustomer = Pick<
  Insertable<CustomersTable>,
  'email' | 'password_hash' | 'user_type'
> &
  Partial<
    Omit<
      Insertable<CustomersTable>,
      'email_normalized' | 'created_at' | 'updated_at' | 'password_changed_at'
    >
  >;

/**
 * A whole customer row with its defaults: a new id, the normalised e-mail, nothing verified, no
 * second factor (corporate users must enrol one: `mfa_required`), the password set now.
 */
export function newCustomer(values: NewCustomer, now: Date): Insertable<CustomersTable> {
  return {
    id: crypto.randomUUID(),
    email_verified_at: null,
    customer_type: null,
    company_id: null,
    ...EMPTY_PROFILE,
    totp_secret: null,
    totp_enabled_at: null,
    totp_last_step: null,
    totp_pending_secret: null,
    totp_pending_attempts: 0,
    otp_channel: null,
    mfa_required: values.user_type === 'corporate',
    ...values,
    email_normalized: normaliseEmail(values.email),
    password_changed_at: now,
    created_at: now,
    updated_at: now,
  };
}

export async function customerByEmail(
  ctx: AppContext,
  emailNormalized: string,
): Promise<Customer | undefined> {
  return ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('email_normalized', '=', emailNormalized)
    .executeTakeFirst();
}

/** The customer of a session or a step token (gone: the session has ended). */
export async function customerById(ctx: AppContext, id: string): Promise<Customer> {
  const row = await ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw unauthorized();
  return row;
}

export function missingFields(
  c: Pick<
    Customer,
    'first_name' | 'last_name' | 'date_of_birth' | 'nationality' | 'country_of_residence' | 'phone'
  >,
): MissingField[] {
  const missing: MissingField[] = [];
  if (!c.first_name) missing.push('first_name');
  if (!c.last_name) missing.push('last_name');
  if (!c.date_of_birth) missing.push('date_of_birth');
  if (!c.nationality) missing.push('nationality');
  if (!c.country_of_residence) missing.push('country_of_residence');
  if (!c.phone) missing.push('phone');
  return missing;
}

export function hasSecondFactor(c: Customer): boolean {
  return c.totp_enabled_at !== null || c.otp_channel !== null;
}

/** The customer's profile as the details call answers it. */
export async function customerDetails(
  ctx: AppContext,
  customerId: string,
): Promise<CustomerDetails> {
  const c = await customerById(ctx, customerId);
  const company = c.company_id
    ? await ctx.db
        .selectFrom('companies')
        .select(['id', 'name'])
        .where('id', '=', c.company_id)
        .executeTakeFirst()
    : undefined;
  const fullName = [c.first_name, c.last_name].filter(Boolean).join(' ');
  return {
    customer_id: c.id,
    user_type: c.user_type,
    customer_type: c.customer_type,
    email: c.email,
    email_verified: c.email_verified_at !== null,
    first_name: c.first_name,
    last_name: c.last_name,
    full_name: fullName || null,
    date_of_birth: c.date_of_birth,
    nationality: c.nationality,
    country_of_residence: c.country_of_residence,
    phone: c.phone,
    phone_verified: c.phone_verified_at !== null,
    address: c.address ? (JSON.parse(c.address) as CustomerDetails['address']) : null,
    occupation: c.occupation,
    kyc_status: c.kyc_status,
    consent: {
      terms:
        c.terms_version && c.terms_accepted_at
          ? { version: c.terms_version, accepted_at: c.terms_accepted_at.toISOString() }
          : null,
      privacy:
        c.privacy_version && c.privacy_accepted_at
          ? { version: c.privacy_version, accepted_at: c.privacy_accepted_at.toISOString() }
          : null,
    },
    company: company ? { company_id: company.id, name: company.name } : null,
    mfa: await mfaStatus(ctx, c),
    missing_fields: missingFields(c),
    created_at: c.created_at.toISOString(),
  };
}
