// Issue 27's figures, against the real backend (the journeys' global setup: built app, PGlite):
//  1. instant payments per second end to end: payers pay by mobile number through the HTTP API,
//     several at once, each payment a full POST /instant/pay (look-up of the proxy, limits, ledger,
//     the payee's notification);
//  2. the time from a payment's commit to its notification on the payee's open page in Chromium:
//     measured from the moment the payer's call is answered (the commit acknowledged) and, for
//     reference, from the moment it was sent, to the page's own record of the arrival (the bell's
//     `sadu:notification` event, src/session/notificationEvents.ts). One payment at a time.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { expect, test } from '@playwright/test';
import { PATHS } from '@bank/banking-app/paths';
import { fundedCustomer, go } from '../journeys/money';
import { callAs, codeIn, logIn, outbox } from '../journeys/support';

const PAYERS = Number(process.env.BENCH_INSTANT_PAYERS ?? 4);
const EACH = Number(process.env.BENCH_INSTANT_EACH ?? 50);
const LATENCY_ROUNDS = Number(process.env.BENCH_NOTIFY_ROUNDS ?? 50);

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

type Customer = Awaited<ReturnType<typeof fundedCustomer>>;

async function linkMobile(who: Customer) {
  const since = Date.now() - 1000;
  const linking = await callAs<{ data: { proxy: { id: string } } }>(
    who.token,
    'POST',
    '/instant/proxies',
    { kind: 'mobile', wallet_id: who.wallet.wallet_id },
  );
  const code = codeIn(await outbox(who.phoneE164, { channel: 'sms', since }));
  await callAs(who.token, 'POST', `/instant/proxies/${linking.data.proxy.id}/confirm`, {
    otp_code: code,
  });
}

const payOne = (payer: Customer, payee: Customer) =>
  callAs(payer.token, 'POST', '/instant/pay', {
    idempotency_key: randomUUID(),
    from_wallet_id: payer.wallet.wallet_id,
    proxy: payee.phoneE164,
    amount_minor: '100',
  });

test(`instant payments per second (${PAYERS} payers × ${EACH}), and commit → notification on an open page (${LATENCY_ROUNDS})`, async ({
  page,
}) => {
  const payee = await fundedCustomer('bench-instant-payee', '0');
  await linkMobile(payee);
  const payers: Customer[] = [];
  for (let i = 0; i < PAYERS; i += 1)
    payers.push(await fundedCustomer(`bench-instant-payer-${i}`, '100000'));

  // 1. Throughput: every payer pays its share, one after another, all payers at once.
  const started = performance.now();
  await Promise.all(
    payers.map(async (payer) => {
      for (let i = 0; i < EACH; i += 1) await payOne(payer, payee);
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const total = PAYERS * EACH;

  // 2. Latency: the payee's notification centre open; one payment at a time.
  await logIn(page, payee.email, payee.password);
  await expect(page.getByRole('heading', { level: 1, name: /, Mariam$/ })).toBeVisible();
  await page.addInitScript(() => {
    const arrivals: number[] = [];
    Object.assign(window, { benchArrivals: arrivals });
    window.addEventListener('sadu:notification', () => arrivals.push(Date.now()));
  });
  await go(page, PATHS.notifications);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  // The stream is open once the bell has its count.
  await expect(page.getByRole('link', { name: /^Notifications, / })).toBeVisible();
  const fromAnswer: number[] = [];
  const fromSent: number[] = [];
  const arrivals = () =>
    page.evaluate(() => (window as unknown as { benchArrivals: number[] }).benchArrivals.slice());
  for (let round = 0; round < LATENCY_ROUNDS; round += 1) {
    const sent = Date.now();
    await payOne(payers[0]!, payee);
    const answered = Date.now();
    await expect.poll(async () => (await arrivals()).length, { intervals: [5] }).toBe(round + 1);
    const at = (await arrivals())[round]!;
    fromAnswer.push(at - answered);
    fromSent.push(at - sent);
  }
  const a = [...fromAnswer].sort((x, y) => x - y);
  const s = [...fromSent].sort((x, y) => x - y);
  console.log(
    `\nInstant payments end to end (HTTP API, local backend on PGlite): ${total} payments by ${PAYERS} payers at once in ${seconds.toFixed(1)} s = ${(total / seconds).toFixed(0)} payments/s` +
      `\nCommit → notification on the payee's open page (Chromium, server-sent events), ${LATENCY_ROUNDS} payments:` +
      ` from the answer p50 ${percentile(a, 50)} ms, p99 ${percentile(a, 99)} ms;` +
      ` from sending p50 ${percentile(s, 50)} ms, p99 ${percentile(s, 99)} ms`,
  );
});
