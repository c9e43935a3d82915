// Instant payments by proxy (issue 27), on the sandbox of the UAE's instant payment platform (Aani):
// a customer links their own mobile number or e-mail (a proxy) to an AED wallet, and anyone can pay
// them by it, in seconds and at any hour, in AED, up to AED 50,000 per payment.
import { z } from 'zod';
import { defineCall, envelope, isoDateTime, otpCodeSchema, text, uuidSchema } from './common';
import { idempotencyKeySchema, minorAmountInputSchema, transactionSchema } from './money';
import { API_PATHS } from './paths';
import { codeSentSchema } from './settings';
import { INSTANT_CURRENCY } from './constants';

export { INSTANT_CURRENCY, INSTANT_MAX_MINOR } from './constants';

export const proxyKindSchema = z.enum(['mobile', 'email']);
export type ProxyKind = z.infer<typeof proxyKindSchema>;

export const proxySchema = z.object({
  id: uuidSchema,
  kind: proxyKindSchema,
  /** The customer's own number (E.164) or address, in full: it is theirs. */
  value: z.string(),
  /** The AED wallet that payments to this proxy land in. */
  wallet_id: uuidSchema,
  /** pending until the code sent to it is entered; then active. */
  status: z.enum(['pending', 'active']),
  created_at: isoDateTime,
  activated_at: isoDateTime.nullable(),
});
export type Proxy = z.infer<typeof proxySchema>;

/**
 * A proxy as typed by a payer: a mobile number (international, or a UAE number written the local
 * way, "050 123 4567") or an e-mail address. The server decides which and normalises it.
 */
export const proxyInputSchema = text()
  .min(3, 'Enter a mobile number or an e-mail address.')
  .max(254, 'Enter a mobile number or an e-mail address.');

export const listProxies = defineCall({
  id: 'listProxies',
  area: 'instant',
  method: API_PATHS.listProxies.method,
  path: API_PATHS.listProxies.path,
  summary: "The caller's proxies for instant payments (active and waiting for their code)",
  auth: 'bearer',
  status: 200,
  response: envelope(z.array(proxySchema)),
  errors: ['forbidden'],
});

export const registerProxy = defineCall({
  id: 'registerProxy',
  area: 'instant',
  method: API_PATHS.registerProxy.method,
  path: API_PATHS.registerProxy.path,
  summary: 'Link your mobile number or e-mail to an AED wallet: a code is sent to it',
  description:
    "The proxy is the customer's own verified mobile number or e-mail address, as in their profile; a code goes to it " +
    '(SMS for the number, e-mail for the address) and confirmProxy activates it. Individual customers only. A proxy ' +
    'already linked by this customer to another wallet is moved to this one once confirmed.',
  auth: 'bearer',
  body: z.object({ kind: proxyKindSchema, wallet_id: uuidSchema }),
  status: 202,
  response: envelope(z.object({ proxy: proxySchema, code: codeSentSchema })),
  errors: ['forbidden', 'not_found', 'currency_not_allowed', 'invalid_state', 'rate_limited'],
});

const byProxy = z.object({ proxy_id: uuidSchema });

export const confirmProxy = defineCall({
  id: 'confirmProxy',
  area: 'instant',
  method: API_PATHS.confirmProxy.method,
  path: API_PATHS.confirmProxy.path,
  summary: 'Activate a proxy with the code sent to it',
  description:
    'One proxy belongs to one account: a number or address that another customer of the bank has linked answers ' +
    'proxy_taken (told only after the code proves the caller holds it).',
  auth: 'bearer',
  params: byProxy,
  body: z.object({ otp_code: otpCodeSchema }),
  status: 200,
  response: envelope(proxySchema),
  errors: ['not_found', 'invalid_code', 'code_expired', 'too_many_attempts', 'proxy_taken'],
});

export const removeProxy = defineCall({
  id: 'removeProxy',
  area: 'instant',
  method: API_PATHS.removeProxy.method,
  path: API_PATHS.removeProxy.path,
  summary: 'Unlink a proxy: nobody can pay the caller by it any more',
  auth: 'bearer',
  params: byProxy,
  status: 200,
  response: envelope(z.object({ message: z.string() })),
  errors: ['not_found'],
});

/** Who a proxy pays, as far as the payer may know: a masked name and the bank. */
export const proxyRecipientSchema = z.object({
  /** The kind the typed text was read as, and its normal form (E.164 or a lower-case address). */
  kind: proxyKindSchema,
  proxy: z.string(),
  /** The name, masked so the payer can check it without learning it ("Om** Al-H*****"). */
  name: z.string(),
  bank_name: z.string(),
  currency: z.literal(INSTANT_CURRENCY),
});

export const lookupProxy = defineCall({
  id: 'lookupProxy',
  area: 'instant',
  method: API_PATHS.lookupProxy.method,
  path: API_PATHS.lookupProxy.path,
  summary: 'Who a mobile number or e-mail pays (the name masked), before an instant payment',
  description:
    'A proxy nobody has linked answers not_found, one message whatever the reason: it never tells whether the person ' +
    'banks elsewhere. Limited per customer (rate_limited) and every look-up is logged, so the directory cannot be ' +
    'scraped. POST, so the number or address never lands in a URL or an access log.',
  auth: 'bearer',
  body: z.object({ proxy: proxyInputSchema }),
  status: 200,
  response: envelope(proxyRecipientSchema),
  errors: ['not_found', 'forbidden'],
});

export const instantPayment = defineCall({
  id: 'instantPayment',
  area: 'instant',
  method: API_PATHS.instantPayment.method,
  path: API_PATHS.instantPayment.path,
  summary: 'Pay a mobile number or e-mail in seconds, any hour, in AED (up to AED 50,000)',
  description:
    "From one of the caller's AED wallets to the wallet the proxy is linked to. Goes through the same checks as an " +
    "internal transfer (funds, limits, a corporate preparer's payment waits for approval) and settles at once. " +
    'amount_minor is in fils ("25075" for AED 250.75).',
  auth: 'bearer',
  body: z.object({
    idempotency_key: idempotencyKeySchema,
    from_wallet_id: uuidSchema,
    proxy: proxyInputSchema,
    amount_minor: minorAmountInputSchema,
    reference: text().max(140).optional(),
  }),
  status: 201,
  response: envelope(transactionSchema),
  errors: [
    'not_found',
    'forbidden',
    'insufficient_funds',
    'limit_exceeded',
    'idempotency_key_reused',
    'idempotency_in_progress',
    'currency_not_allowed',
  ],
});
