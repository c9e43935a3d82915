// Issue 13: an internal transfer to a new recipient found by e-mail, in Chromium against the real
// backend. The payer and the payee register through the API (their own customers, so parallel
// suites never see this money); the bank names the payee masked before the payer continues.
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import {
  accessTokenFor,
  baseUrl,
  callAs,
  expectAccessible,
  logIn,
  post,
  registerByApi,
} from './support';

interface Wallet {
  wallet_id: string;
  account_number: string;
  iban: string;
}

test('an individual sends money to a new recipient by e-mail: the bank names them masked, the payer picks their currency, the money arrives once', async ({
  page,
}) => {
  const payee = await registerByApi('recipient-payee');
  const payeeToken = await accessTokenFor(payee);
  const payeeAed = (
    await callAs<{ data: Wallet }>(payeeToken, 'POST', '/wallet/open', { currency: 'AED' })
  ).data;
  await callAs(payeeToken, 'POST', '/wallet/open', { currency: 'USD' });
  const payer = await registerByApi('recipient-payer');
  const payerToken = await accessTokenFor(payer);
  const payerAed = (
    await callAs<{ data: Wallet }>(payerToken, 'POST', '/wallet/open', { currency: 'AED' })
  ).data;
  await post('/dev/bank/incoming', {
    iban: payerAed.iban,
    amount_minor: '50000',
    currency: 'AED',
    sender_name: 'Mariam Haddad',
  });

  await logIn(page, payer.email, payer.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await page.goto(`${baseUrl()}${PATHS.internalStep1}`);
  await page.getByRole('link', { name: 'Send to a new recipient' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.internalStep1New}$`));

  await page.getByRole('radio', { name: 'E-mail address' }).check();
  const address = page.getByRole('textbox', { name: /Recipient's e-mail address/ });
  // An address nobody banks with is said at the field.
  await address.fill(`nobody.${Date.now()}@journeys.example.ae`);
  await page.getByRole('button', { name: 'Find the recipient' }).click();
  await expect(address).toHaveAccessibleDescription(
    /Nobody can be paid at this address at Sadu Bank/,
  );
  await address.fill(payee.email);
  await page.getByRole('button', { name: 'Find the recipient' }).click();
  const found = page.getByRole('status').filter({ hasText: 'The name the bank holds' });
  await expect(found).toContainText('Mariam H.');
  await expect(found).not.toContainText('Haddad');
  await expectAccessible(page);
  await page
    .getByRole('group', { name: /Pay into their wallet in/ })
    .getByRole('radio', { name: 'AED' })
    .check();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`${PATHS.internalStep2}$`));
  await page.getByRole('radio', { name: /^AED/ }).check();
  await page.getByRole('textbox', { name: /Amount/ }).fill('75.25');
  await page.getByRole('textbox', { name: /Reference/ }).fill('Concert tickets');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { name: 'Check the details' })).toBeVisible();
  await expect(page.getByText(payee.email)).toBeVisible();
  await expect(page.getByText(/Mariam H\./)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue to confirm' }).click();
  await page.getByRole('button', { name: /^Send AED\s75\.25$/ }).click();
  await expect(page.getByText('Money sent')).toBeVisible();
  await expectAccessible(page);

  const wallets = await callAs<{ data: { wallet_id: string; balance: { amount: string } }[] }>(
    payeeToken,
    'GET',
    '/wallet/list',
  );
  expect(wallets.data.find((w) => w.wallet_id === payeeAed.wallet_id)?.balance.amount).toBe(
    '75.25',
  );
  const sent = await callAs<{
    data: {
      items: { amount: { amount: string }; counterparty: { detail: string | null } | null }[];
    };
  }>(payerToken, 'GET', '/transaction/list?type=internal_transfer');
  expect(sent.data.items.map((tx) => [tx.amount.amount, tx.counterparty?.detail])).toEqual([
    ['75.25', payee.email],
  ]);
});
