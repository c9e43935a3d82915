// Session and customer calls of the spec (refresh, details, logout, isauthorised) and the
// customer-type lookup the spec mentions without showing.
import { z } from 'zod';
import {
  customerTypeSchema,
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  messageSchema,
  userTypeSchema,
  uuidSchema,
} from './common';
import { missingFieldSchema, tokensSchema } from './auth';
import { kycStatusSchema } from './kyc';
import { API_PATHS } from './paths';

export const refreshToken = defineCall({
  id: 'refreshToken',
  area: 'customer',
  method: API_PATHS.refreshToken.method,
  path: API_PATHS.refreshToken.path,
  summary: 'Swap the refresh cookie for a new access token',
  description:
    'Empty body; the httpOnly refresh cookie is sent with credentials. The refresh token is rotated on every call; ' +
    'presenting an already-used one revokes its whole session (family).',
  auth: 'refresh_cookie',
  status: 200,
  response: z.object({ new_jwt_tokens: tokensSchema }),
  errors: ['refresh_invalid'],
});

/** A policy the customer accepted: its version and when (server time); null: accepted before acceptance was recorded. */
const acceptanceSchema = z.object({ version: z.string(), accepted_at: isoDateTime }).nullable();

export const customerDetailsSchema = z.object({
  customer_id: z.uuid(),
  user_type: userTypeSchema,
  customer_type: customerTypeSchema.nullable(),
  email: emailSchema,
  email_verified: z.boolean(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  full_name: z.string().nullable(),
  date_of_birth: z.iso.date().nullable(),
  nationality: z.string().nullable(),
  country_of_residence: z.string().nullable(),
  phone: z.string().nullable(),
  phone_verified: z.boolean(),
  /** The residential address (kyc addressSchema), once given. */
  address: z
    .object({
      line1: z.string(),
      line2: z.string().optional(),
      city: z.string(),
      region: z.string().optional(),
      postal_code: z.string().optional(),
    })
    .nullable(),
  occupation: z.string().nullable(),
  company: z.object({ company_id: z.uuid(), name: z.string() }).nullable(),
  mfa: z.object({
    totp_enabled: z.boolean(),
    otp_channel: z.enum(['sms', 'whatsapp']).nullable(),
    recovery_codes_remaining: z.number().int().nonnegative(),
  }),
  missing_fields: z.array(missingFieldSchema),
  /** The identity check's outcome (the company's, for a corporate user): what the dashboard shows
   * with its next step, and what the money features wait for. */
  kyc_status: kycStatusSchema,
  /** The terms and conditions and the privacy policy as accepted when the account was opened. */
  consent: z.object({ terms: acceptanceSchema, privacy: acceptanceSchema }),
  created_at: isoDateTime,
});
export type CustomerDetails = z.infer<typeof customerDetailsSchema>;

export const getCustomerDetails = defineCall({
  id: 'getCustomerDetails',
  area: 'customer',
  method: API_PATHS.getCustomerDetails.method,
  path: API_PATHS.getCustomerDetails.path,
  summary: "The logged-in customer's details",
  description:
    "The customer comes from the access token. A customer_id in the query must be the caller's own (else 403).",
  auth: 'bearer',
  query: z.object({ customer_id: uuidSchema.optional() }),
  status: 200,
  response: envelope(customerDetailsSchema),
  errors: ['forbidden'],
});

export const logout = defineCall({
  id: 'logout',
  area: 'customer',
  method: API_PATHS.logout.method,
  path: API_PATHS.logout.path,
  summary: 'Log out the current session',
  description:
    "customer_id must be the caller's own. Revokes the session of the access token and clears the refresh cookie.",
  auth: 'bearer',
  query: z.object({ customer_id: uuidSchema }),
  status: 200,
  response: envelope(messageSchema),
  errors: ['forbidden'],
});

export const isAuthorised = defineCall({
  id: 'isAuthorised',
  area: 'customer',
  method: API_PATHS.isAuthorised.method,
  path: API_PATHS.isAuthorised.path,
  summary: "Whether the access token is valid (the route guards' check)",
  auth: 'bearer',
  status: 200,
  response: envelope(
    z.object({
      customer_id: z.uuid(),
      user_type: userTypeSchema,
      customer_type: customerTypeSchema.nullable(),
    }),
  ),
  errors: [],
});

export const customerTypeInfoSchema = z.object({
  user_type: userTypeSchema,
  customer_type: customerTypeSchema.nullable(),
  /** The spec's two checks: viewer or preparer; viewer only. */
  is_viewer_or_preparer: z.boolean(),
  is_viewer: z.boolean(),
  can_approve: z.boolean(),
  can_administer: z.boolean(),
});

export const getCustomerType = defineCall({
  id: 'getCustomerType',
  area: 'customer',
  method: API_PATHS.getCustomerType.method,
  path: API_PATHS.getCustomerType.path,
  summary: 'Customer-type lookup: account kind, role and the role checks',
  auth: 'bearer',
  status: 200,
  response: envelope(customerTypeInfoSchema),
  errors: [],
});
