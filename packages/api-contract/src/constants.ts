// The contract's plain values: the base path, header names, cookie, grant types and error
// statuses. No zod here: the app imports this module (`@bank/api-contract/constants`) at run
// time, so its pages do not carry the schema library; everything else it takes from the contract
// is types only.

/** Every call lives under this base path on the API host. */
export const FIAT_BASE_PATH = '/api/fiat';

/** Header names the app sends on authenticated requests (see clarifications.md). */
export const HEADERS = {
  authorization: 'Authorization',
  frontend: 'X-Frontend',
  clientOrigin: 'X-Client-Origin',
} as const;

/** Name and path of the httpOnly refresh-token cookie. */
export const REFRESH_COOKIE = { name: 'bank_refresh', path: `${FIAT_BASE_PATH}/customer` } as const;

/**
 * Every machine-readable error code and the HTTP status it is always sent with.
 * The app's error catalogue (spec §8) reads the status; screens read the code.
 */
export const ERROR_STATUS = {
  validation_error: 400,
  invalid_json: 400,
  captcha_invalid: 400,
  invalid_code: 400,
  code_expired: 400,
  password_policy: 400,
  link_invalid: 400,
  registration_step: 400,
  password_incorrect: 400,
  /** A passkey's answer that does not verify (another challenge or site, no user verification, a counter gone back). */
  passkey_rejected: 400,
  invalid_credentials: 401,
  unauthorized: 401,
  refresh_invalid: 401,
  mfa_token_invalid: 401,
  forbidden: 403,
  /** An approver's own limit (per payment or per day) under the company's approval rules is exceeded. */
  approval_limit_exceeded: 403,
  /**
   * A risky change by a customer who has a passkey needs them to confirm it is them again, within the
   * session (stepUp, with the passkey or a code); the body names the action (`step_up_action`).
   */
  step_up_required: 403,
  not_found: 404,
  method_not_allowed: 405,
  email_taken: 409,
  consent_outdated: 409,
  quote_expired: 409,
  quote_invalid: 409,
  invalid_state: 409,
  idempotency_in_progress: 409,
  wallet_exists: 409,
  beneficiary_exists: 409,
  passkey_exists: 409,
  /** A proxy (mobile number or e-mail) is already linked to another account for instant payments. */
  proxy_taken: 409,
  link_expired: 410,
  link_used: 410,
  card_declined: 402,
  kyc_required: 403,
  account_disabled: 403,
  insufficient_funds: 422,
  limit_exceeded: 422,
  idempotency_key_reused: 422,
  currency_not_allowed: 422,
  document_invalid: 422,
  /** A figure outside what the bank can compute or store (an absurd rate or amount). */
  value_out_of_range: 422,
  payload_too_large: 413,
  /** The address or the headers exceed what the server reads (16 KB). */
  request_header_too_large: 431,
  unsupported_media_type: 415,
  rate_limited: 429,
  account_locked: 429,
  too_many_attempts: 429,
  internal_error: 500,
  service_unavailable: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** Auth0-style grant types (the spec's calls carry a grant_type). */
export const GRANT_PASSWORD = 'password';
export const GRANT_MFA_OTP = 'http://auth0.com/oauth/grant-type/mfa-otp';
export const GRANT_MFA_OOB = 'http://auth0.com/oauth/grant-type/mfa-oob';
export const GRANT_MFA_RECOVERY = 'http://auth0.com/oauth/grant-type/mfa-recovery-code';
/**
 * The short forms of the MFA grant types (as the README and Auth0's docs name them); the confirm call
 * accepts these and the full URIs alike.
 */
export const MFA_GRANT_BY_SHORT_NAME = {
  'mfa-otp': GRANT_MFA_OTP,
  'mfa-oob': GRANT_MFA_OOB,
  'mfa-recovery-code': GRANT_MFA_RECOVERY,
} as const;

/** Profile fields a customer changes at once (updateProfile). */
export const PROFILE_FIELDS_FREE = ['occupation', 'address'] as const;
/**
 * Profile fields the identity check verifies: changed by updateProfile only before the check is
 * submitted; afterwards through the identity check (the app shows them read-only then).
 */
export const PROFILE_FIELDS_VERIFIED = [
  'first_name',
  'last_name',
  'date_of_birth',
  'nationality',
  'country_of_residence',
] as const;

/** KYC documents: the types accepted (decided by content on the server). The screens check them before upload. */
export const KYC_FILE_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
/** Largest KYC file accepted, in bytes (5 MiB); a deployment may set a smaller one. */
export const KYC_MAX_FILE_BYTES = 5 * 1024 * 1024;

/**
 * The versions of the terms and conditions and of the privacy policy that the public pages
 * (/terms_of_use, /privacy_policy) show now: the one place they are written. The app shows and
 * sends them when an account is opened; the backend refuses any other (`consent_outdated`). A new
 * version of a page changes its line here, and the app and the backend ship together.
 */
export const CONSENT_VERSIONS = { terms: '2026-11', privacy: '2026-11' } as const;

/** How a consent version is written: the year and month it took effect. */
export const CONSENT_VERSION_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

/** Instant payments by proxy (issue 27): the most one payment may carry, AED 50,000.00 in fils. */
export const INSTANT_MAX_MINOR = 5_000_000n;
/** Instant payments are in dirhams only, as on the UAE's instant payment platform. */
export const INSTANT_CURRENCY = 'AED';

/** The notification stream's event name for a notification (`event: notification`, issue 27). */
export const NOTIFICATION_EVENT = 'notification';

/** A request for money is open for 1 to 30 days; 7 when the requester does not say. */
export const MONEY_REQUEST_MAX_DAYS = 30;
export const MONEY_REQUEST_DEFAULT_DAYS = 7;

/** The most a file of bulk payments may weigh (issue 28; 1,000 rows of CSV are about 100 KB). */
export const BULK_FILE_MAX_BYTES = 2 * 1024 * 1024;

/** The three-digit bank identifier inside this bank's IBANs (AE, two check digits, then it). */
export const BANK_IBAN_CODE = '090';

/** The most a Salary Information File sent to the checker may weigh (1,000 employees are about 100 KB). */
export const SIF_MAX_BYTES = 512 * 1024;
