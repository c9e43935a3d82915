// Helpers of the money suites: customers made directly in the database (their sessions too, so
// no argon2 or captcha per test), funding through the bank-transfer path, a small API client,
// and the ledger check every suite ends with.
import { expect } from 'vitest';
import { newCustomer as newCustomerRow } from '../src/modules/customers/customers';
import { creditIncomingTransfer } from '../src/money/incoming';
import { Ledger } from '../src/money/ledger';
import { call, type Answer, type TestServer } from './helpers';

export interface Customer {
  customerId: string;
  email: string;
  token: string;
}

let counter = 0;

/** A new individual customer (KYC approved unless told) with a session. */
export async function newCustomer(
  server: TestServer,
  options: { kyc?: 'approved' | 'pending' | 'not_started'; country?: string } = {},
): Promise<Customer> {
  const id = crypto.randomUUID();
  const email = `c${++counter}-${id.slice(0, 8)}@test.bank`;
  const now = server.ctx.clock.now();
  await server.ctx.db
    .insertInto('customers')
    .values(
      newCustomerRow(
        {
          id,
          email,
          email_verified_at: now,
          password_hash: 'not-a-hash',
          user_type: 'individual',
          first_name: 'Test',
          last_name: `Customer${counter}`,
          date_of_birth: '1990-01-01',
          nationality: 'AE',
          country_of_residence: options.country ?? 'AE',
          phone: `+97150${String(1_000_000 + counter).slice(-7)}`,
          phone_verified_at: now,
          otp_channel: 'sms',
          kyc_status: options.kyc ?? 'approved',
        },
        now,
      ),
    )
    .execute();
  return { customerId: id, email, token: await tokenFor(server, id) };
}

/** A session for an existing customer (seeded corporate users included), without the login flow. */
export async function tokenFor(server: TestServer, customerIdOrEmail: string): Promise<string> {
  const c = await server.ctx.db
    .selectFrom('customers')
    .selectAll()
    .where(customerIdOrEmail.includes('@') ? 'email_normalized' : 'id', '=', customerIdOrEmail)
    .executeTakeFirstOrThrow();
  return (await server.ctx.sessions.create(c, { ip: '127.0.0.1', userAgent: 'test' })).accessToken;
}

export type Api = (method: string, path: string, body?: unknown) => Promise<Answer>;

export function apiFor(server: TestServer, token: string): Api {
  return (method, path, body) =>
    call(server, method, path, { token, ...(body === undefined ? {} : { body }) });
}

export const key = () => crypto.randomUUID();

export async function openWallet(
  server: TestServer,
  token: string,
  currency: string,
): Promise<{ wallet_id: string; iban: string | null; account_number: string }> {
  const answer = await call(server, 'POST', '/wallet/open', { token, body: { currency } });
  if (answer.status !== 201)
    throw new Error(`open ${currency}: ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body.data;
}

/** Credits a wallet by a (simulated) incoming bank transfer to its IBAN; the amount in minor units. */
export async function fund(
  server: TestServer,
  wallet: { iban: string | null },
  amountMinor: string,
  currency: string,
): Promise<void> {
  await creditIncomingTransfer(server.ctx, {
    iban: wallet.iban ?? '',
    amountMinor,
    currency,
    senderName: 'Test funding',
  });
}

export async function balance(
  server: TestServer,
  token: string,
  walletId: string,
): Promise<{ balance: string; available: string; on_hold: string }> {
  const w = (await call(server, 'GET', `/wallet/${walletId}`, { token })).body.data;
  return { balance: w.balance.amount, available: w.available.amount, on_hold: w.on_hold.amount };
}

/** The ledger is consistent: every journal balances, wallets equal their postings, none negative, totals zero. */
export async function expectLedgerBalanced(server: TestServer): Promise<void> {
  const check = await Ledger.check(server.ctx.db);
  expect(check.unbalanced).toEqual([]);
  expect(check.walletMismatches).toEqual([]);
  expect(check.negativeWallets).toEqual([]);
  for (const t of check.totals) expect(t.sum).toBe('0');
}

/** The newest code sent to a phone or e-mail. */
export function lastCode(server: TestServer, recipient: string): string {
  const message = server.messages.filter((m) => m.to === recipient).at(-1);
  const m = /\b(\d{6})\b/.exec(message?.text ?? '');
  if (!m?.[1]) throw new Error(`no code sent to ${recipient}`);
  return m[1];
}

export async function phoneOf(server: TestServer, customerId: string): Promise<string> {
  const c = await server.ctx.db
    .selectFrom('customers')
    .select('phone')
    .where('id', '=', customerId)
    .executeTakeFirstOrThrow();
  return c.phone ?? '';
}

/** Asks for the approver's one-time code of a prepared transaction and reads it from the message sent. */
export async function approvalCode(
  server: TestServer,
  api: Api,
  type: string,
  id: string,
): Promise<string> {
  const sent = await api('POST', `/review/${type}/${id}/approve/otp`, {});
  if (sent.status !== 202)
    throw new Error(`no approval code: ${sent.status} ${JSON.stringify(sent.body)}`);
  return lastCode(server, server.messages.at(-1)?.to ?? '');
}
