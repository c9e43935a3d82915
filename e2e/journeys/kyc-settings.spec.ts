// Issue 14: an individual's identity check with the browser's camera (Chromium's fake device),
// approved by the sandbox review, then an e-mail change in three steps (the old address is told); a
// rejected selfie taken again and approved (the sandbox's test Emirates ID). One fresh customer, one
// browser page, one server: what a customer does, in the order they do it.
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { baseUrl, codeIn, logIn, outbox, registerByApi } from './support';
import {
  fillPersonalDetails,
  noAxeViolations,
  SANDBOX_REJECTED_EMIRATES_ID,
  takePhoto,
  uploadDocument,
  withCamera,
} from './kyc-support';

test.use(withCamera);

test('an individual verifies their identity with the camera and is approved by the sandbox review', async ({
  page,
}) => {
  const who = await registerByApi('kyc');
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();

  await page.goto(`${baseUrl()}${PATHS.completeKyc}`);
  await expect(page.getByText('Verify your identity')).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'Continue: Your details' }).click();

  // Step 1: the details, prefilled from the profile; a reload keeps what was typed.
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Mariam');
  await page.getByRole('textbox', { name: /Occupation/ }).fill('Architect');
  await page.getByRole('textbox', { name: /Address line 1/ }).fill('Villa 12, Street 5, Al Barsha');
  await page.reload();
  await expect(page.getByRole('textbox', { name: /Occupation/ })).toHaveValue('Architect');
  await fillPersonalDetails(page, '784-1990-1234567-1');
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: the front with the camera, the back and the proof of address as files.
  await expect(page).toHaveURL(new RegExp(`${PATHS.verifyKyc}$`));
  await noAxeViolations(page);
  await page
    .getByRole('link', { name: 'Or take a photo of the Emirates ID, front with your camera' })
    .click();
  await takePhoto(page, 'Emirates ID, front');
  await expect(page).toHaveURL(new RegExp(`${PATHS.verifyKyc}$`));
  const front = page.getByRole('region', { name: 'Emirates ID, front' });
  await expect(front.getByRole('button', { name: /Replace/ })).toBeVisible();
  await uploadDocument(page, 'Emirates ID, back', 'id-back.png');
  await uploadDocument(page, 'Proof of address', 'dewa-bill.png');
  await page.getByRole('link', { name: 'Continue to your selfie' }).click();

  // Step 3: the selfie, then the overview sends the check; the sandbox review approves it.
  await expect(page.getByRole('heading', { level: 1, name: 'Take a selfie' })).toBeVisible();
  await noAxeViolations(page);
  await takePhoto(page, 'Selfie');
  await expect(page).toHaveURL(new RegExp(`${PATHS.completeKyc}$`));
  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByText('Your identity is verified')).toBeVisible();
  await noAxeViolations(page);
  await page.goto(`${baseUrl()}${PATHS.dashboard}`);
  await expect(page.getByText('Identity verified')).toBeVisible();

  // The e-mail change: the new address, the code sent to it, the password.
  await page.goto(`${baseUrl()}${PATHS.settings}`);
  await page.getByRole('link', { name: 'Change your email address' }).click();
  const newEmail = who.email.replace('@', '.new@');
  await page.getByRole('textbox', { name: /New email address/ }).fill(newEmail);
  const since = Date.now();
  await page.getByRole('button', { name: 'Send a code' }).click();
  await expect(page.getByText(newEmail)).toBeVisible();
  await noAxeViolations(page);
  await page.getByRole('textbox', { name: /Code/ }).fill(codeIn(await outbox(newEmail, { since })));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel(/^Password/).fill(who.password);
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Change my email address' }).click();
  await expect(page.getByText('Your email address has changed')).toBeVisible();
  await expect(page.getByText(newEmail)).toBeVisible();
  expect((await outbox(who.email, { since })).body).toMatch(/was changed to/);
});

test('a rejected selfie: the customer sees why, is asked for the selfie alone, takes it again and is approved', async ({
  page,
}) => {
  const who = await registerByApi('kycrejected');
  await logIn(page, who.email, who.password);
  await expect(page.getByRole('heading', { level: 1, name: /(, |، )Mariam$/ })).toBeVisible();
  await page.goto(`${baseUrl()}${PATHS.kyc}`);
  await expect(page.getByRole('textbox', { name: /First name/ })).toHaveValue('Mariam');
  await fillPersonalDetails(page, SANDBOX_REJECTED_EMIRATES_ID);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(new RegExp(`${PATHS.verifyKyc}$`));
  await uploadDocument(page, 'Emirates ID, front', 'id-front.png');
  await uploadDocument(page, 'Emirates ID, back', 'id-back.png');
  await uploadDocument(page, 'Proof of address', 'dewa-bill.png');
  await page.getByRole('link', { name: 'Continue to your selfie' }).click();
  await takePhoto(page, 'Selfie');
  await expect(page).toHaveURL(new RegExp(`${PATHS.completeKyc}$`));
  await page.getByRole('button', { name: 'Send for checking' }).click();

  // The sandbox rejects the selfie of this test document: the reason, and the selfie alone to change.
  await expect(page.getByText('Some documents were not accepted')).toBeVisible();
  await expect(
    page.getByText(
      'Selfie: Sandbox review: the selfie is not clear enough. Take it again facing the camera, in good light.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: /^Change / })).toHaveCount(1);
  await expect(page.getByRole('link', { name: /^Change / })).toHaveAccessibleName('Change Selfie');
  await expect(page.getByRole('button', { name: 'Send for checking' })).toHaveCount(0);
  await noAxeViolations(page);
  await page.goto(`${baseUrl()}${PATHS.verifyKyc}`);
  await expect(page.getByText('Every document here was accepted.')).toBeVisible();
  await expect(page.getByLabel(/^Upload the /)).toHaveCount(0);
  await noAxeViolations(page);

  await page.goto(`${baseUrl()}${PATHS.completeKyc}`);
  await page.getByRole('link', { name: 'Continue: Selfie' }).click();
  await takePhoto(page, 'Selfie');
  await expect(page).toHaveURL(new RegExp(`${PATHS.completeKyc}$`));
  await page.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByText('Your identity is verified')).toBeVisible();
  await noAxeViolations(page);
});
