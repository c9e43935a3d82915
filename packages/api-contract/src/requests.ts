// Requests for money and pay links (issue 27): a customer asks for an amount in dirhams, with a
// note, either from a contact by their mobile number or e-mail (the contact sees it in their app and
// pays or declines it) or as a link, with its QR code, to share any way they like. A link's page
// shows the amount, the requester's masked name and the note to anyone who has it; paying it needs a
// login. Paid, declined, cancelled and expired requests say so. Requests are paid in AED, as an
// instant payment (at most AED 50,000), between personal accounts.
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, text, uuidSchema } from './common';
import { MONEY_REQUEST_MAX_DAYS } from './constants';
import {
  idempotencyKeySchema,
  minorAmountInputSchema,
  moneySchema,
  transactionSchema,
} from './money';
import { API_PATHS } from './paths';
import { proxyInputSchema } from './instant';

export { MONEY_REQUEST_DEFAULT_DAYS, MONEY_REQUEST_MAX_DAYS } from './constants';

/** open until paid, declined (by the contact asked), cancelled (by the requester) or past expires_at. */
export const moneyRequestStatusSchema = z.enum([
  'open',
  'paid',
  'declined',
  'cancelled',
  'expired',
]);
export type MoneyRequestStatus = z.infer<typeof moneyRequestStatusSchema>;

/** A pay link's token: 22 characters of base64url (128 random bits). */
export const payLinkTokenSchema = text().regex(/^[A-Za-z0-9_-]{22}$/, 'This link is not complete.');

export const moneyRequestSchema = z.object({
  id: uuidSchema,
  /** sent: the caller asked; received: the caller was asked (by their mobile number or e-mail). */
  direction: z.enum(['sent', 'received']),
  /** proxy: asked of a contact by their number or address; link: shared as a link and QR code. */
  channel: z.enum(['proxy', 'link']),
  amount: moneySchema,
  note: z.string().nullable(),
  status: moneyRequestStatusSchema,
  /**
   * The other party as the caller may see them. A requester sees the contact's number or address and
   * masked name (or, for a link, who paid it, masked); a contact asked sees the requester's name.
   */
  counterparty: z.object({ name: z.string().nullable(), detail: z.string().nullable() }),
  /** sent: the wallet the money goes to. */
  wallet_id: uuidSchema.nullable(),
  /** sent links: the token of the link to share (the app's pay page). */
  token: z.string().nullable(),
  created_at: isoDateTime,
  expires_at: isoDateTime,
  /** When it was paid, declined or cancelled. */
  decided_at: isoDateTime.nullable(),
  /** paid: the payment, in the history of both. */
  transaction_id: uuidSchema.nullable(),
});
export type MoneyRequest = z.infer<typeof moneyRequestSchema>;

const days = z
  .number()
  .int()
  .min(1, 'A request stays open at least one day.')
  .max(MONEY_REQUEST_MAX_DAYS, `A request stays open at most ${MONEY_REQUEST_MAX_DAYS} days.`);

export const createMoneyRequest = defineCall({
  id: 'createMoneyRequest',
  area: 'requests',
  method: API_PATHS.createMoneyRequest.method,
  path: API_PATHS.createMoneyRequest.path,
  summary: 'Request money: from a contact by mobile number or e-mail, or as a link to share',
  description:
    'With proxy, the contact linked to it is asked (they see it in their app and are notified); a proxy nobody ' +
    'linked answers not_found as a look-up does, and spends a look-up. Without proxy, the answer carries the token ' +
    'of a pay link. Personal accounts only; AED, at most AED 50,000; open for expires_in_days (1 to 30, 7 by default).',
  auth: 'bearer',
  body: z.object({
    wallet_id: uuidSchema,
    amount_minor: minorAmountInputSchema,
    note: text().max(140, 'A note is at most 140 characters.').optional(),
    proxy: proxyInputSchema.optional(),
    expires_in_days: days.optional(),
  }),
  status: 201,
  response: envelope(moneyRequestSchema),
  errors: ['not_found', 'forbidden', 'currency_not_allowed', 'limit_exceeded', 'rate_limited'],
});

export const listMoneyRequests = defineCall({
  id: 'listMoneyRequests',
  area: 'requests',
  method: API_PATHS.listMoneyRequests.method,
  path: API_PATHS.listMoneyRequests.path,
  summary: "The caller's requests: those they sent and those they received, the newest first",
  auth: 'bearer',
  query: z.object({ direction: z.enum(['sent', 'received']).optional() }),
  status: 200,
  response: envelope(z.array(moneyRequestSchema)),
  errors: ['forbidden'],
});

const byRequest = z.object({ request_id: uuidSchema });

export const cancelMoneyRequest = defineCall({
  id: 'cancelMoneyRequest',
  area: 'requests',
  method: API_PATHS.cancelMoneyRequest.method,
  path: API_PATHS.cancelMoneyRequest.path,
  summary: 'Cancel a request you sent (its link stops working)',
  auth: 'bearer',
  params: byRequest,
  status: 200,
  response: envelope(moneyRequestSchema),
  errors: ['not_found', 'invalid_state'],
});

export const declineMoneyRequest = defineCall({
  id: 'declineMoneyRequest',
  area: 'requests',
  method: API_PATHS.declineMoneyRequest.method,
  path: API_PATHS.declineMoneyRequest.path,
  summary: 'Decline a request you received: the requester is told',
  auth: 'bearer',
  params: byRequest,
  status: 200,
  response: envelope(moneyRequestSchema),
  errors: ['not_found', 'invalid_state'],
});

export const payMoneyRequest = defineCall({
  id: 'payMoneyRequest',
  area: 'requests',
  method: API_PATHS.payMoneyRequest.method,
  path: API_PATHS.payMoneyRequest.path,
  summary: 'Pay a request: one you received, or a link (with its token)',
  description:
    "From one of the caller's AED wallets, as an instant payment (the same checks: funds, limits). A request is " +
    'paid once: a second payer, or a request paid, declined, cancelled or expired meanwhile, answers invalid_state ' +
    'and nothing moves. The same idempotency_key answers the first result again.',
  auth: 'bearer',
  params: byRequest,
  body: z.object({
    idempotency_key: idempotencyKeySchema,
    from_wallet_id: uuidSchema,
    token: payLinkTokenSchema.optional(),
  }),
  status: 201,
  response: envelope(transactionSchema),
  errors: [
    'not_found',
    'forbidden',
    'invalid_state',
    'currency_not_allowed',
    'insufficient_funds',
    'limit_exceeded',
    'idempotency_key_reused',
    'idempotency_in_progress',
  ],
});

export const payLinkSchema = z.object({
  request_id: uuidSchema,
  amount: moneySchema,
  /** The requester's name, masked ("Om** Al-H*****"). */
  requester: z.string(),
  note: z.string().nullable(),
  status: moneyRequestStatusSchema,
  expires_at: isoDateTime,
  bank_name: z.string(),
});
export type PayLink = z.infer<typeof payLinkSchema>;

export const getPayLink = defineCall({
  id: 'getPayLink',
  area: 'requests',
  method: API_PATHS.getPayLink.method,
  path: API_PATHS.getPayLink.path,
  summary:
    "A pay link's page: the amount, the requester's masked name, the note and whether it is still open",
  description:
    'Public: whoever holds the link sees this much, and nothing else. An unknown token answers not_found; the ' +
    'calls are limited per address (rate_limited).',
  auth: 'none',
  params: z.object({ token: payLinkTokenSchema }),
  status: 200,
  response: envelope(payLinkSchema),
  errors: ['not_found', 'rate_limited'],
});
