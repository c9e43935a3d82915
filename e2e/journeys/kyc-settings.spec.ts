// Issue 14: an individual's identity check with the browser's camera (Chromium's fake device),
// approved by the sandbox review, then an e-mail change in three steps (the old address is told). One fresh customer, one
// browser page, one server: what a customer does, in the order they do it.
import { expect, test, type Page } from '@playwright/test';
import { axeViolations, chromiumArgs } from '@bank/testkit';
import { PATHS } from '@bank/banking-app/paths';
import { samplePng } from '../../packages/fiat-backend/src/modules/kyc/sample';
import { chromiumPath } from '../playwright.config';
import { baseUrl, codeIn, logIn, outbox, registerByApi } from './support';

// A real camera in the browser: Chromium's fake device (a moving test pattern), permission granted.
test.use({
  launchOptions: { executablePath: chromiumPath, args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] },
});

async function noAxeViolations(page: Page) {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** On the camera step: waits for the live preview, takes the photo and uses it. */
async function takePhoto(page: Page, preview: string) {
  const video = page.getByLabel(`Camera preview: ${preview}`);
  await expect(video).toBeVisible();
  // A person presses Take photo once they see the picture: the stream may be there a moment before
  // its first frame (CameraCapture enables the button on the stream; a frame-less capture fails).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByRole('img', { name: `Your photo: ${preview}` })).toBeVisible();
  await page.getByRole('button', { name: 'Use this photo' }).click();
}

test('an individual verifies their identity with the camera and is approved by the sandbox review', async ({ page }) => {
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
  await page.getByRole('textbox', { name: /^City/ }).fill('Dubai');
  await page.getByRole('radio', { name: /Emirates ID/ }).check();
  await page.getByRole('textbox', { name: /Document number/ }).fill('784-1990-1234567-1');
  await page.getByRole('textbox', { name: /Expiry date/ }).fill('01-01-2031');
  await page.getByRole('checkbox', { name: /I confirm/ }).check();
  await noAxeViolations(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();

  // Step 2: the front with the camera, the back and the proof of address as files.
  await expect(page).toHaveURL(new RegExp(`${PATHS.verifyKyc}$`));
  await noAxeViolations(page);
  await page.getByRole('link', { name: 'Or take a photo of the Emirates ID, front with your camera' }).click();
  await takePhoto(page, 'Emirates ID, front');
  await expect(page).toHaveURL(new RegExp(`${PATHS.verifyKyc}$`));
  const front = page.getByRole('region', { name: 'Emirates ID, front' });
  await expect(front.getByRole('button', { name: /Replace/ })).toBeVisible();
  const png = { mimeType: 'image/png', buffer: samplePng([40, 90, 160]) };
  await page.getByLabel('Upload the Emirates ID, back').setInputFiles({ name: 'id-back.png', ...png });
  await expect(page.getByRole('region', { name: 'Emirates ID, back' }).getByRole('button', { name: /Replace/ })).toBeVisible();
  await page.getByLabel('Upload the Proof of address').setInputFiles({ name: 'dewa-bill.png', ...png });
  await expect(page.getByRole('region', { name: 'Proof of address' }).getByRole('button', { name: /Replace/ })).toBeVisible();
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
