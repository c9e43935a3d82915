// Helpers of the identity-check journeys (issue 14): the browser's camera (Chromium's fake
// device, permission granted), a photo taken as a person takes it, the personal details and the
// documents of a person's identity check.
import { expect, type Page } from '@playwright/test';
import { axeViolations, chromiumArgs } from '@bank/testkit';
import { samplePng } from '../../packages/fiat-backend/src/modules/kyc/sample';
import { chromiumLaunchEnv, chromiumPath } from '../playwright.config';

/** `test.use(withCamera)`: a real camera in the browser (a moving test pattern), permission granted. */
export const withCamera = {
  launchOptions: {
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'],
    env: chromiumLaunchEnv,
  },
};

const png = (rgb: [number, number, number] = [40, 90, 160]) => ({
  mimeType: 'image/png',
  buffer: samplePng(rgb),
});

export async function noAxeViolations(page: Page) {
  expect(await axeViolations(page), `axe on ${page.url()}`).toEqual([]);
}

/** On the camera step: waits for the live preview, takes the photo and uses it. */
export async function takePhoto(page: Page, preview: string) {
  const video = page.getByLabel(`Camera preview: ${preview}`);
  await expect(video).toBeVisible();
  // A person presses Take photo once they see the picture: the stream may be there a moment before
  // its first frame (CameraCapture enables the button on the stream; a frame-less capture fails).
  await expect.poll(() => video.evaluate((v: HTMLVideoElement) => v.videoWidth)).toBeGreaterThan(0);
  await page.getByRole('button', { name: 'Take photo' }).click();
  await expect(page.getByRole('img', { name: `Your photo: ${preview}` })).toBeVisible();
  await page.getByRole('button', { name: 'Use this photo' }).click();
}

/** The person's details (prefilled from the profile) with an Emirates ID, confirmed; on the details step. */
export async function fillPersonalDetails(page: Page, emiratesId: string) {
  await page.getByRole('textbox', { name: /Occupation/ }).fill('Architect');
  await page.getByRole('textbox', { name: /Address line 1/ }).fill('Villa 12, Street 5, Al Barsha');
  await page.getByRole('textbox', { name: /^City/ }).fill('Dubai');
  await page.getByRole('radio', { name: /Emirates ID/ }).check();
  await page.getByRole('textbox', { name: /Document number/ }).fill(emiratesId);
  await page.getByRole('textbox', { name: /Expiry date/ }).fill('01-01-2031');
  await page.getByRole('checkbox', { name: /I confirm/ }).check();
}

/** On the documents step: uploads a file for the document and waits until it can be replaced. */
export async function uploadDocument(page: Page, document: string, fileName: string) {
  await page.getByLabel(`Upload the ${document}`).setInputFiles({ name: fileName, ...png() });
  await expect(
    page.getByRole('region', { name: document }).getByRole('button', { name: /Replace/ }),
  ).toBeVisible();
}

/** The sandbox's test Emirates ID (the backend's SANDBOX_REJECTED_DOCUMENT_NUMBER): its first submission is rejected (the selfie), its resubmission approved. */
export const SANDBOX_REJECTED_EMIRATES_ID = '784-0000-0000000-0';
