// Issue 28: corporate banking a UAE company runs on, in Chromium against the real backend.
//  1. A change of Falcon Trading's approval rules proposed by one administrator and approved, with
//     her one-time code, by a second on the rules' page: supplier batches need two approvers.
//  2. A 200-row supplier file: five bad rows found in the browser as the file is chosen, fixed in
//     place on the batch's page, the approval path shown before submitting, submitted with the
//     preparer's code, approved by two approvers as the rule requires, each row sent, and the
//     report downloaded.
//  3. A payroll month for 20 employees: its SIF downloaded and accepted by the checker, and a
//     spoilt copy refused with why; in Arabic on a 360 px phone once.
// The users are Falcon's own, invited for this journey (authenticator app; codes by e-mail), so the
// shared demo users' SMS codes are spent only once (the administrator's token that invites them).
import { readFileSync, writeFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { composeIBAN } from 'ibantools';
import { corporateToken, fundedCustomer, go } from './money';
import {
  callAs,
  codeIn,
  expectAccessible,
  expectFitsWidth,
  invitedFalconUser,
  logIn,
  logOut,
  outbox,
  totp,
} from './support';

type Invited = Awaited<ReturnType<typeof invitedFalconUser>>;

async function logInInvited(page: Page, who: Invited, firstName: string) {
  await logIn(page, who.email, who.password);
  await page.getByLabel(/^Code/).fill(await totp(who.totpSecret));
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: new RegExp(`, ${firstName}$`) }),
  ).toBeVisible();
}

/** Asks for a code in the open dialog's flow and types the one e-mailed to `who`. */
async function typeEmailedCode(page: Page, who: Invited, since: number, label: RegExp) {
  const code = codeIn(await outbox(who.email, { channel: 'email', since }));
  await page.getByRole('textbox', { name: label }).fill(code);
}

const iban = (bank: string, n: number) =>
  composeIBAN({ countryCode: 'AE', bban: `${bank}${String(n).padStart(16, '0')}` }) ?? '';

test.describe.configure({ mode: 'serial' });

let admin: string;
const people: Record<string, Invited> = {};

test.beforeAll(async () => {
  admin = await corporateToken('admin');
  people.noura = await invitedFalconUser('batches-admin-a', 'admin', admin, 'Noura');
  people.rashid = await invitedFalconUser('batches-admin-b', 'admin', admin, 'Rashid');
  people.salma = await invitedFalconUser('batches-preparer', 'preparer', admin, 'Salma');
  people.khalid = await invitedFalconUser('batches-approver-a', 'approver', admin, 'Khalid');
  people.mona = await invitedFalconUser('batches-approver-b', 'approver', admin, 'Mona');
});

test('approval rules changed by two administrators; a 200-row supplier file with five bad rows fixed in place, its approval path, two approvals and the report', async ({
  page,
}) => {
  // 1. Noura proposes: supplier batches need an approver, then another approver.
  const noura = people.noura!;
  const rashid = people.rashid!;
  const rules = await callAs<{ data: { version: number; policy: { rules: { name: string }[] } } }>(
    noura.token,
    'GET',
    '/approval_rules',
  );
  if (!rules.data.policy.rules.some((r) => r.name === 'Supplier batches'))
    await callAs(noura.token, 'POST', '/approval_rules/changes', {
      base_version: rules.data.version,
      policy: {
        ...rules.data.policy,
        rules: [
          ...rules.data.policy.rules,
          {
            name: 'Supplier batches',
            kinds: ['bulk_payment'],
            min_amount_minor: '0',
            max_amount_minor: null,
            steps: [
              { roles: ['approver'], customer_ids: [] },
              { roles: ['approver'], customer_ids: [] },
            ],
          },
        ],
      },
    });
  // Rashid, a second administrator, reads what changes and approves it with his code.
  await logInInvited(page, rashid, 'Rashid');
  await go(page, PATHS.approvalRules);
  await expect(page.getByRole('heading', { level: 1, name: 'Approval rules' })).toBeVisible();
  const waiting = page.getByRole('region', { name: 'A change waiting for approval' });
  await expect(waiting).toContainText('Supplier batches');
  await expectAccessible(page);
  const since = Date.now();
  await waiting.getByRole('button', { name: 'Approve the change' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve this change of the rules?' });
  await typeEmailedCode(page, rashid, since, /One-time code/);
  await dialog.getByRole('button', { name: 'Approve and apply' }).click();
  await expect(page.getByText('Approved. The new rules apply now.')).toBeVisible();
  await expect(page.getByRole('heading', { name: /Rule \d+: Supplier batches/ })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('approval-rules.png'), fullPage: true });
  await logOut(page);

  // 2. Salma's file: 200 payments, 20 to a customer of the bank, five with a mistake each.
  const payee = await fundedCustomer('batches-payee', '0');
  const lines = ['name,iban,bic,amount,currency,purpose_code,reference'];
  for (let i = 1; i <= 200; i++) {
    if (i % 10 === 0)
      lines.push(`Mariam Haddad,${payee.wallet.iban},,${10 + i / 10}.00,AED,,Refund ${i}`);
    else
      lines.push(
        `Supplier ${i} LLC,${iban('033', 7_000 + i)},EBILAEAD,${20 + (i % 40)}.50,AED,GDI,INV-${i}`,
      );
  }
  const bad = {
    iban: 12, // check digits
    purpose: 23, // no purpose code
    amount: 34, // three decimals
    bic: 45, // a British bank's BIC for a UAE account
    twice: 56, // the same payment as line 55
  };
  const cells = (i: number) => lines[i]!.split(',');
  const set = (i: number, column: number, value: string) => {
    const c = cells(i);
    c[column] = value;
    lines[i] = c.join(',');
  };
  set(
    bad.iban,
    1,
    `${iban('033', 7_000 + bad.iban).slice(0, 2)}00${iban('033', 7_000 + bad.iban).slice(4)}`,
  );
  set(bad.purpose, 5, '');
  set(bad.amount, 3, '25.505');
  set(bad.bic, 2, 'WESTGB2L');
  lines[bad.twice] = lines[bad.twice - 1]!;
  const file = test.info().outputPath('suppliers.csv');
  writeFileSync(file, lines.join('\n'));

  const salma = people.salma!;
  await logInInvited(page, salma, 'Salma');
  await go(page, PATHS.bulkPayments);
  await expect(page.getByRole('heading', { level: 1, name: 'Bulk payments' })).toBeVisible();
  await page
    .getByRole('link', { name: 'New bulk payment' })
    .or(page.getByRole('button', { name: 'New bulk payment' }))
    .first()
    .click();
  await page.getByRole('textbox', { name: /Name of the batch/ }).fill('Suppliers, November');
  await page.getByLabel(/The file of payments/).setInputFiles(file);
  // Read in the browser at once: 200 payments, five with problems, before anything is sent.
  await expect(page.getByText('suppliers.csv: 200 payments.')).toBeVisible();
  await expect(page.getByText('5 have problems.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Upload and check' }).click();
  await expect(page).toHaveURL(/\/dashboard\/bulk_payments\/[0-9a-f-]{36}$/);
  const batchId = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(page.getByText('5 payments have problems', { exact: true })).toBeVisible();
  await expectAccessible(page);

  // Fixed in place, each in its dialog; the bank checks each again.
  const fix = async (line: number, field: RegExp, value: string) => {
    await page.getByRole('button', { name: `Fix line ${line}` }).click();
    const d = page.getByRole('dialog', { name: `Fix line ${line}` });
    await d.getByRole('textbox', { name: field }).fill(value);
    await d.getByRole('button', { name: 'Check and save' }).click();
    await expect(page.getByText(`Line ${line} is ready.`)).toBeVisible();
  };
  // The file's lines count its header: data row i is line i + 1.
  await fix(bad.iban + 1, /^IBAN/, iban('033', 7_000 + bad.iban));
  await fix(bad.purpose + 1, /Purpose code/, 'GDI');
  await fix(bad.amount + 1, /^Amount/, '25.50');
  await fix(bad.bic + 1, /BIC/, 'EBILAEAD');
  await fix(bad.twice + 1, /Reference/, `INV-${bad.twice}`);
  await expect(
    page.getByText('Every payment is ready. Check the totals and fees, then submit the batch.'),
  ).toBeVisible();

  // Before submitting: who will approve, and why.
  const path = page.getByRole('region', { name: 'Who will approve' });
  await expect(path).toContainText("Your company's rule “Supplier batches” applies.");
  await expect(path).toContainText('Step 1');
  await expect(path).toContainText('Step 2');
  await expect(path).toContainText('Khalid Falcon');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('batch-draft.png'), fullPage: true });

  let sent = Date.now();
  await page.getByRole('button', { name: 'Submit the batch' }).click();
  const submit = page.getByRole('dialog', { name: 'Submit this batch?' });
  await typeEmailedCode(page, salma, sent, /The code/);
  await submit.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(page.getByText('Submitted.')).toBeVisible();
  await expect(page.getByText(/Submitted: the batch waits for the approvals/)).toBeVisible();
  await logOut(page);

  // Khalid gives the first approval on the page; Mona the second.
  const khalid = people.khalid!;
  await logInInvited(page, khalid, 'Khalid');
  await go(page, PATHS.bulkPayment.replace(':batch_id', batchId));
  await expect(page.getByRole('heading', { name: 'Approvals' })).toBeVisible();
  sent = Date.now();
  await page.getByRole('button', { name: 'Approve', exact: true }).click();
  const approve = page.getByRole('dialog', { name: 'Approve this batch?' });
  await expect(approve).toContainText('Your approval is step 1 of 2');
  await typeEmailedCode(page, khalid, sent, /The code/);
  await approve.getByRole('button', { name: 'Approve', exact: true }).click();
  await expect(page.getByText(/It now waits for step 2/).first()).toBeVisible();
  await expectAccessible(page);

  const mona = people.mona!;
  sent = Date.now();
  await callAs(mona.token, 'POST', `/bulk_payments/${batchId}/approve/otp`, {});
  await callAs(mona.token, 'POST', `/bulk_payments/${batchId}/approve`, {
    idempotency_key: crypto.randomUUID(),
    otp_code: codeIn(await outbox(mona.email, { channel: 'email', since: sent })),
  });
  // Khalid opens the batch again: it is being sent, each row as its own transfer, and the page
  // follows by itself until every row has gone.
  await page.reload();
  await expect(page.getByText(/^Sent/).first()).toBeVisible({ timeout: 60_000 });
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download the report' }).click();
  const report = readFileSync((await (await download).path())!, 'utf8').replace(/^\uFEFF/, '');
  const rows = report.trim().split(/\r?\n/);
  expect(rows).toHaveLength(201);
  expect(rows.slice(1).every((r) => /SB-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}/.test(r))).toBe(true);
  const batch = await callAs<{
    data: { status: string; outcome: { failed: number }; approval: unknown };
  }>(khalid.token, 'GET', `/bulk_payments/${batchId}`);
  expect(batch.data).toMatchObject({ status: 'done', outcome: { failed: 0 } });
  // The customer paid by twenty rows of the file got them: AED 11 to 30.
  const wallet = await callAs<{ data: { balance: { amount: string } } }>(
    payee.token,
    'GET',
    `/wallet/${payee.wallet.wallet_id}`,
  );
  expect(wallet.data.balance.amount).toBe('410.00');
});

test('a payroll month for 20 employees: its SIF accepted by the checker, a spoilt copy refused with why, in Arabic on a phone', async ({
  page,
}) => {
  const noura = people.noura!;
  // Twenty employees, kept by an administrator (through the API: the form is the component tests').
  const existing = await callAs<{ data: { employees: { person_id: string }[] } }>(
    noura.token,
    'GET',
    '/payroll/employees',
  );
  for (let i = 1; i <= 20; i++) {
    const person = String(30_000_000_000_000 + i);
    if (existing.data.employees.some((e) => e.person_id === person)) continue;
    const bank = i % 2 ? '026' : '035';
    await callAs(noura.token, 'POST', '/payroll/employees', {
      name: `Worker ${String(i).padStart(2, '0')}`,
      person_id: person,
      iban: iban(bank, 90_000 + i),
      routing_code: `8${bank}10106`,
      fixed_salary_minor: String(350_000 + i * 1_000),
    });
  }

  const salma = people.salma!;
  await logInInvited(page, salma, 'Salma');
  await go(page, PATHS.payroll);
  await expect(page.getByRole('heading', { level: 1, name: 'Payroll' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Run payroll' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Run payroll' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Prepare the month' }).click();
  await expect(page).toHaveURL(/\/dashboard\/payroll\/[0-9a-f-]{36}$/);
  await expect(page.getByText('Worker 20')).toBeVisible();
  await expectAccessible(page);

  // The SIF, named by the employer id and the time.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: /Download the SIF/ }).click();
  const sifFile = await download;
  expect(sifFile.suggestedFilename()).toMatch(/^1000000012345\d{12}\.SIF$/);
  const sif = readFileSync((await sifFile.path())!, 'latin1');
  expect(sif.trim().split('\r\n')).toHaveLength(21);
  const good = test.info().outputPath(sifFile.suggestedFilename());
  writeFileSync(good, sif);
  const spoiltText = sif.replace(
    /(SCR,[^,]*,[^,]*,[^,]*,[^,]*,[^,]*,20,)(\d+)\.(\d{2})/,
    (_, head: string, int: string, dec: string) => `${head}${Number(int) + 1}.${dec}`,
  );
  const spoilt = test.info().outputPath('spoilt.SIF');
  writeFileSync(spoilt, spoiltText);

  // The checker, in Arabic on a 360 px phone.
  await go(page, PATHS.payrollCheck);
  await page.getByRole('button', { name: 'العربية' }).click();
  await page.setViewportSize({ width: 360, height: 780 });
  await page.locator('input[type="file"]').setInputFiles(good);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  // Accepted in the browser at once: "the file passes the checks".
  const checked = page.getByRole('region', { name: 'فُحص في متصفحك' });
  await expect(checked).toContainText('اجتاز الملف الفحوص.');
  await expect(checked).toContainText('1000000012345');
  await expectAccessible(page);
  await expectFitsWidth(page);
  await page.screenshot({ path: test.info().outputPath('sif-accepted-ar.png'), fullPage: true });
  await page.locator('input[type="file"]').setInputFiles(spoilt);
  // Refused, with the line and why: the SCR's total is not what the EDRs add up to.
  await expect(checked).toContainText('في الملف مشكلة واحدة: سيرفضه نظام حماية الأجور.');
  await expect(checked).toContainText('السطر 21');
  await expectAccessible(page);
  await page.screenshot({ path: test.info().outputPath('sif-refused-ar.png'), fullPage: true });
  // The bank's own check says the same.
  const byBank = await fetch(`${new URL(page.url()).origin}/api/fiat/payroll/sif/check`, {
    method: 'POST',
    headers: {
      'content-type': 'text/plain',
      Authorization: `Bearer ${salma.token}`,
      'X-Frontend': 'prod',
      'X-Client-Origin': new URL(page.url()).origin,
    },
    body: spoiltText,
  });
  const answer = (await byBank.json()) as {
    data: { ok: boolean; problems: { code: string; line: number }[] };
  };
  expect(answer.data).toMatchObject({
    ok: false,
    problems: [{ code: 'total_mismatch', line: 21 }],
  });
});

test('the new corporate screens pass axe in Arabic: the rules, batches, a batch, payroll and its months', async ({
  page,
}) => {
  const noura = people.noura!;
  const [batches, months] = await Promise.all([
    callAs<{ data: { id: string }[] }>(noura.token, 'GET', '/bulk_payments'),
    callAs<{ data: { id: string }[] }>(noura.token, 'GET', '/payroll/runs'),
  ]);
  await logInInvited(page, noura, 'Noura');
  await page.getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  const screens = [
    PATHS.approvalRules,
    PATHS.bulkPayments,
    ...(batches.data[0] ? [PATHS.bulkPayment.replace(':batch_id', batches.data[0].id)] : []),
    PATHS.payroll,
    PATHS.payrollNew,
    ...(months.data[0] ? [PATHS.payrollRun.replace(':run_id', months.data[0].id)] : []),
    PATHS.payrollCheck,
  ];
  for (const path of screens) {
    await go(page, path);
    await page.locator('main h1').first().waitFor();
    await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
    await expectAccessible(page);
  }
});
