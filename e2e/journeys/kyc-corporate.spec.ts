// Issue 14, the company's side: a corporate administrator onboards the company (details, the
// organisation's documents, two shareholders, the authorised person, their own identity check) and
// sends the check, which the sandbox approves. Another chooses Arabic and the dark theme, logs in on
// another device (a fresh browser context), finds both applied and walks the corporate screens in
// Arabic. And the company's users: one invited as a viewer, made a preparer, then disabled, and what
// they can do after each. axe on every screen. Customers registered through the API; one server;
// three tests that run side by side.
import { expect, test, type Page } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import {
  baseUrl,
  codeIn,
  linkIn,
  logIn,
  logInWithSms,
  newIdentity,
  outbox,
  registerCorporateAdminByApi,
  totp,
} from './support';
import {
  fillPersonalDetails,
  noAxeViolations,
  takePhoto,
  uploadDocument,
  withCamera,
} from './kyc-support';

test.use(withCamera);

const go = (page: Page, path: string) => page.goto(`${baseUrl()}${path}`);
const heading = (page: Page, name: string | RegExp) =>
  page.getByRole('heading', { level: 1, name });

async function nationality(page: Page, label: RegExp, text: string) {
  await page.getByRole('combobox', { name: label }).fill(text);
  await page
    .getByRole('option', { name: new RegExp(text) })
    .first()
    .click();
}

async function addShareholder(page: Page, name: string, country: string, share: string) {
  await page.getByRole('textbox', { name: /Full name/ }).fill(name);
  await nationality(page, /Nationality/, country);
  await page.getByRole('textbox', { name: /Share in percent/ }).fill(share);
  await page.getByRole('button', { name: 'Add the shareholder' }).click();
}

test('a corporate administrator onboards the company and the sandbox approves', async ({
  page,
}) => {
  const admin = await registerCorporateAdminByApi('dunes');
  await logInWithSms(page, admin);
  await expect(heading(page, /(, |، )Mariam$/)).toBeVisible();

  await go(page, PATHS.corporateKyc);
  await expect(heading(page, "Your company's identity check")).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'Continue: Company details' }).click();

  // Company details, then the organisation's documents.
  await expect(heading(page, 'Company details')).toBeVisible();
  await page.getByRole('textbox', { name: /Legal name/ }).fill('Dunes Trading LLC');
  await page.getByRole('textbox', { name: /Trade licence number/ }).fill('DED-778812');
  await page.getByRole('textbox', { name: /Trade licence expiry date/ }).fill('31-12-2030');
  await page
    .getByRole('textbox', { name: /Registration authority/ })
    .fill('Dubai Department of Economy and Tourism');
  await page
    .getByRole('textbox', { name: /Registered address, line 1/ })
    .fill('Office 1201, Bay Square');
  await page.getByRole('textbox', { name: /^City/ }).fill('Dubai');
  await page.getByRole('textbox', { name: /Industry/ }).fill('General trading');
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(heading(page, 'Company documents')).toBeVisible();
  await noAxeViolations(page);
  await uploadDocument(page, 'Trade licence', 'licence.png');
  await uploadDocument(page, 'Memorandum of association', 'moa.png');
  await uploadDocument(page, 'Board resolution', 'resolution.png');
  await page.getByRole('link', { name: 'Continue to the shareholders' }).click();

  // Two shareholders; a share that would take the total over 100 % is refused with what is left.
  await expect(heading(page, 'Shareholders')).toBeVisible();
  await addShareholder(page, 'Hamad Al Falasi', 'Emirati', '60');
  await expect(page.getByRole('region', { name: 'Hamad Al Falasi', exact: true })).toBeVisible();
  await uploadDocument(page, 'Identity document of Hamad Al Falasi', 'hamad-passport.png');
  await page.getByRole('button', { name: 'Add a shareholder' }).click();
  await addShareholder(page, 'Noura Saeed', 'Saudi', '45');
  await expect(
    page.getByRole('link', {
      name: 'The shares would add up to more than 100 %: 40 % is left for this shareholder',
    }),
  ).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('textbox', { name: /Share in percent/ }).fill('40');
  await page.getByRole('button', { name: 'Add the shareholder' }).click();
  await expect(page.getByRole('region', { name: 'Noura Saeed', exact: true })).toBeVisible();
  await expect(page.getByText('Shares listed: 100 % of 100 %')).toBeVisible();
  await uploadDocument(page, 'Identity document of Noura Saeed', 'noura-passport.png');
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'Continue to the authorised person' }).click();

  // The authorised person and their identity document.
  await expect(heading(page, 'Authorised person')).toBeVisible();
  await page.getByRole('textbox', { name: /First name/ }).fill('Khalid');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Al Suwaidi');
  await page.getByRole('textbox', { name: /Date of birth/ }).fill('03-09-1984');
  await nationality(page, /Nationality/, 'Emirati');
  await page.getByRole('textbox', { name: /Position in the company/ }).fill('Managing Director');
  await page
    .getByRole('textbox', { name: /Email address/ })
    .fill('khalid@dunes-trading.example.ae');
  await page.getByRole('textbox', { name: /Mobile number/ }).fill('+971501234567');
  await page.getByRole('button', { name: 'Save the details' }).click();
  await expect(page.getByText('The authorised person’s details are saved.')).toBeVisible();
  await uploadDocument(page, "Authorised person's identity document", 'khalid-eid.png');
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'Back to your identity check' }).click();

  // The administrator's own identity check: details, documents, selfie.
  await page.getByRole('link', { name: 'Continue: Your details' }).click();
  await expect(heading(page, 'Your own identity check')).toBeVisible();
  await fillPersonalDetails(page, '784-1990-1234567-1');
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.verifyKyc}$`));
  await noAxeViolations(page);
  await uploadDocument(page, 'Emirates ID, front', 'id-front.png');
  await uploadDocument(page, 'Emirates ID, back', 'id-back.png');
  await uploadDocument(page, 'Proof of address', 'dewa-bill.png');
  await page.getByRole('link', { name: 'Continue to your selfie' }).click();
  await takePhoto(page, 'Selfie');
  await expect(page).toHaveURL(new RegExp(`${PATHS.corporateKyc}$`));
  await expect(page.getByRole('button', { name: 'Send for checking' })).toBeVisible();
  await noAxeViolations(page);

  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByText('Your identity is verified')).toBeVisible();
  await noAxeViolations(page);
});

test("a corporate administrator's Arabic and dark theme, chosen in settings, apply when they log in on another device; the corporate screens in Arabic", async ({
  page,
  browser,
}) => {
  const admin = await registerCorporateAdminByApi('souk');
  await logInWithSms(page, admin);
  await expect(heading(page, /(, |، )Mariam$/)).toBeVisible();
  // Each choice is saved at once, then shown as chosen.
  await go(page, PATHS.settings);
  await page.getByRole('radio', { name: 'Dark' }).click();
  await expect(page.getByRole('radio', { name: 'Dark' })).toBeChecked();
  await page.getByRole('radio', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  await expect(heading(page, 'الإعدادات')).toBeVisible();
  await noAxeViolations(page);

  // Another device: a fresh browser, in English until the login applies the stored choices.
  const other = await browser.newContext();
  const device = await other.newPage();
  try {
    await logInWithSms(device, admin);
    await expect(heading(device, /، Mariam$/)).toBeVisible();
    await expect(device.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(device.getByRole('button', { name: 'التبديل إلى الوضع الفاتح' })).toBeVisible();
    for (const [path, title] of [
      [PATHS.corporateKyc, 'التحقق من هوية شركتك'],
      [PATHS.companyDetails, 'بيانات الشركة'],
      [PATHS.corporateOrgDocument, 'مستندات الشركة'],
      [PATHS.corporateShareholder, 'المساهمون'],
      [PATHS.authPersonDetails, 'الشخص المفوض'],
      [PATHS.corporateAdminKyc, 'التحقق من هويتك أنت'],
      [PATHS.manageSubaccounts, 'مستخدمو شركتك'],
    ] as const) {
      await go(device, path);
      await expect(heading(device, title)).toBeVisible();
      await noAxeViolations(device);
    }
  } finally {
    await other.close();
  }
});

test('a corporate administrator invites a viewer, makes them a preparer, then disables them; what the user can do after each', async ({
  page,
  browser,
}) => {
  const admin = await registerCorporateAdminByApi('oasis');
  await logInWithSms(page, admin);
  await expect(heading(page, /(, |، )Mariam$/)).toBeVisible();
  await go(page, PATHS.manageSubaccounts);
  await expect(heading(page, "Your company's users")).toBeVisible();
  await noAxeViolations(page);

  const invitee = {
    email: admin.email.replace('@', '.salma@'),
    password: 'Oasis palm grove 2026 green',
  };
  await page.getByRole('textbox', { name: /Email address/ }).fill(invitee.email);
  await page.getByRole('textbox', { name: /First name/ }).fill('Salma');
  await page.getByRole('textbox', { name: /Last name/ }).fill('Karim');
  await page.getByRole('radio', { name: /^Viewer/ }).check();
  const since = Date.now();
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`We sent an invitation to ${invitee.email}.`)).toBeVisible();
  const salma = page.getByRole('listitem', { name: 'Salma Karim' });
  await expect(salma).toContainText('Invited');
  await noAxeViolations(page);

  // The invitee sets a password through the e-mailed link, then sets up an authenticator at first login.
  const link = linkIn(await outbox(invitee.email, { channel: 'email', since }));
  const theirs = await browser.newContext();
  const user = await theirs.newPage();
  try {
    await go(user, `${link.pathname}${link.search}`);
    await expect(heading(user, 'Choose a new password')).toBeVisible();
    await user.getByLabel(/^New password/).fill(invitee.password);
    await user.getByLabel(/Type the new password again/).fill(invitee.password);
    await user.getByRole('button', { name: 'Change my password' }).click();
    await expect(heading(user, 'Your password has been changed')).toBeVisible();
    await logIn(user, invitee.email, invitee.password);
    await expect(heading(user, 'Set up an authenticator app')).toBeVisible();
    const secret = (await user.getByText(/^[A-Z2-7]{4}( [A-Z2-7]{1,4})+$/).textContent()) ?? '';
    await user.getByLabel(/Enter the 6-digit code the app shows/).fill(await totp(secret));
    await user.getByRole('button', { name: 'Turn on and continue' }).click();
    // An invitation names the person only: the rest of their details come at first login.
    await expect(heading(user, 'Complete your details')).toBeVisible();
    await user.getByLabel(/Date of birth/).fill('12-04-1992');
    await user.getByRole('combobox', { name: /Nationality/ }).fill('Emirati');
    await user
      .getByRole('option', { name: /Emirati/ })
      .first()
      .click();
    await user.getByLabel(/^Mobile number/).fill(newIdentity('salma').phoneLocal);
    await noAxeViolations(user);
    await user.getByRole('button', { name: 'Save and continue' }).click();
    // A failure here leaves the invitee's page (not the one Playwright captures) in the test's output.
    await expect(heading(user, /, Salma$/))
      .toBeVisible()
      .catch(async (e: unknown) => {
        await test.info().attach('invited-user.png', {
          body: await user.screenshot(),
          contentType: 'image/png',
        });
        throw e;
      });

    // A viewer: the company's money, and no action that moves it.
    const actions = user.getByRole('list', { name: 'Quick actions' });
    await expect(actions.getByRole('link')).toHaveText(['Statements']);
    await noAxeViolations(user);
    await page.reload();
    await expect(salma).toContainText('Active');

    // A preparer from their next action: transfers and conversions to prepare for approval. The
    // change is confirmed with the administrator's code, sent for it as the dialog opens.
    let since = Date.now();
    await salma.getByRole('radio', { name: 'Preparer' }).click();
    const toPreparer = page.getByRole('dialog', {
      name: 'Change the role of Salma Karim to Preparer?',
    });
    await expect(toPreparer.getByText(/^We sent a 6-digit code to/)).toBeVisible();
    await noAxeViolations(page);
    await toPreparer
      .getByRole('textbox', { name: /One-time code/ })
      .fill(codeIn(await outbox(admin.phoneE164, { channel: 'sms', since })));
    await toPreparer.getByRole('button', { name: 'Change the role' }).click();
    await expect(
      page.getByText('Salma Karim is now a Preparer. We have told them by e-mail.'),
    ).toBeVisible();
    await user.reload();
    // A preparer now, told so; the new company has no wallet nor money yet, so the home offers
    // adding money and neither "Send money" nor (before there is money) "Prepare a transfer".
    await expect(user.getByText(/^Your role is Preparer: you can prepare transfers/)).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Add money' })).toBeVisible();
    await expect(actions.getByRole('link', { name: 'Prepare a transfer' })).toHaveCount(0);
    await expect(actions.getByRole('link', { name: 'Send money' })).toHaveCount(0);
    // The change is recorded for the administrators, and the person was told by e-mail.
    await expect(
      page
        .getByRole('table', { name: /Changes to users/ })
        .getByRole('row')
        .nth(1),
    ).toContainText(/Salma Karim.*Viewer → Preparer/);
    const told = await outbox(invitee.email, { channel: 'email', since });
    expect(told.subject).toMatch(/^Your role at .+ is now Preparer$/);
    await noAxeViolations(user);

    // Disabled: logged out at once, and the login says why.
    since = Date.now();
    await salma.getByRole('button', { name: 'Disable Salma Karim' }).click();
    const disabling = page.getByRole('dialog', { name: 'Disable Salma Karim?' });
    await expect(disabling.getByText(/^We sent a 6-digit code to/)).toBeVisible();
    await disabling
      .getByRole('textbox', { name: /One-time code/ })
      .fill(codeIn(await outbox(admin.phoneE164, { channel: 'sms', since })));
    await disabling.getByRole('button', { name: 'Disable', exact: true }).click();
    await expect(
      page.getByText(
        'Salma Karim is disabled: logged out everywhere and cannot log in. We have told them by e-mail.',
      ),
    ).toBeVisible();
    await expect(salma).toContainText('Disabled');
    await noAxeViolations(page);
    await user.reload();
    await expect(user).toHaveURL(/\/login/);
    await logIn(user, invitee.email, invitee.password);
    await expect(
      user.getByText(
        'Your company’s administrator has disabled this user. Ask them to enable it again to log in.',
      ),
    ).toBeVisible();
    await noAxeViolations(user);
  } finally {
    await theirs.close();
  }
});
