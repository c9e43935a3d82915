// Sub-accounts: a corporate administrator invites users with a role, changes it, disables a user.
import { z } from 'zod';
import {
  customerTypeSchema,
  defineCall,
  emailSchema,
  envelope,
  isoDateTime,
  text,
  uuidSchema,
} from './common';
import { API_PATHS } from './paths';

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

export const changeSubaccountRole = defineCall({
  id: 'changeSubaccountRole',
  area: 'subaccounts',
  method: API_PATHS.changeSubaccountRole.method,
  path: API_PATHS.changeSubaccountRole.path,
  summary: "Change a user's role (not one's own); takes effect on the user's next request",
  auth: 'bearer',
  params: byCustomer,
  body: z.object({ customer_type: customerTypeSchema }),
  status: 200,
  response: envelope(subaccountSchema),
  errors: ['forbidden', 'not_found'],
});

export const disableSubaccount = defineCall({
  id: 'disableSubaccount',
  area: 'subaccounts',
  method: API_PATHS.disableSubaccount.method,
  path: API_PATHS.disableSubaccount.path,
  summary: 'Disable a user (not oneself): sessions end at once, login is refused',
  auth: 'bearer',
  params: byCustomer,
  status: 200,
  response: envelope(subaccountSchema),
  errors: ['forbidden', 'not_found'],
});

export const enableSubaccount = defineCall({
  id: 'enableSubaccount',
  area: 'subaccounts',
  method: API_PATHS.enableSubaccount.method,
  path: API_PATHS.enableSubaccount.path,
  summary: 'Enable a disabled user again',
  auth: 'bearer',
  params: byCustomer,
  status: 200,
  response: envelope(subaccountSchema),
  errors: ['forbidden', 'not_found'],
});
