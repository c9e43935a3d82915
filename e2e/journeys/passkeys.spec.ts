// Passkeys (issue 26) in Debian's Chromium with its virtual authenticator (the DevTools protocol's
// WebAuthn domain: an internal platform authenticator with user verification). Passkeys need a
// host name, never an IP address, so these journeys open the app on localhost (the same server).
import { expect, test, type Page } from '@playwright/test';
import { PATHS, waitingReviewItemPath } from '@bank/banking-app/paths';
import { corporateToken, externalCustomer, prepareTransfers } from './money';
import {
  baseUrl,
  codeIn,
  enableSmsFactor,
  expectAccessible,
  invitedFalconUser,
  outbox,
  passCaptcha,
  totp,
} from './support';

/** The app on localhost: the relying party the server names for a loopback address. */
const onLocalhost = (path: string) => `${baseUrl().replace('127.0.0.1', 'localhost')}${path}`;

type Credential = { credentialId: string };

/**
 * A virtual platform authenticator (fingerprint or face: user verification on) for this page,
 * holding `credentials` when given (a passkey made on another page, as a synced passkey is).
 */
async function addVirtualAuthenticator(page: Page, credentials: Credential[] = []) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      ctap2Version: 'ctap2_1',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  for (const credential of credentials)
    await cdp.send('WebAuthn.addCredential', { authenticatorId, credential: credential as never });
  return {
    credentials: async () =>
      (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials as Credential[],
  };
}

async function logInWithPassword(page: Page, who: { email: string; password: string }) {
  await page.goto(onLocalhost(PATHS.login));
  await page.getByLabel(/Email address/).fill(who.email);
  await page.getByLabel(/^Password/).fill(who.password);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

async function smsCode(page: Page, phone: string) {
  await page.getByRole('radio', { name: /Text message \(SMS\)/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code' }).click();
  await page.getByLabel(/^Code/).fill(codeIn(await outbox(phone, { channel: 'sms', since })));
  await page.getByRole('button', { name: 'Continue' }).click();
}

async function logOut(page: Page) {
  await page.goto(onLocalhost(PATHS.logout));
  await page.getByText('Your session has ended on this device, in every open tab.').waitFor();
}

test('a customer adds a passkey, signs in with it, confirms a transfer abroad and a new beneficiary with it (amount and payee shown first), confirms a change of second factor with it, removes it and logs in with a code', async ({
  page,
  browser,
}) => {
  const who = await externalCustomer('passkey');
  await enableSmsFactor(who);
  const device = await addVirtualAuthenticator(page);
  const home = page.getByRole('heading', { level: 1, name: /, Mariam$/ });

  await logInWithPassword(page, who);
  await smsCode(page, who.phoneE164);
  await expect(home).toBeVisible();

  // Security: name the passkey, then the browser's prompt (the virtual authenticator answers).
  await page.goto(onLocalhost(PATHS.securityPage));
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByText('You have no passkeys yet.')).toBeVisible();
  await expectAccessible(page);
  await passkeys.getByRole('textbox', { name: /Name/ }).fill('Work laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByText('Passkey added. Next time, log in with it.')).toBeVisible();
  await expect(passkeys.getByRole('heading', { name: 'Work laptop' })).toBeVisible();
  expect(await device.credentials()).toHaveLength(1);
  await expectAccessible(page);

  // A sign-in with the passkey alone: the login page asks the browser quietly (conditional
  // mediation) as it opens, and the e-mail field's suggestions offer the passkey; the virtual
  // authenticator picks it at once, so the page goes on to the account without a key pressed.
  await logOut(page);
  await page.goto(onLocalhost(PATHS.login));
  await expect(home).toBeVisible();

  // An external transfer confirmed with the passkey: the statement of what is signed comes first.
  await page.goto(onLocalhost(PATHS.externalStep1));
  await page.getByRole('radio', { name: /Landlord London/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('radio', { name: /^AED/ }).check();
  await page.getByRole('textbox', { name: /^You send/ }).fill('50');
  await page.getByRole('button', { name: 'Continue' }).click();
  const purpose = page.getByRole('combobox', { name: /Purpose of payment/ });
  await purpose.fill('family');
  await page.getByRole('option', { name: /^FAM/ }).click();
  await page.getByRole('radio', { name: /Shared \(SHA\)/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue and send me a code' }).click();
  const approval = page.getByRole('region', { name: 'Confirm with your passkey' });
  await approval.getByRole('button', { name: 'Check and sign with my passkey' }).click();
  await expect(
    approval.getByText('You are signing this transfer, and only this one:'),
  ).toBeVisible();
  // AED 50 and the fee: what leaves the wallet.
  await expect(approval.getByText(/^AED\s(?!50\.00)\d+\.\d\d$/)).toBeVisible();
  await expect(approval.getByText('John Smith')).toBeVisible();
  await expect(approval.getByText('GB29 NWBK 6016 1331 9268 19')).toBeVisible();
  await expectAccessible(page);
  await approval.getByRole('button', { name: 'Sign and send' }).click();
  await expect(page.getByText(/Transfer on its way|Money sent/)).toBeVisible();

  // A new beneficiary: the passkey signs that payee (name, full IBAN, currency), shown first.
  await page.goto(onLocalhost(PATHS.addBeneficiary));
  await page.getByRole('textbox', { name: /^IBAN/ }).fill('GB29 NWBK 6016 1331 9268 19');
  await page.getByRole('textbox', { name: /BIC/ }).fill('NWBKGB2L');
  await expect(page.getByText(/^Bank: National Westminster Bank/)).toBeVisible();
  await page.getByRole('textbox', { name: /Account holder's name/ }).fill('John Smith');
  await page.getByRole('combobox', { name: /Currency/ }).fill('EUR');
  await page.getByRole('option', { name: /EUR/ }).click();
  await page.getByRole('button', { name: 'Save beneficiary' }).click();
  const payee = page.getByRole('dialog', { name: 'Confirm it’s you' });
  await payee.getByRole('button', { name: 'Check and sign with my passkey' }).click();
  await expect(payee).toContainText('GB29 NWBK 6016 1331 9268 19');
  await expect(payee).toContainText('EUR');
  await expectAccessible(page);
  await payee.getByRole('button', { name: 'Sign and add' }).click();
  await expect(page.getByText('John Smith was added to your beneficiaries.')).toBeVisible();

  // On another device holding the same (synced) passkey, keyboard only and in Arabic: the password,
  // then the passkey as the second step.
  const passkey = await device.credentials();
  await logOut(page);
  const otherDevice = await browser.newContext();
  const other = await otherDevice.newPage();
  await other.goto(onLocalhost(PATHS.login));
  // The prerendered page is live once its passkey button shows (drawn after hydration only).
  await expect(other.getByRole('button', { name: 'Sign in with a passkey' })).toBeVisible();
  await other.getByRole('button', { name: 'العربية' }).click();
  await other.getByLabel(/البريد الإلكتروني/).focus();
  await other.keyboard.type(who.email);
  await other.keyboard.press('Tab');
  await other.keyboard.type(who.password);
  await passCaptcha(other, true);
  await other.getByRole('button', { name: 'تسجيل الدخول', exact: true }).focus();
  await other.keyboard.press('Enter');
  const use = other.getByRole('button', { name: 'استخدام مفتاح المرور' });
  await expect(use).toBeVisible();
  await expectAccessible(other);
  await addVirtualAuthenticator(other, passkey);
  await use.focus();
  await other.keyboard.press('Enter');
  await expect(other.getByRole('heading', { level: 1, name: /، Mariam$/ })).toBeVisible();
  await other.getByRole('button', { name: 'English' }).click();

  // A change of second factor within the session: "Confirm it's you" first, with the passkey.
  await other.goto(onLocalhost(PATHS.securityPage));
  await other.getByRole('button', { name: 'Set up an authenticator app' }).click();
  const confirm = other.getByRole('dialog', { name: 'Confirm it’s you' });
  await expect(confirm).toBeVisible();
  await expectAccessible(other);
  await other.screenshot({ path: test.info().outputPath('step-up.png') });
  await confirm.getByRole('button', { name: 'Use my passkey' }).click();
  await expect(confirm).toBeHidden();
  await expect(other.getByRole('img', { name: /QR code to add/ })).toBeVisible();
  await other.getByRole('button', { name: 'Cancel' }).click();

  // The last passkey goes with the password and a code; the next login asks for the code again.
  const mine = other.getByRole('region', { name: 'Passkeys' });
  await mine.getByRole('button', { name: /Remove/ }).click();
  await mine.getByLabel(/^Password/).fill(who.password);
  const since = Date.now();
  await mine.getByRole('button', { name: /Send me a code/ }).click();
  await mine
    .getByLabel(/^Enter the 6-digit code we sent you/)
    .fill(codeIn(await outbox(who.phoneE164, { channel: 'sms', since })));
  await expectAccessible(other);
  await mine
    .getByRole('button', { name: /^Remove/ })
    .last()
    .click();
  await expect(mine.getByText('Passkey removed.')).toBeVisible();
  await logOut(other);
  await logInWithPassword(other, who);
  await smsCode(other, who.phoneE164);
  await expect(other.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await otherDevice.close();
});

test('after a login with a code the home offers a passkey, never forced: "Not now" holds it back, "Add a passkey" makes one on this device', async ({
  page,
}) => {
  const who = await externalCustomer('passkey-offer');
  await enableSmsFactor(who);
  const device = await addVirtualAuthenticator(page);
  const home = page.getByRole('heading', { level: 1, name: /, Mariam$/ });
  const offer = page.getByRole('region', { name: 'Log in faster next time' });

  // The offer is drawn with the home, among its notices.
  await logInWithPassword(page, who);
  await smsCode(page, who.phoneE164);
  await expect(home).toBeVisible();
  await expect(offer).toBeVisible();
  await expectAccessible(page);
  await offer.getByRole('button', { name: 'Not now' }).click();
  await expect(page.getByText('We will not ask again for 30 days.')).toBeVisible();
  await expectAccessible(page);

  // The next login on this browser: no offer (for 30 days).
  await logOut(page);
  await logInWithPassword(page, who);
  await smsCode(page, who.phoneE164);
  await expect(home).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Total balance' })).toBeVisible();
  await expect(offer).toHaveCount(0);

  // Thirty days later (the answer forgotten), offered again: one press, the browser's prompt (the
  // virtual authenticator answers), and the passkey is named after this browser.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage))
      if (key.startsWith('sadu.passkey-offer.')) localStorage.removeItem(key);
  });
  await logOut(page);
  await logInWithPassword(page, who);
  await smsCode(page, who.phoneE164);
  await offer.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(
    page.getByText('Next time, log in with your passkey instead of a code.'),
  ).toBeVisible();
  expect(await device.credentials()).toHaveLength(1);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Rename or remove it in Security' }).click();
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await expect(passkeys.getByRole('heading', { name: /^Chrome on / })).toBeVisible();
});

test("an approver with a passkey approves a preparer's transfer with it: no code sent, what is approved restated first", async ({
  page,
}) => {
  // An approver of Falcon Trading of their own: a passkey on the shared demo approver would change
  // how the other journeys log them in.
  const approver = await invitedFalconUser(
    'pk-approver',
    'approver',
    await corporateToken('admin'),
  );
  await addVirtualAuthenticator(page);
  await logInWithPassword(page, approver);
  await page.getByLabel(/^Code/).fill(await totp(approver.totpSecret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /, Hessa$/ })).toBeVisible();
  await page.goto(onLocalhost(PATHS.securityPage));
  const passkeys = page.getByRole('region', { name: 'Passkeys' });
  await passkeys.getByRole('textbox', { name: /Name/ }).fill('Approver laptop');
  await passkeys.getByRole('button', { name: 'Add a passkey' }).click();
  await expect(passkeys.getByRole('heading', { name: 'Approver laptop' })).toBeVisible();

  const [id] = await prepareTransfers(['23.45']);
  await page.goto(onLocalhost(waitingReviewItemPath('internal_transfer', id!)));
  const decision = page.getByRole('region', { name: 'Your decision' });
  await decision.getByRole('button', { name: 'Approve', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this transaction?' });
  await expect(dialog).toContainText(/Leaves your wallet\s*AED\s23\.45/);
  await expect(dialog.getByRole('button', { name: 'Approve with my passkey' })).toBeVisible();
  // An approver with a passkey is sent no code: it is one press away if they want one.
  await expect(dialog.getByText(/^We sent a 6-digit code to/)).toHaveCount(0);
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Approve with my passkey' }).click();
  await expect(page.getByText('Approved. The transaction was sent.')).toBeVisible();
});
