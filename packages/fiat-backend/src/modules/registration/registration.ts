// Registration in steps, each carrying the registration_token (the server enforces their order and
// answers the next step); the corporate e-mail code; e-mail verification links (also resent from the
// settings). Completion creates the customer (and the company: its registrant is the admin).
import type {
  completeRegistration,
  generateRegistrationOtp,
  RegistrationStep,
  resendCorporateCode,
  resendEmailVerification,
  setPersonalDetails,
  setRegistrationPassword,
  startRegistration,
  verifyCorporateEmail,
  verifyEmailAddress,
  verifyRegistrationOtp,
} from '@bank/api-contract';
import { addSeconds } from '../../clock';
import type { AppContext } from '../../context';
import { ApiError } from '../../http/errors';
import type { CallInput } from '../../http/route';
import { randomToken, sha256 } from '../../security/crypto';
import { passwordProblem } from '../../security/passwords';
import {
  customerByEmail,
  customerById,
  maskPhone,
  newCustomer,
  normaliseEmail,
} from '../customers/customers';
import { birthDateProblem } from '../customers/dates';
import { requireMobile } from '../customers/phones';
import { checkLink, sendEmailVerification, useLink } from '../links/links';
import { finishLogin } from '../auth/login';
import {
  insertRegistration,
  registrationByToken,
  updateRegistration,
  type Registration,
} from './queries';

const REGISTRATION_TTL = 3600;
/**
 * Decision (issue 25): a completed registration logs the customer in. It proved what a login
 * proves: the password (chosen in this registration) and the phone, by the code sent to it; a
 * second login a minute later, with a second code, proves nothing more. The phone's proof must be
 * fresh, as a login's second factor is: confirmed within these seconds of completion; an older one
 * (a registration left open) gets no session, and the customer logs in as usual.
 */
const SESSION_AFTER_PHONE_CODE = 600;

function nextStep(r: Registration): RegistrationStep {
  if (r.completed_at) return 'verify_kyc_step_2';
  if (r.user_type === 'corporate' && !r.corporate_email_verified_at) return 'corporate_verify';
  if (!r.password_hash) return 'password';
  if (!r.phone) return 'personal_details';
  if (!r.phone_verified_at) return r.otp_channel ? 'verify_otp' : 'generate_otp';
  return 'complete';
}

function stepError(r: Registration, expected: string): ApiError {
  return new ApiError(
    'registration_step',
    `Finish the earlier steps first (next: ${nextStep(r)}; asked: ${expected}).`,
  );
}

function answer(r: Registration) {
  return { data: { next_step: nextStep(r), expires_at: r.expires_at.toISOString() } };
}

/** The registration behind a token, while it is open (not finished, not expired). */
async function load(ctx: AppContext, token: string): Promise<Registration> {
  const row = await registrationByToken(ctx.db, sha256(token));
  if (!row || row.completed_at || row.expires_at.getTime() <= ctx.clock.now().getTime()) {
    throw new ApiError(
      'mfa_token_invalid',
      'This registration has expired or is finished. Please start again.',
    );
  }
  return row;
}

async function sendCorporateCode(ctx: AppContext, r: Registration) {
  const { code } = await ctx.codes.issue('corporate_email', r.id, 'email');
  await ctx.notifier.send({
    channel: 'email',
    to: r.email,
    subject: 'Your corporate e-mail verification code',
    text: `Your ${ctx.config.bankName} verification code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
  });
}

/** Starts a registration (captcha, per-IP limit); a corporate e-mail gets its code. */
export async function start(
  ctx: AppContext,
  { body, client }: CallInput<typeof startRegistration>,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`registration:ip:${client.ip}`, limits.registrationPerIp);
  if (!(await ctx.captcha.verify(body.tokenV3))) {
    await ctx.audit.record('captcha_failed', { ip: client.ip, details: { call: 'registration' } });
    throw new ApiError(
      'captcha_invalid',
      'The anti-bot check failed or expired. Please try again.',
    );
  }
  const email = normaliseEmail(body.email);
  if (await customerByEmail(ctx, email)) {
    throw new ApiError(
      'email_taken',
      'An account already uses this e-mail address. Log in, or reset the password.',
      {
        fields: { email: 'Already registered.' },
      },
    );
  }
  const token = randomToken();
  const now = ctx.clock.now();
  const row = await insertRegistration(ctx.db, {
    token_hash: sha256(token),
    user_type: body.user_type,
    email: body.email.trim(),
    email_normalized: email,
    created_at: now,
    expires_at: addSeconds(now, REGISTRATION_TTL),
  });
  if (row.user_type === 'corporate') await sendCorporateCode(ctx, row);
  await ctx.audit.record('registration_started', {
    ip: client.ip,
    details: { user_type: row.user_type },
  });
  return {
    data: {
      registration_token: token,
      user_type: row.user_type,
      next_step: nextStep(row),
      expires_at: row.expires_at.toISOString(),
    },
  };
}

/** The corporate e-mail code. */
export async function verifyCorporate(
  ctx: AppContext,
  { body, client }: CallInput<typeof verifyCorporateEmail>,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-verify:ip:${client.ip}`, limits.codeVerifyPerIp);
  const r = await load(ctx, body.registration_token);
  if (r.user_type !== 'corporate' || r.corporate_email_verified_at)
    throw stepError(r, 'corporate_verify');
  await ctx.codes.consume('corporate_email', r.id, body.otp_code, 'email');
  return answer(
    await updateRegistration(ctx.db, r.id, { corporate_email_verified_at: ctx.clock.now() }),
  );
}

/** A new corporate e-mail code. */
export async function resendCorporate(
  ctx: AppContext,
  { body, client }: CallInput<typeof resendCorporateCode>,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-send:ip:${client.ip}`, limits.codeSendPerIp);
  const r = await load(ctx, body.registration_token);
  if (r.user_type !== 'corporate' || r.corporate_email_verified_at)
    throw stepError(r, 'corporate_verify');
  await ctx.rateLimit.hit(`code-send:registration:${r.id}`, limits.codeSendPerSubject);
  await sendCorporateCode(ctx, r);
  return answer(r);
}

/** The password (policy checked). */
export async function choosePassword(
  ctx: AppContext,
  { body }: CallInput<typeof setRegistrationPassword>,
) {
  const r = await load(ctx, body.registration_token);
  const step = nextStep(r);
  if (step === 'corporate_verify') throw stepError(r, 'password');
  const problem = passwordProblem(body.password, r.email);
  if (problem) throw new ApiError('password_policy', problem, { fields: { password: problem } });
  return answer(
    await updateRegistration(ctx.db, r.id, {
      password_hash: await ctx.passwords.hash(body.password),
    }),
  );
}

/** Name, date of birth (an adult), nationality, residence, phone; the company name for a business. */
export async function personalDetails(
  ctx: AppContext,
  { body }: CallInput<typeof setPersonalDetails>,
) {
  const r = await load(ctx, body.registration_token);
  if (!r.password_hash || nextStep(r) === 'corporate_verify')
    throw stepError(r, 'personal_details');
  const now = ctx.clock.now();
  const dobProblem = birthDateProblem(body.date_of_birth, now);
  if (dobProblem)
    throw new ApiError('validation_error', 'Some fields are missing or not valid.', {
      fields: { date_of_birth: dobProblem },
    });
  if (r.user_type === 'corporate' && !body.company_name) {
    throw new ApiError('validation_error', 'Some fields are missing or not valid.', {
      fields: { company_name: 'Required for a corporate account.' },
    });
  }
  const phone = requireMobile(body.phone);
  const phoneChanged = phone !== r.phone;
  return answer(
    await updateRegistration(ctx.db, r.id, {
      first_name: body.first_name,
      last_name: body.last_name,
      date_of_birth: body.date_of_birth,
      nationality: body.nationality,
      country_of_residence: body.country_of_residence,
      phone,
      company_name: r.user_type === 'corporate' ? (body.company_name ?? null) : null,
      ...(phoneChanged ? { phone_verified_at: null, otp_channel: null } : {}),
    }),
  );
}

/** A code to the phone by SMS or WhatsApp. */
export async function sendPhoneCode(
  ctx: AppContext,
  { body, client }: CallInput<typeof generateRegistrationOtp>,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-send:ip:${client.ip}`, limits.codeSendPerIp);
  const r = await load(ctx, body.registration_token);
  const step = nextStep(r);
  if (!r.phone || (step !== 'generate_otp' && step !== 'verify_otp'))
    throw stepError(r, 'generate_otp');
  requireMobile(r.phone);
  await ctx.rateLimit.hit(`code-send:registration:${r.id}`, limits.codeSendPerSubject);
  const { code, expiresAt } = await ctx.codes.issue('registration_phone', r.id, body.channel);
  await ctx.notifier.send({
    channel: body.channel,
    to: r.phone,
    text: `Your ${ctx.config.bankName} verification code is ${code}. It expires in 5 minutes. Never share it with anyone.`,
  });
  const updated = await updateRegistration(ctx.db, r.id, { otp_channel: body.channel });
  return {
    data: {
      channel: body.channel,
      phone_hint: maskPhone(r.phone),
      expires_at: expiresAt.toISOString(),
      next_step: nextStep(updated),
    },
  };
}

/** The phone code. */
export async function verifyPhone(
  ctx: AppContext,
  { body, client }: CallInput<typeof verifyRegistrationOtp>,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-verify:ip:${client.ip}`, limits.codeVerifyPerIp);
  const r = await load(ctx, body.registration_token);
  if (nextStep(r) !== 'verify_otp') throw stepError(r, 'verify_otp');
  await ctx.codes.consume('registration_phone', r.id, body.otp_code, body.channel);
  return answer(await updateRegistration(ctx.db, r.id, { phone_verified_at: ctx.clock.now() }));
}

/**
 * The accepted versions must be the current ones: a customer who read an older text (a page left
 * open across a release) is asked to read the new one, never recorded as accepting it.
 */
function checkConsent(
  ctx: AppContext,
  body: { accepted_terms_version: string; accepted_privacy_version: string },
) {
  const { terms, privacy } = ctx.config.consentVersions;
  const fields: Record<string, string> = {};
  if (body.accepted_terms_version !== terms)
    fields.accepted_terms_version = `The terms and conditions are now version ${terms}: show them and ask the customer to accept that version.`;
  if (body.accepted_privacy_version !== privacy)
    fields.accepted_privacy_version = `The privacy policy is now version ${privacy}: show it and ask the customer to accept that version.`;
  const [only, ...more] = Object.values(fields);
  if (only) {
    throw new ApiError(
      'consent_outdated',
      more.length
        ? 'The terms and conditions and the privacy policy have changed: read and accept the current versions.'
        : only,
      { fields },
    );
  }
  return { terms, privacy };
}

/**
 * Creates the customer (and the company) with the accepted terms; an individual gets an e-mail
 * verification link. Then the session a login would give (SESSION_AFTER_PHONE_CODE): the route
 * sets the refresh token as the cookie.
 */
export async function complete(
  ctx: AppContext,
  { body, client }: CallInput<typeof completeRegistration>,
) {
  const r = await load(ctx, body.registration_token);
  if (nextStep(r) !== 'complete') throw stepError(r, 'complete');
  const accepted = checkConsent(ctx, body);
  const now = ctx.clock.now();
  const customerId = crypto.randomUUID();
  const corporate = r.user_type === 'corporate';
  try {
    await ctx.db.transaction().execute(async (tx) => {
      let companyId: string | null = null;
      if (corporate) {
        companyId = crypto.randomUUID();
        await tx
          .insertInto('companies')
          .values({ id: companyId, name: r.company_name ?? r.email, created_at: now })
          .execute();
      }
      await tx
        .insertInto('customers')
        .values(
          newCustomer(
            {
              id: customerId,
              email: r.email,
              // A corporate e-mail was verified by its code during registration.
              email_verified_at: corporate ? r.corporate_email_verified_at : null,
              password_hash: r.password_hash ?? '',
              user_type: r.user_type,
              customer_type: corporate ? 'admin' : null,
              company_id: companyId,
              first_name: r.first_name,
              last_name: r.last_name,
              date_of_birth: r.date_of_birth,
              nationality: r.nationality,
              country_of_residence: r.country_of_residence,
              phone: r.phone,
              phone_verified_at: r.phone_verified_at,
              terms_version: accepted.terms,
              terms_accepted_at: now,
              privacy_version: accepted.privacy,
              privacy_accepted_at: now,
            },
            now,
          ),
        )
        .execute();
      await tx
        .updateTable('registrations')
        .set({ completed_at: now, customer_id: customerId, password_hash: null })
        .where('id', '=', r.id)
        .execute();
    });
  } catch (error) {
    if (await customerByEmail(ctx, r.email_normalized)) {
      throw new ApiError(
        'email_taken',
        'An account already uses this e-mail address. Log in, or reset the password.',
      );
    }
    throw error;
  }
  if (!corporate) await sendEmailVerification(ctx, { id: customerId, email: r.email });
  await ctx.audit.record('registration_completed', {
    customerId,
    ip: client.ip,
    details: {
      user_type: r.user_type,
      terms_version: accepted.terms,
      privacy_version: accepted.privacy,
    },
  });
  const data = {
    customer_id: customerId,
    user_type: r.user_type,
    customer_type: corporate ? ('admin' as const) : null,
    next_step: 'verify_kyc_step_2' as const,
  };
  const proved = r.phone_verified_at?.getTime() ?? 0;
  if (now.getTime() - proved > SESSION_AFTER_PHONE_CODE * 1000) return { answer: { data } };
  // The end of a login: the session, its login-activity entry and audit, the tokens.
  const login = await finishLogin(ctx, await customerById(ctx, customerId), client);
  const tokens = 'new_jwt_tokens' in login.answer ? login.answer.new_jwt_tokens : undefined;
  return {
    answer: { data, ...(tokens ? { new_jwt_tokens: tokens } : {}) },
    ...(login.refreshToken ? { refreshToken: login.refreshToken } : {}),
  };
}

/** An e-mail verification link. */
export async function verifyEmail(
  ctx: AppContext,
  { body, client }: CallInput<typeof verifyEmailAddress>,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-verify:ip:${client.ip}`, limits.codeVerifyPerIp);
  const link = await checkLink(ctx, body.token, 'email_verify');
  const customer = await customerById(ctx, link.customer_id);
  if (normaliseEmail(link.email) !== customer.email_normalized)
    throw new ApiError('link_expired', 'The e-mail address changed since this link was sent.');
  await useLink(ctx, link.id);
  await ctx.db
    .updateTable('customers')
    .set({ email_verified_at: ctx.clock.now() })
    .where('id', '=', customer.id)
    .execute();
  await ctx.audit.record('email_verified', { customerId: customer.id, ip: client.ip });
  return { data: { email: customer.email, email_verified: true as const } };
}

/** A new verification link, from the settings. */
export async function resendVerification(
  ctx: AppContext,
  { auth, client }: CallInput<typeof resendEmailVerification>,
) {
  const { limits } = ctx.config;
  await ctx.rateLimit.hit(`code-send:customer:${auth.customerId}`, limits.codeSendPerSubject);
  const customer = await customerById(ctx, auth.customerId);
  if (customer.email_verified_at)
    return { data: { message: 'Your e-mail address is already verified.' } };
  await sendEmailVerification(ctx, customer);
  await ctx.audit.record('mfa_code_sent', {
    customerId: customer.id,
    ip: client.ip,
    details: { channel: 'email_link' },
  });
  return { data: { message: 'We have sent you a new verification link.' } };
}
