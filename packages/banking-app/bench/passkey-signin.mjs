// `pnpm bench` (second part): how long a sign-in with a passkey takes from the browser's answer to
// the account (issue 26): Debian's Chromium with a virtual platform authenticator (the DevTools
// protocol's WebAuthn domain, user verification on) against the real backend on PGlite serving
// this build. A demo customer adds a passkey, then signs in with it SIGNINS times (50) through the
// login page's autofill (conditional mediation, which the virtual authenticator answers at once).
// Each time is from navigator.credentials.get's answer to the account's heading being drawn (the
// server's check, the session, the dashboard's code and data), on the page's own clock; the
// p50 and p99 are printed. Run after bench.mjs (or with a build in dist).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchChromium } from '@bank/testkit';
import { startBackend } from './backend.mjs';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
if (!existsSync(path.join(dist, 'index.html')))
  throw new Error('No build in dist: run `pnpm build` (or bench.mjs) first.');
const SIGNINS = Number(process.env.BENCH_PASSKEY_SIGNINS ?? 50);

const backend = await startBackend(dist);
// Passkeys need a host name: the same server on localhost (its relying party for a loopback host).
const origin = backend.url.replace('127.0.0.1', 'localhost');
const browser = await launchChromium();
try {
  const page = await browser.newPage();
  // The moment the browser answers a passkey request, on the page's clock.
  await page.addInitScript(() => {
    const get = navigator.credentials.get.bind(navigator.credentials);
    navigator.credentials.get = async (options) => {
      const answer = await get(options);
      window.__passkeyAnswered = performance.now();
      return answer;
    };
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
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
  const home = () =>
    page.waitForFunction(
      () => {
        const h1 = document.querySelector('main h1');
        if (!h1 || !/Aisha$/.test(h1.textContent ?? '')) return false;
        window.__accountShown = performance.now();
        return true;
      },
      null,
      { polling: 'raf', timeout: 60_000 },
    );

  // Aisha (no second factor) logs in with her password and adds a passkey.
  await page.goto(`${origin}/login`);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).waitFor();
  await page.getByLabel(/Email address/).fill('aisha@demo.bank');
  await page.getByLabel(/^Password/).fill('Demo-Bank-2026!');
  await page.getByRole('checkbox', { name: /not a robot/ }).click({ force: true });
  await page.waitForFunction(
    () => document.querySelector('altcha-widget')?.getState() === 'verified',
    null,
    { timeout: 60_000 },
  );
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await home();
  await page.goto(`${origin}/dashboard/security_page`);
  await page.getByRole('button', { name: 'Add a passkey' }).click();
  await page
    .getByRole('heading', { level: 3, name: /Chrome|passkey/ })
    .first()
    .waitFor();

  const times = [];
  for (let i = 0; i < SIGNINS; i += 1) {
    await page.goto(`${origin}/logout`);
    await page.getByText('Your session has ended on this device, in every open tab.').waitFor();
    await page.goto(`${origin}/login`);
    await home();
    const ms = await page.evaluate(() => window.__accountShown - window.__passkeyAnswered);
    if (!(ms >= 0)) throw new Error('The sign-in was not made with the passkey.');
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
  console.log(
    `\npasskey sign-in, from the browser's answer to the account drawn (${times.length} sign-ins, real backend on PGlite): p50 ${at(0.5).toFixed(0)} ms, p99 ${at(0.99).toFixed(0)} ms (fastest ${times[0].toFixed(0)} ms, slowest ${times.at(-1).toFixed(0)} ms)`,
  );
} finally {
  await browser.close();
  backend.stop();
}
