// Shared building blocks of the contract: the error body, the error codes with their HTTP
// statuses, the `{ data }` envelope and `defineCall`, which every call of every area uses.
// No Node-only imports: the app imports this module through Vite.
import {
  EMAIL_MAX_LENGTH,
  EMAIL_PATTERN,
  OTP_CODE_PATTERN,
  RECOVERY_CODE_PATTERN,
} from '@bank/lookups/identity';
import { z } from 'zod';

export {
  FIAT_BASE_PATH,
  HEADERS,
  REFRESH_COOKIE,
  ERROR_STATUS,
  CONSENT_VERSIONS,
  CONSENT_VERSION_PATTERN,
  type ErrorCode,
} from './constants';
import { ERROR_STATUS, FIAT_BASE_PATH, type ErrorCode } from './constants';
import { plainText, rawText } from './text';

/**
 * The changes that ask a customer with a passkey to confirm it is them again within a session
 * (issue 26): the e-mail, the phone, the password, the second factor (authenticator app, codes by
 * SMS or WhatsApp, passkeys), removing the last passkey (which also takes the password), and adding a
 * beneficiary (a step-up for that payee only, used once).
 */
export const STEP_UP_ACTIONS = [
  'remove_passkey',
  'change_email',
  'change_phone',
  'change_password',
  'change_second_factor',
  'add_beneficiary',
] as const;

export const ERROR_CODES = Object.keys(ERROR_STATUS) as [ErrorCode, ...ErrorCode[]];
export const errorCodeSchema = z.enum(ERROR_CODES);

/** The one error body of every failure. */
export const errorBodySchema = z.object({
  error: z.object({
    code: errorCodeSchema,
    message: z.string(),
    /** Per-field messages of a validation failure, keyed by dotted path (`email`, `query.customer_id`). */
    fields: z.record(z.string(), z.string()).optional(),
    /** When a rate limit or lockout ends: seconds from now, and the instant (also in `Retry-After`). */
    retry_after_seconds: z.number().int().nonnegative().optional(),
    retry_at: z.iso.datetime().optional(),
    /** With step_up_required: the change to confirm (stepUpOptions / stepUp take it as it is). */
    step_up_action: z.enum(STEP_UP_ACTIONS).optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** The envelope of every successful answer but refresh's: `{ data }` (the app reads `data.data`). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

// The formats are @bank/lookups' (identity.ts), which the app's forms and the backend apply too.
export const emailSchema = z
  .email({ pattern: EMAIL_PATTERN })
  .check(plainText)
  .max(EMAIL_MAX_LENGTH);
/** Six digits, as sent by SMS, WhatsApp, e-mail or shown by an authenticator app. */
export const otpCodeSchema = rawText().regex(OTP_CODE_PATTERN, 'Enter the 6-digit code.');
/** A recovery code as printed: ten base32 characters, optionally split by a dash. */
export const recoveryCodeSchema = rawText().regex(
  RECOVERY_CODE_PATTERN,
  'Enter a recovery code such as ABCDE-FGH23.',
);
export const isoDateTime = z.iso.datetime();
export const uuidSchema = z.uuid().check(plainText);
export const otpChannelSchema = z.enum(['sms', 'whatsapp']);
export type OtpChannel = z.infer<typeof otpChannelSchema>;
export const userTypeSchema = z.enum(['individual', 'corporate']);
export type UserType = z.infer<typeof userTypeSchema>;
/** A corporate user's role (clarifications: viewer, preparer, approver, admin); null for individuals. */
export const customerTypeSchema = z.enum(['viewer', 'preparer', 'approver', 'admin']);
export type CustomerType = z.infer<typeof customerTypeSchema>;
/** The anti-bot token: the base64 ALTCHA payload produced by the widget. */
export const captchaTokenSchema = rawText().min(1).max(8192);
/** An opaque single-use token (registration, mfa, update, links). */
export const opaqueTokenSchema = rawText().min(16).max(2048);

export const messageSchema = z.object({ message: z.string() });

export type Auth = 'none' | 'bearer' | 'refresh_cookie';
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface CallBase<Response extends z.ZodType, A extends Auth> {
  /** Stable identifier (OpenAPI operationId). */
  id: string;
  area: string;
  method: HttpMethod;
  /** Path under FIAT_BASE_PATH; `:name` marks a path parameter. */
  path: string;
  summary: string;
  description?: string;
  auth: A;
  /** Status of a success. */
  status: 200 | 201 | 202;
  response: Response;
  /** The error codes this call may answer, beyond the generic ones every call may answer. */
  errors: readonly ErrorCode[];
  /** Whether this call is served only outside production. */
  devOnly?: boolean;
  /** The body is a file sent as is (not JSON), of one of these content types. */
  rawBody?: { contentTypes: readonly string[] };
}

type Part<K extends string, S> = S extends z.ZodType ? { [P in K]: S } : { [P in K]?: undefined };

export type CallDefinition<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
> = CallBase<Response, A> & Part<'body', Body> & Part<'query', Query> & Part<'params', Params>;

/** Errors any call may answer (malformed input, limits, server failure). */
export const GENERIC_ERRORS: readonly ErrorCode[] = [
  'validation_error',
  'invalid_json',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'internal_error',
];
/** Errors any authenticated call may answer. */
export const AUTH_ERRORS: readonly ErrorCode[] = ['unauthorized'];

export function defineCall<
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
  A extends Auth = Auth,
>(
  call: CallDefinition<Body, Query, Params, Response, A>,
): CallDefinition<Body, Query, Params, Response, A> {
  return call;
}

/** Full path of a call (base path included), e.g. for the app's client. */
export function fullPath(call: Pick<CallDefinition, 'path'>): string {
  return `${FIAT_BASE_PATH}${call.path}`;
}

export type RequestBody<C> = C extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
export type RequestQuery<C> = C extends { query: infer Q extends z.ZodType }
  ? z.input<Q>
  : undefined;
export type RequestParams<C> = C extends { params: infer P extends z.ZodType }
  ? z.input<P>
  : undefined;
export type ResponseBody<C> = C extends { response: infer R extends z.ZodType }
  ? z.output<R>
  : never;
/** What the server sees after parsing (defaults and coercions applied). */
export type ParsedBody<C> = C extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type ParsedQuery<C> = C extends { query: infer Q extends z.ZodType }
  ? z.output<Q>
  : undefined;
export type ParsedParams<C> = C extends { params: infer P extends z.ZodType }
  ? z.output<P>
  : undefined;

export {
  FORBIDDEN_TEXT,
  FORBIDDEN_TEXT_SAMPLES,
  plainText,
  text,
  rawText,
  textFieldsOf,
  hasPlainTextCheck,
  type TextField,
} from './text';
