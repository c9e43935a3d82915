// Customers of the money journeys (issue 13) and of the benches that walk the same flows: fresh
// individuals funded through the development bank, an approved identity check, the corporate
// customer Falcon Trading's users (demo seed) logged in with their SMS codes.
import { randomUUID } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { samplePng } from '../../packages/fiat-backend/src/modules/kyc/sample';
import {
  accessTokenFor,
  baseUrl,
  callAs,
  captchaPayload,
  codeIn,
  logIn,
  outbox,
  PASSWORD,
  post,
  registerByApi,
} from './support';

export interface Wallet {
  wallet_id: string;
  account_number: string;
  currency: string;
  iban: string;
  balance: { amount: string };
}

/** A customer's balance in one currency (its major units, as the bank writes them), read from Node. */
export async function balanceOf(token: string, currency: string) {
  const wallets = await callAs<{ data: Wallet[] }>(token, 'GET', '/wallet/list');
  return wallets.data.find((w) => w.currency === currency)?.balance.amount;
}

/** A page of the app, by its path. */
export const go = (page: Page, path: string) => page.goto(`${baseUrl()}${path}`);

/**
 * A fresh individual with an AED wallet funded with `aedMinor` fils (none for '0') and empty wallets in
 * `others`; its token for calls from Node. One customer each, so journeys running at the same
 * time on the shared server never see each other's money.
 */
export async function fundedCustomer(tag: string, aedMinor: string, others: string[] = []) {
  const who = await registerByApi(tag);
  const token = await accessTokenFor(who);
  const wallet = (
    await callAs<{ data: Wallet }>(token, 'POST', '/wallet/open', { currency: 'AED' })
  ).data;
  for (const currency of others) await callAs(token, 'POST', '/wallet/open', { currency });
  if (aedMinor !== '0')
    await post('/dev/bank/incoming', {
      iban: wallet.iban,
      amount_minor: aedMinor,
      currency: 'AED',
      sender_name: 'Mariam Haddad',
    });
  return { ...who, token, wallet };
}

/**
 * The identity check sent through the API (details, the four photos) and approved by the
 * development server's sandbox review (or, if it left it pending, the review command's call):
 * external transfers need it.
 */
async function approveIdentity(who: { email: string; token: string }) {
  await callAs(who.token, 'PUT', '/kyc/personal_details', {
    address: { line1: 'Apartment 804, Al Khail Heights', city: 'Dubai', region: 'Dubai' },
    occupation: 'Pharmacist',
    identity_document_type: 'emirates_id',
    identity_document_number: '784-1988-7654321-2',
    identity_document_expiry: '2031-04-11',
    confirmed: true,
  });
  for (const type of ['identity_front', 'identity_back', 'selfie', 'proof_of_address']) {
    const res = await fetch(`${baseUrl()}/api/fiat/kyc/documents/${type}`, {
      method: 'PUT',
      headers: {
        'content-type': 'image/png',
        Authorization: `Bearer ${who.token}`,
        'X-Frontend': 'prod',
        'X-Client-Origin': baseUrl(),
      },
      body: new Uint8Array(samplePng([46, 125, 110])),
    });
    if (!res.ok) throw new Error(`uploading ${type} answered ${res.status}: ${await res.text()}`);
  }
  await callAs(who.token, 'POST', '/kyc/submit', {});
  const kyc = await callAs<{ data: { kyc_status: string } }>(who.token, 'GET', '/kyc');
  if (kyc.data.kyc_status !== 'approved')
    await post('/dev/kyc/review', { email: who.email, decision: 'approve' });
}

/** A fresh customer with an approved identity check, AED 500 and a saved beneficiary in London (GBP). */
export async function externalCustomer(tag: string) {
  const who = await fundedCustomer(tag, '50000');
  await approveIdentity(who);
  await callAs(who.token, 'POST', '/beneficiary/add', {
    kind: 'external',
    nickname: 'Landlord London',
    name: 'John Smith',
    iban: 'GB29 NWBK 6016 1331 9268 19',
    bic: 'NWBKGB2L',
    bank_name: 'NatWest',
    bank_address: '250 Bishopsgate, London EC2M 4AA',
    country: 'GB',
    currency: 'GBP',
  });
  return who;
}

/** Falcon Trading's users (demo seed) and the phones their codes go to. */
export const FALCON_PHONES = {
  preparer: '+971501110012',
  approver: '+971501110013',
  viewer: '+971501110011',
  admin: '+971501110014',
} as const;
export type FalconRole = keyof typeof FALCON_PHONES;
const falconEmail = (role: FalconRole) => `${role}@falcon-trading.demo.bank`;

/** A Falcon user's access token from Node: password, then the code sent by SMS. */
export async function corporateToken(role: FalconRole): Promise<string> {
  const since = Date.now();
  const login = await post<{ data: { mfa_token: string } }>('/auth0/login_with_auth0', {
    grant_type: 'password',
    redirect_uri: `${baseUrl()}${PATHS.dashboard}`,
    email: falconEmail(role),
    password: PASSWORD,
    tokenV3: await captchaPayload(),
  });
  const mfa_token = login.data.mfa_token;
  await post('/auth0/mfa/send_otp', { mfa_token, channel: 'sms' });
  const otp_code = codeIn(await outbox(FALCON_PHONES[role], { channel: 'sms', since }));
  const done = await post<{ new_jwt_tokens: { tokens: { access_token: string } } }>(
    '/auth0/mfa/confirm_auth0',
    {
      grant_type: 'mfa-oob',
      mfa_token,
      otp_code,
      email: falconEmail(role),
      password: PASSWORD,
    },
  );
  return done.new_jwt_tokens.tokens.access_token;
}

/** A Falcon user logged in in the browser with their SMS code, on the home page. */
export async function logInCorporate(page: Page, role: FalconRole) {
  await logIn(page, falconEmail(role), PASSWORD);
  await page.getByRole('radio', { name: /Text message \(SMS\)/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page
    .getByLabel(/^Code/)
    .fill(codeIn(await outbox(FALCON_PHONES[role], { channel: 'sms', since })));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('You are using online banking for Falcon Trading LLC.'),
  ).toBeVisible();
}

/** "101.37" (AED, two decimals) in fils: "10137". */
function filsOf(amount: string): string {
  if (!/^\d+\.\d{2}$/.test(amount))
    throw new Error(`An AED amount with two decimals, not ${amount}`);
  return String(Number(amount.replace('.', '')));
}

/**
 * Internal transfers Falcon's preparer sends for approval, to a fresh customer's AED account;
 * `amounts` as the app shows them ("101.37"), sent in fils ("10137").
 */
export async function prepareTransfers(amounts: string[]): Promise<string[]> {
  const recipient = await registerByApi('review');
  const to = await callAs<{ data: { account_number: string } }>(
    await accessTokenFor(recipient),
    'POST',
    '/wallet/open',
    { currency: 'AED' },
  );
  const token = await corporateToken('preparer');
  const wallets = await callAs<{ data: { wallet_id: string; currency: string }[] }>(
    token,
    'GET',
    '/wallet/list',
  );
  const aed = wallets.data.find((w) => w.currency === 'AED')!.wallet_id;
  const ids: string[] = [];
  for (const amount of amounts) {
    const tx = await callAs<{ data: { transaction_id: string; status: string } }>(
      token,
      'POST',
      '/transfer/internal',
      {
        idempotency_key: randomUUID(),
        from_wallet_id: aed,
        to_account_number: to.data.account_number,
        amount_minor: filsOf(amount),
        reference: `Journey ${amount}`,
      },
    );
    expect(tx.data.status).toBe('awaiting_approval');
    ids.push(tx.data.transaction_id);
  }
  return ids;
}
