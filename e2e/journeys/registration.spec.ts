// Journeys 1 and 2: registering an individual and a corporate customer in the browser, every step,
// codes read from the development outbox; then logging in.
import { expect, test } from '@playwright/test';
import { CONSENT_VERSIONS } from '@bank/api-contract/constants';
import {
  baseUrl,
  codeIn,
  linkIn,
  logIn,
  logOut,
  newIdentity,
  outbox,
  passCaptcha,
  totp,
} from './support';
import { expectNoAxeViolations } from './axe';

test('an individual registers step by step, reloads on the way, and logs in', async ({ page }) => {
  const who = newIdentity('individual');
  const password = 'Sadu blue harbour 2026';
  await page.goto(`${baseUrl()}/registration`);
  await expect(page.getByRole('heading', { level: 1, name: 'Open an account' })).toBeVisible();
  await expectNoAxeViolations(page);

  // A step reached out of order goes back to the start.
  await page.goto(`${baseUrl()}/registration/personal_details`);
  await expect(page).toHaveURL(/\/registration$/);

  await page.getByRole('radio', { name: /Personal account/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your email address' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/Email address/).fill(who.email);
  await passCaptcha(page);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a password' })).toBeVisible();
  await page.getByLabel(/^Password/).fill('too short');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await expect(
    page.getByRole('link', { name: 'Your password must have at least 12 characters' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/Type the password again/).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  // Progress survives a reload; a later step still sends the customer back here.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.goto(`${baseUrl()}/registration/otp_complete`);
  await expect(page).toHaveURL(/\/registration\/personal_details$/);

  await page.getByLabel(/First name/).fill('Noura');
  await page.getByLabel(/Last name/).fill('Al Mansoori');
  // A day that does not exist gets that one message, not "you must be 18".
  await page.getByLabel(/Date of birth/).fill('31-02-1990');
  await page.getByRole('combobox', { name: /Nationality/ }).fill('Emirati');
  await page
    .getByRole('option', { name: /Emirati/ })
    .first()
    .click();
  await page.getByLabel(/^Mobile number/).fill(who.phoneLocal);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: /That day does not exist/ })).toBeVisible();
  await expect(page.getByLabel(/Date of birth/)).toHaveAccessibleDescription(
    /That day does not exist/,
  );
  await expect(page.getByLabel(/Date of birth/)).not.toHaveAccessibleDescription(
    /18 or over to open/,
  );
  await page.getByLabel(/Date of birth/).fill('01-01-2015');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: /You must be 18 or over/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/Date of birth/).fill('14-02-1992');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your mobile number' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code by SMS' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Enter the code we sent you' }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: /Send a new code \(available in \d+ s\)/ }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/^Code/).fill('000000');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('link', { name: 'The code is not right: check it and enter it again' }),
  ).toBeVisible();
  await page
    .getByLabel(/^Code/)
    .fill(codeIn(await outbox(who.phoneE164, { channel: 'sms', since })));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Open your account' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The account opens only once the terms and the privacy policy are accepted.
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page.getByRole('alert', { name: 'There is a problem' })).toBeFocused();
  await page
    .getByRole('link', {
      name: 'Accept the terms and conditions and the privacy policy to open your account',
    })
    .click();
  const consent = page.getByRole('checkbox', { name: /I accept the terms and conditions/ });
  await expect(consent).toBeFocused();
  await expectNoAxeViolations(page);
  // Each text opens in a new tab, the registration staying where it is.
  const [terms] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'terms and conditions (opens in a new tab)' }).click(),
  ]);
  await expect(terms).toHaveURL(/\/terms_of_use$/);
  await expect(terms.getByRole('heading', { level: 1 })).toBeVisible();
  await terms.close();
  await expect(
    page.getByRole('link', { name: 'privacy policy (opens in a new tab)' }),
  ).toHaveAttribute('href', '/privacy_policy');
  await consent.check();
  const opened = Date.now();
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sadu Bank' })).toBeVisible();
  await expectNoAxeViolations(page);
  const verifyLink = linkIn(await outbox(who.email, { channel: 'email', since: opened }));
  expect(verifyLink.pathname).toBe('/email_address_verify');
  await page.getByRole('link', { name: 'Next: verify your identity' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Verify your identity' })).toBeVisible();
  await expectNoAxeViolations(page);
  // Opening the account logged the customer in (the password and the phone's code were the proof
  // a login asks for): the identity check opens at its first step, without a second login.
  await page.getByRole('link', { name: 'Start your identity check' }).click();
  await expect(page).toHaveURL(/\/dashboard\/kyc$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await expect(page.getByText(/^Step 1 of 3/)).toBeVisible();
  await page.goto(`${baseUrl()}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: /, Noura$/ })).toBeVisible();
  await expect(page.getByText('Confirm your email address')).toBeVisible();

  // The emailed link confirms the address.
  await page.goto(`${baseUrl()}${verifyLink.pathname}${verifyLink.search}`);
  await expect(page.getByText(who.email).first()).toBeVisible();
  await page.goto(`${baseUrl()}/dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: /, Noura$/ })).toBeVisible();
  await expect(page.getByText('Confirm your email address')).toHaveCount(0);

  // The profile says what was accepted, and when.
  await page.goto(`${baseUrl()}/dashboard/user_account`);
  const accepted = page.getByRole('region', { name: 'Terms you accepted' });
  await expect(
    accepted.getByText(
      new RegExp(`^version ${CONSENT_VERSIONS.terms} on \\d{2}-\\d{2}-\\d{4} \\d{2}:\\d{2} UTC$`),
    ),
  ).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a corporate customer verifies the company email by code, registers, and sets up an authenticator at first login', async ({
  page,
}) => {
  const who = newIdentity('corporate');
  const password = 'Falcon desert caravan 2026';
  await page.goto(`${baseUrl()}/registration`);
  await page.getByRole('radio', { name: /Business account/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your company email address' }),
  ).toBeVisible();
  await page.getByLabel(/Company email address/).fill(who.email);
  await passCaptcha(page);
  const sent = Date.now();
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page
    .getByLabel(/Code from the email/)
    .fill(codeIn(await outbox(who.email, { channel: 'email', since: sent })));
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a password' })).toBeVisible();
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel(/Type the password again/).fill(password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Your details' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('link', { name: "Enter your company's name" })).toBeVisible();
  await page.getByLabel(/Company name/).fill('Dhow Logistics LLC');
  await page.getByLabel(/First name/).fill('Khalid');
  await page.getByLabel(/Last name/).fill('Al Suwaidi');
  await page.getByLabel(/Date of birth/).fill('03-09-1984');
  await page.getByRole('combobox', { name: /Nationality/ }).fill('Emirati');
  await page
    .getByRole('option', { name: /Emirati/ })
    .first()
    .click();
  await page.getByLabel(/^Mobile number/).fill(who.phoneLocal);
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByRole('link', { name: 'Get the code by WhatsApp instead' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Confirm your mobile number with WhatsApp' }),
  ).toBeVisible();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the code by WhatsApp' }).click();
  await expect(page).toHaveURL(/\/registration\/verify_otp_whatsapp$/);
  await page
    .getByLabel(/^Code/)
    .fill(codeIn(await outbox(who.phoneE164, { channel: 'whatsapp', since })));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /I accept the terms and conditions/ }).check();
  await page.getByRole('button', { name: 'Open my account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Sadu Bank' })).toBeVisible();

  // Corporate users must have a second factor: the first login after the one the registration
  // made sets up an authenticator.
  await logOut(page);
  await logIn(page, who.email, password);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Set up an authenticator app' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await expectNoAxeViolations(page);
  const secret = (await page.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? '';
  await page.getByLabel(/Enter the 6-digit code the app shows/).fill(await totp(secret));
  await page.getByRole('button', { name: 'Turn on and continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Save your recovery codes' }),
  ).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem'),
  ).toHaveCount(10);
  await expect(page.getByRole('button', { name: 'Download the codes' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'I have saved my codes, continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /, Khalid$/ })).toBeVisible();
  await expect(
    page.getByText('You are using online banking for Dhow Logistics LLC.'),
  ).toBeVisible();
});
