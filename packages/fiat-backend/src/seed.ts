// Demo customers, created on first start (when there is no customer yet). Their logins are printed.
import type { AppContext } from './context';
import { newCustomer, type NewCustomer } from './modules/customers/customers';
import { newRecoveryCodes } from './modules/customers/recovery-codes';
import {
  addShareholder,
  saveAuthorised,
  saveCompany,
  savePersonal,
  submit,
  uploadDocument,
} from './modules/kyc/kyc';
import { decide } from './modules/kyc/review';
import { samplePng } from './modules/kyc/sample';
import { shareholdersOf, submissionOf } from './modules/kyc/queries';

export const DEMO_PASSWORD = 'Demo-Bank-2026!';
/** The authenticator secret of the demo customer with TOTP (add it to an app, or see the README). */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoLogin {
  email: string;
  password: string;
  description: string;
}

/** A demo person, born 12-04-1988, Emirati, living in the UAE. */
function person(
  email: string,
  first: string,
  last: string,
  phone: string,
  extra: Partial<NewCustomer> = {},
): Omit<NewCustomer, 'password_hash'> {
  return {
    email,
    user_type: 'individual',
    first_name: first,
    last_name: last,
    date_of_birth: '1988-04-12',
    nationality: 'AE',
    country_of_residence: 'AE',
    phone,
    ...extra,
  };
}

/**
 * Layla's identity check, submitted and waiting for the bank (KYC pending): the review command
 * decides it (`kyc:review layla@demo.bank approve`). Aisha's and Omar's checks were approved before
 * submissions were kept: their status alone says so.
 */
async function submitLaylasKyc(ctx: AppContext, customerId: string): Promise<void> {
  const caller = { customerId, owner: { kind: 'individual' as const, customerId }, manages: true };
  await savePersonal(ctx, caller, {
    address: { line1: 'Apartment 804, Al Khail Heights', city: 'Dubai', region: 'Dubai' },
    occupation: 'Pharmacist',
    identity_document_type: 'emirates_id',
    identity_document_number: '784-1988-7654321-2',
    identity_document_expiry: '2031-04-11',
    confirmed: true,
  });
  const documents: [string, [number, number, number]][] = [
    ['identity_front', [46, 125, 110]],
    ['identity_back', [46, 110, 125]],
    ['selfie', [214, 170, 140]],
    ['proof_of_address', [240, 240, 232]],
  ];
  for (const [type, colour] of documents)
    await uploadDocument(ctx, caller, type, null, samplePng(colour), `${type}.png`);
  await submit(ctx, caller, 'off');
}

/** A date `years` from now (YYYY-MM-DD): a document still valid whenever the demo starts. */
const yearsFrom = (now: Date, years: number) =>
  `${now.getUTCFullYear() + years}-${String(now.getUTCMonth() + 1).padStart(2, '0')}-28`;

/**
 * Falcon Trading's identity check, as the bank holds it: the company's registered details (what
 * company_info shows every user of the company), its documents, shareholders and authorised
 * signatory, given by its administrator Adam and approved by onboarding. A company the bank has
 * approved is one whose record it holds: "Company verified" above empty fields would say otherwise.
 * Approved without the e-mail a decision sends: the record predates the demo.
 */
async function approveFalconsKyc(ctx: AppContext, adminId: string, companyId: string) {
  const caller = {
    customerId: adminId,
    owner: { kind: 'corporate' as const, companyId },
    manages: true,
  };
  const now = ctx.clock.now();
  await savePersonal(ctx, caller, {
    address: { line1: 'Villa 12, Street 27, Al Barsha 2', city: 'Dubai', region: 'Dubai' },
    occupation: 'Managing Director',
    identity_document_type: 'emirates_id',
    identity_document_number: '784-1988-1234567-1',
    identity_document_expiry: yearsFrom(now, 4),
    confirmed: true,
  });
  await saveCompany(ctx, caller, {
    legal_name: 'Falcon Trading LLC',
    trade_licence_number: 'DED-784512',
    trade_licence_expiry: yearsFrom(now, 2),
    registration_authority: 'Dubai Department of Economy and Tourism',
    address: {
      line1: 'Office 1201, Bay Square Building 5',
      line2: 'Business Bay',
      city: 'Dubai',
      region: 'Dubai',
      postal_code: 'P.O. Box 123456',
    },
    industry: 'General trading',
  });
  await saveAuthorised(ctx, caller, {
    first_name: 'Adam',
    last_name: 'Falcon',
    date_of_birth: '1988-04-12',
    nationality: 'AE',
    position: 'Managing Director',
    email: 'admin@falcon-trading.demo.bank',
    phone: '+971501110014',
  });
  await addShareholder(ctx, caller, {
    name: 'Adam Falcon',
    nationality: 'AE',
    share_percent: '60',
  });
  await addShareholder(ctx, caller, {
    name: 'Mariam Al Suwaidi',
    nationality: 'AE',
    share_percent: '40',
  });
  const documents: [string, [number, number, number]][] = [
    ['trade_licence', [236, 228, 206]],
    ['memorandum', [232, 232, 240]],
    ['board_resolution', [240, 236, 228]],
    ['authorised_person_id', [46, 125, 110]],
    ['identity_front', [46, 125, 110]],
    ['identity_back', [46, 110, 125]],
    ['selfie', [214, 170, 140]],
    ['proof_of_address', [240, 240, 232]],
  ];
  for (const [type, colour] of documents)
    await uploadDocument(ctx, caller, type, null, samplePng(colour), `${type}.png`);
  const sub = await submissionOf(ctx.db, caller.owner);
  for (const holder of sub ? await shareholdersOf(ctx.db, sub.id) : [])
    await uploadDocument(
      ctx,
      caller,
      'shareholder_id',
      holder.id,
      samplePng([46, 125, 110]),
      'passport.png',
    );
  await submit(ctx, caller, 'off');
  await decide(
    { db: ctx.db, clock: ctx.clock, notifier: { send: async () => {} } },
    'admin@falcon-trading.demo.bank',
    'approve',
    {},
    { type: 'operations', name: `${ctx.config.bankName} onboarding` },
  );
}

export async function seedIfEmpty(
  ctx: AppContext,
): Promise<{ created: boolean; logins: DemoLogin[]; recoveryCodes: string[] }> {
  const existing = await ctx.db.selectFrom('customers').select('id').limit(1).executeTakeFirst();
  const logins: DemoLogin[] = [
    {
      email: 'aisha@demo.bank',
      password: DEMO_PASSWORD,
      description: 'individual, no second factor, KYC approved (crypto wallet)',
    },
    {
      email: 'omar@demo.bank',
      password: DEMO_PASSWORD,
      description: `individual, authenticator app (TOTP secret ${DEMO_TOTP_SECRET}) or recovery code`,
    },
    {
      email: 'layla@demo.bank',
      password: DEMO_PASSWORD,
      description:
        'individual, code by SMS or WhatsApp (see the dev outbox), KYC submitted and pending (no crypto, no external transfers: kyc:review layla@demo.bank approve)',
    },
    {
      email: 'viewer@falcon-trading.demo.bank',
      password: DEMO_PASSWORD,
      description: 'corporate viewer (SMS code)',
    },
    {
      email: 'preparer@falcon-trading.demo.bank',
      password: DEMO_PASSWORD,
      description: 'corporate preparer (SMS code)',
    },
    {
      email: 'approver@falcon-trading.demo.bank',
      password: DEMO_PASSWORD,
      description: 'corporate approver (SMS code)',
    },
    {
      email: 'admin@falcon-trading.demo.bank',
      password: DEMO_PASSWORD,
      description: 'corporate admin (SMS code)',
    },
  ];
  if (existing) return { created: false, logins, recoveryCodes: [] };

  const now = ctx.clock.now();
  const hash = await ctx.passwords.hash(DEMO_PASSWORD);
  const companyId = crypto.randomUUID();
  // Each opened the account accepting the current terms and privacy policy, as a registration records.
  const { terms, privacy } = ctx.config.consentVersions;
  const verified = {
    email_verified_at: now,
    phone_verified_at: now,
    terms_version: terms,
    terms_accepted_at: now,
    privacy_version: privacy,
    privacy_accepted_at: now,
  };
  const corporate = (
    role: 'viewer' | 'preparer' | 'approver' | 'admin',
    first: string,
    phone: string,
  ) =>
    person(`${role}@falcon-trading.demo.bank`, first, 'Falcon', phone, {
      ...verified,
      user_type: 'corporate',
      customer_type: role,
      company_id: companyId,
      // Approved with the company's check below (approveFalconsKyc).
      kyc_status: 'not_started',
      otp_channel: 'sms',
      mfa_required: true,
    });
  const people = [
    person('aisha@demo.bank', 'Aisha', 'Rahman', '+971501110001', {
      ...verified,
      kyc_status: 'approved',
    }),
    person('omar@demo.bank', 'Omar', 'Haddad', '+971501110002', {
      ...verified,
      kyc_status: 'approved',
      totp_secret: DEMO_TOTP_SECRET,
      totp_enabled_at: now,
    }),
    person('layla@demo.bank', 'Layla', 'Nasser', '+971501110003', {
      ...verified,
      otp_channel: 'sms',
    }),
    corporate('viewer', 'Vera', '+971501110011'),
    corporate('preparer', 'Peter', '+971501110012'),
    corporate('approver', 'Amal', '+971501110013'),
    corporate('admin', 'Adam', '+971501110014'),
  ];
  const rows = people.map((p) => newCustomer({ ...p, password_hash: hash }, now));
  let recoveryCodes: string[] = [];
  await ctx.db.transaction().execute(async (tx) => {
    await tx
      .insertInto('companies')
      // Its establishment id at the Ministry of Human Resources and Emiratisation (WPS, issue 28).
      .values({
        id: companyId,
        name: 'Falcon Trading LLC',
        created_at: now,
        wps_employer_id: '1000000012345',
      })
      .execute();
    await tx.insertInto('customers').values(rows).execute();
  });
  const omar = rows[1]?.id;
  if (omar) recoveryCodes = await newRecoveryCodes(ctx, omar);
  const layla = rows[2]?.id;
  if (layla) await submitLaylasKyc(ctx, layla);
  const adam = rows[6]?.id;
  if (adam) await approveFalconsKyc(ctx, adam, companyId);
  return { created: true, logins, recoveryCodes };
}
