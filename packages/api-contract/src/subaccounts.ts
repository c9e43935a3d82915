// Sub-accounts: a corporate administrator invites users with a role, changes it, disables a user.
// A change of role, a disable and an enable are confirmed with the administrator's one-time code,
// sent for that change alone, recorded in the company's list of changes, and told to the user.
import { z } from 'zod';
import {
  customerTypeSchema,
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  otpCodeSchema,
  rawText,
  text,
  uuidSchema,
} from './common';
import { MORE_PATHS as API_PATHS } from './paths-more';
import { otpSentSchema } from './transfers';

export const subaccountSchema = z.object({
  customer_id: uuidSchema,
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  customer_type: customerTypeSchema,
  status: z.enum(['invited', 'active', 'disabled']),
  is_self: z.boolean(),
  created_at: isoDateTime,
});

export const listSubaccounts = defineCall({
  id: 'listSubaccounts',
  area: 'subaccounts',
  method: API_PATHS.listSubaccounts.method,
  path: API_PATHS.listSubaccounts.path,
  summary: "The company's users (manage_subaccounts: admins only)",
  auth: 'bearer',
  status: 200,
  response: envelope(z.array(subaccountSchema)),
  errors: ['forbidden'],
});

export const inviteSubaccount = defineCall({
  id: 'inviteSubaccount',
  area: 'subaccounts',
  method: API_PATHS.inviteSubaccount.method,
  path: API_PATHS.inviteSubaccount.path,
  summary: 'Invite a user with a role: an e-mail link (valid 72 hours) lets them set a password',
  description:
    'The invited user enrols a second factor at first login (corporate users must have one).',
  auth: 'bearer',
  body: z.object({
    email: emailSchema,
    first_name: text().min(1).max(60),
    last_name: text().min(1).max(60),
    phone: text()
      .regex(/^\+[1-9]\d{6,14}$/, 'Use the international format, e.g. +971501234567.')
      .optional(),
    customer_type: customerTypeSchema,
  }),
  status: 201,
  response: envelope(subaccountSchema),
  errors: ['forbidden', 'email_taken'],
});

const byCustomer = z.object({ customer_id: uuidSchema });

/** What a one-time code confirms: one change of one user (a code for another change confirms nothing). */
export const subaccountChangeKindSchema = z.enum(['role', 'disable', 'enable']);
export type SubaccountChangeKind = z.infer<typeof subaccountChangeKindSchema>;

const codeChannel = { channel: z.enum(['sms', 'whatsapp', 'email']).optional() };

export const sendSubaccountChangeCode = defineCall({
  id: 'sendSubaccountChangeCode',
  area: 'subaccounts',
  method: API_PATHS.sendSubaccountChangeCode.method,
  path: API_PATHS.sendSubaccountChangeCode.path,
  summary:
    'Send the administrator a one-time code for one change of a user (role, disable, enable)',
  description:
    "The code goes by the administrator's own code channel (the verified mobile by SMS or WhatsApp, else the e-mail), " +
    'as for an approval; a new code for the same change voids the previous one. It confirms only the change it was ' +
    'asked for: a code for "make this user a viewer" does not make them an administrator.',
  auth: 'bearer',
  params: byCustomer,
  body: z.discriminatedUnion('change', [
    z.object({ change: z.literal('role'), customer_type: customerTypeSchema, ...codeChannel }),
    z.object({ change: z.literal('disable'), ...codeChannel }),
    z.object({ change: z.literal('enable'), ...codeChannel }),
  ]),
  status: 202,
  response: envelope(otpSentSchema),
  errors: ['forbidden', 'not_found', 'invalid_state', 'rate_limited'],
});

const CODE_ERRORS = ['invalid_code', 'code_expired', 'too_many_attempts'] as const;

export const changeSubaccountRole = defineCall({
  id: 'changeSubaccountRole',
  area: 'subaccounts',
  method: API_PATHS.changeSubaccountRole.method,
  path: API_PATHS.changeSubaccountRole.path,
  summary: "Change a user's role (not one's own); takes effect on the user's next request",
  description:
    'otp_code is the code sent for this change (POST /subaccount/{customer_id}/otp with change "role" and this ' +
    'customer_type). The change is recorded (GET /subaccount/changes) and the user is told by e-mail.',
  auth: 'bearer',
  params: byCustomer,
  body: z.object({ customer_type: customerTypeSchema, otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(subaccountSchema),
  errors: ['forbidden', 'not_found', 'invalid_state', ...CODE_ERRORS],
});

export const disableSubaccount = defineCall({
  id: 'disableSubaccount',
  area: 'subaccounts',
  method: API_PATHS.disableSubaccount.method,
  path: API_PATHS.disableSubaccount.path,
  summary: 'Disable a user (not oneself): sessions end at once, login is refused',
  description:
    'otp_code is the code sent for this change (POST /subaccount/{customer_id}/otp with change "disable"). ' +
    'The change is recorded and the user is told by e-mail.',
  auth: 'bearer',
  params: byCustomer,
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(subaccountSchema),
  errors: ['forbidden', 'not_found', 'invalid_state', ...CODE_ERRORS],
});

export const enableSubaccount = defineCall({
  id: 'enableSubaccount',
  area: 'subaccounts',
  method: API_PATHS.enableSubaccount.method,
  path: API_PATHS.enableSubaccount.path,
  summary: 'Enable a disabled user again',
  description:
    'otp_code is the code sent for this change (POST /subaccount/{customer_id}/otp with change "enable"). ' +
    'The change is recorded and the user is told by e-mail.',
  auth: 'bearer',
  params: byCustomer,
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(subaccountSchema),
  errors: ['forbidden', 'not_found', 'invalid_state', ...CODE_ERRORS],
});

/** A user as a recorded change names them (who made it, whom it changed). */
export const subaccountPersonSchema = z.object({
  customer_id: uuidSchema,
  email: z.string(),
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});

/** One recorded change: a role from → to, or a user disabled or enabled. */
export const subaccountChangeSchema = z.object({
  change_id: uuidSchema,
  change: subaccountChangeKindSchema,
  /** The roles before and after a change of role; null for a disable or an enable. */
  from_role: customerTypeSchema.nullable(),
  to_role: customerTypeSchema.nullable(),
  changed_by: subaccountPersonSchema,
  user: subaccountPersonSchema,
  created_at: isoDateTime,
});
export type SubaccountChange = z.infer<typeof subaccountChangeSchema>;

export const listSubaccountChanges = defineCall({
  id: 'listSubaccountChanges',
  area: 'subaccounts',
  method: API_PATHS.listSubaccountChanges.method,
  path: API_PATHS.listSubaccountChanges.path,
  summary: "The changes made to the company's users, newest first (administrators only)",
  description:
    'Who changed whom, when, and from what to what: roles changed, users disabled and enabled. Pass next_cursor back ' +
    'as cursor for the next page; it is null on the last page.',
  auth: 'bearer',
  query: z.object({
    cursor: rawText().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(100).optional(),
  }),
  status: 200,
  response: envelope(
    z.object({ items: z.array(subaccountChangeSchema), next_cursor: z.string().nullable() }),
  ),
  errors: ['forbidden'],
});
