// Journey 5: forgot password; the emailed link resets it, and the same link used again lands on /expired_link, saying it was used.
import { expect, test } from '@playwright/test';
import { baseUrl, linkIn, logIn, logOut, outbox, passCaptcha, registerByApi } from './support';
import { expectNoAxeViolations } from './axe';

test('the emailed link resets the password once; used again it lands on /expired_link', async ({
  page,
}) => {
  const who = await registerByApi('reset');
  await page.goto(`${baseUrl()}/login`);
  await page.getByRole('link', { name: 'Forgotten your password?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel(/Email address/).fill(who.email);
  await passCaptcha(page);
  const since = Date.now();
  await page.getByRole('button', { name: 'Email me a reset link' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();

  const link = linkIn(await outbox(who.email, { channel: 'email', since }));
  const resetPath = `${link.pathname}${link.search}`;
  expect(link.pathname).toBe('/reset_password');
  await page.goto(`${baseUrl()}${resetPath}`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  const rules = page.getByRole('list').filter({ hasText: 'At least 12 characters' });
  await expect(rules.getByRole('listitem').first()).toContainText('(not yet)');
  const fresh = 'Lantern over the creek 2026';
  await page.getByLabel(/^New password/).fill(fresh);
  await expect(rules.getByRole('listitem').first()).toContainText('(done)');
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page.getByRole('link', { name: 'Type your new password again' })).toBeVisible();
  await expect(page.getByLabel(/^New password/)).toHaveValue(fresh);
  await expectNoAxeViolations(page);
  await page.getByLabel(/Type the new password again/).fill(fresh);
  await page.getByRole('button', { name: 'Change my password' }).click();
  await expect(page).toHaveURL(/\/update_password_success$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password has been changed' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await logIn(page, who.email, fresh);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await logOut(page);

  await page.goto(`${baseUrl()}${resetPath}`);
  await expect(page).toHaveURL(/\/expired_link\?reason=used$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'This link was already used' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
