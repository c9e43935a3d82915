// `pnpm bench` for the app: gzipped JS and CSS loaded by /, /login and each dashboard route (React and
// react-dom shown apart, as BUDGETS.md measures libraries without them), then Lighthouse
// (mobile, simulated throttling) performance, accessibility and best practices of /, /login and
// /dashboard and /dashboard/transactions (logged in as a demo customer), all in Debian's Chromium:
// the sizes against the built app served here with gzip and fixed answers, Lighthouse against the
// real backend serving the build with its demo data (BENCH_LH_MOCK=1: against the fixed answers).
import { spawn, spawnSync } from 'node:child_process';
import { createReadStream, existsSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { SourceMapConsumer } from 'source-map-js';
import {
  chromiumArgs,
  chromiumPath,
  connectChromium,
  launchChromium,
  startChromiumWithDevTools,
} from '@bank/testkit';
import { pageFile } from '../build/pages.mjs';
import { startBackend } from './backend.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const app = path.resolve(here, '..');
const dist = path.join(app, 'dist');

if (process.env.BENCH_SKIP_BUILD !== '1') {
  const build = spawnSync('pnpm', ['run', 'build'], { cwd: app, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
  '.json': 'application/json',
  '.txt': 'text/plain',
};
const gzCache = new Map();
const gz = (file) => {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(readFileSync(file), { level: 9 }));
  return gzCache.get(file);
};

// The answers a logged-in individual gets, so /dashboard renders (the bench needs no backend).
const SENT_ID = '3c9e6a52-8f0b-4d1e-9a7c-5b2d1e0f4a61';
const customerId = '5b0c3c8e-4a57-4d55-9f55-1d8b1b8f0c11';
/** The bulk payment batch whose page the size bench opens (issue 28). */
const BULK_BATCH_ID = 'b0a1c2d3-4e5f-4a6b-8c7d-000000000001';
/** The payroll month whose page the size bench opens (issue 28). */
const PAYROLL_RUN_ID = 'f2b3c4d5-6e7f-4a8b-9c0d-000000000001';
const aed = (amount) => ({ currency: 'AED', amount, minor: amount.replace('.', '') });
const benchEmployee = {
  id: 'e1a2b3c4-5d6e-4f7a-8b9c-000000000001',
  name: 'Aisha Khan',
  person_id: '00000012345678',
  iban: 'AE070331234567890123456',
  routing_code: '103310101',
  fixed_salary: aed('8500.00'),
  active: true,
  created_at: '2026-10-01T06:00:00.000Z',
};
const benchPayrollMonth = {
  id: PAYROLL_RUN_ID,
  month: '2026-11',
  pay_start: '2026-11-01',
  pay_end: '2026-11-30',
  total: aed('8500.00'),
  batch: {
    id: BULK_BATCH_ID,
    kind: 'payroll',
    name: 'Salaries November 2026',
    file_name: null,
    status: 'draft',
    row_count: 1,
    invalid_count: 0,
    totals: [{ currency: 'AED', count: 1, amount: aed('8500.00'), fee: aed('0.00') }],
    aed_value: aed('8500.00'),
    outcome: { completed: 0, in_progress: 0, failed: 0 },
    created_by: { customer_id: customerId, name: 'Noura Al Mansoori' },
    created_at: '2026-11-21T08:00:00.000Z',
    submitted_at: null,
    decided_by: null,
    decided_at: null,
    rejection_reason: null,
    approval: null,
  },
  created_at: '2026-11-21T08:00:00.000Z',
};
const authorised = {
  '/api/fiat/customer/isauthorised': {
    data: { customer_id: customerId, user_type: 'individual', customer_type: null },
  },
  '/api/fiat/customer/customer_type': {
    data: {
      user_type: 'individual',
      customer_type: null,
      is_viewer_or_preparer: false,
      is_viewer: false,
      can_approve: true,
      can_administer: false,
    },
  },
  '/api/fiat/customer/get_customer_details_by_id': {
    data: {
      customer_id: customerId,
      user_type: 'individual',
      customer_type: null,
      email: 'noura@example.ae',
      email_verified: true,
      first_name: 'Noura',
      last_name: 'Al Mansoori',
      full_name: 'Noura Al Mansoori',
      date_of_birth: '1992-02-14',
      nationality: 'AE',
      country_of_residence: 'AE',
      phone: '+971501234567',
      phone_verified: true,
      company: null,
      mfa: { totp_enabled: true, otp_channel: null, recovery_codes_remaining: 10 },
      missing_fields: [],
      kyc_status: 'approved',
      created_at: '2026-11-21T08:00:00.000Z',
    },
  },
  // The home's money: one AED wallet (no rates needed) and no transactions yet.
  '/api/fiat/wallet/list': {
    data: [
      {
        wallet_id: '8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e00',
        currency: 'AED',
        kind: 'fiat',
        name: 'UAE dirham',
        account_number: '1000000000000001',
        iban: 'AE070331234567890123451',
        balance: { currency: 'AED', amount: '1250.00', minor: '125000' },
        available: { currency: 'AED', amount: '1250.00', minor: '125000' },
        on_hold: { currency: 'AED', amount: '0.00', minor: '0' },
        created_at: '2026-11-21T08:00:00.000Z',
      },
    ],
  },
  '/api/fiat/transaction/list': { data: { items: [], next_cursor: null } },
  '/api/fiat/beneficiary/list': { data: [] },
  '/api/fiat/wallet/currencies': {
    data: [
      { currency: 'AED', kind: 'fiat', name: 'UAE dirham', minor_units: 2, opened: true },
      { currency: 'USD', kind: 'fiat', name: 'US dollar', minor_units: 2, opened: false },
    ],
  },
  // The success pages' transaction: an internal transfer of AED 250.00, completed.
  [`/api/fiat/transaction/${SENT_ID}`]: {
    data: {
      transaction_id: SENT_ID,
      transaction_type: 'internal_transfer',
      status: 'completed',
      direction: 'out',
      amount: { currency: 'AED', amount: '250.00', minor: '25000' },
      fee: { currency: 'AED', amount: '0.00', minor: '0' },
      total_debit: { currency: 'AED', amount: '250.00', minor: '25000' },
      counter_amount: null,
      rate: null,
      quote_id: null,
      from_wallet: {
        wallet_id: '8d4f2a1c-5b3e-4c6d-9e7f-0a1b2c3d4e00',
        currency: 'AED',
        account_number: '1000000000000001',
      },
      to_wallet: null,
      counterparty: { name: 'Huda Al Suwaidi', detail: '•••• 0002' },
      beneficiary_id: null,
      purpose_code: null,
      charges: null,
      reference: 'Dinner',
      created_by: null,
      approved_by: null,
      rejected_by: null,
      rejection_reason: null,
      failure_reason: null,
      card: null,
      crypto: null,
      status_history: [{ status: 'completed', at: '2026-11-21T09:00:00.000Z' }],
      created_at: '2026-11-21T09:00:00.000Z',
      updated_at: '2026-11-21T09:00:00.000Z',
      completed_at: '2026-11-21T09:00:00.000Z',
    },
  },
  // The crypto wallet's: allowed (identity approved), one asset on one network.
  '/api/fiat/crypto/eligibility': {
    data: {
      allowed: true,
      reason: 'allowed',
      message: 'You can use the crypto wallet.',
      kyc_status: 'approved',
    },
  },
  '/api/fiat/crypto/assets': {
    data: [
      {
        asset: 'BTC',
        name: 'Bitcoin',
        minor_units: 8,
        price_usd: '64000.00',
        price_aed: '235040.00',
        networks: [
          {
            network: 'bitcoin',
            name: 'Bitcoin',
            memo_required: false,
            confirmations: 2,
            min_deposit: { currency: 'BTC', amount: '0.00010000', minor: '10000' },
          },
        ],
      },
    ],
  },
};
// The same, for a corporate admin (the company's routes are theirs only).
const corporate = {
  ...authorised,
  '/api/fiat/customer/isauthorised': {
    data: { customer_id: customerId, user_type: 'corporate', customer_type: 'admin' },
  },
  '/api/fiat/customer/customer_type': {
    data: {
      user_type: 'corporate',
      customer_type: 'admin',
      is_viewer_or_preparer: false,
      is_viewer: false,
      can_approve: true,
      can_administer: true,
    },
  },
  '/api/fiat/customer/get_customer_details_by_id': {
    data: {
      ...authorised['/api/fiat/customer/get_customer_details_by_id'].data,
      user_type: 'corporate',
      customer_type: 'admin',
      company: { company_id: '0d5c1f0e-7a7b-4c1e-9a55-3b1f2d4e5a6b', name: 'Noura Trading LLC' },
    },
  },
  // The approval rules (issue 28): one rule with a band and two approvals, as an admin reads them.
  '/api/fiat/approval_rules': {
    data: {
      version: 2,
      is_default: false,
      policy: {
        rules: [
          {
            name: 'Large payments',
            kinds: ['internal_transfer', 'external_transfer'],
            min_amount_minor: '5000000',
            max_amount_minor: null,
            steps: [
              { roles: ['approver', 'admin'], customer_ids: [] },
              { roles: ['admin'], customer_ids: [] },
            ],
          },
        ],
        approver_limits: [],
        self_approval_below_minor: null,
      },
      updated_at: '2026-11-21T08:00:00.000Z',
      updated_by: { customer_id: customerId, name: 'Noura Al Mansoori' },
      people: [
        {
          customer_id: customerId,
          name: 'Noura Al Mansoori',
          customer_type: 'admin',
          status: 'active',
        },
      ],
      pending_change: null,
      active_admins: 2,
    },
  },
  '/api/fiat/approval_rules/changes': { data: [] },
  // Bulk payments (issue 28): the list, and a ready draft of one payment (its page then loads "Who
  // will approve" too, as a customer's does).
  '/api/fiat/bulk_payments': { data: [] },
  [`/api/fiat/bulk_payments/${BULK_BATCH_ID}`]: {
    data: {
      id: BULK_BATCH_ID,
      kind: 'bulk_payment',
      name: 'Suppliers, December',
      file_name: 'suppliers.csv',
      status: 'draft',
      row_count: 1,
      invalid_count: 0,
      totals: [
        {
          currency: 'AED',
          count: 1,
          amount: { currency: 'AED', amount: '1250.00', minor: '125000' },
          fee: { currency: 'AED', amount: '5.00', minor: '500' },
        },
      ],
      aed_value: { currency: 'AED', amount: '1250.00', minor: '125000' },
      outcome: { completed: 0, in_progress: 0, failed: 0 },
      created_by: { customer_id: customerId, name: 'Noura Al Mansoori' },
      created_at: '2026-11-21T08:00:00.000Z',
      submitted_at: null,
      decided_by: null,
      decided_at: null,
      rejection_reason: null,
      approval: null,
      rows: [
        {
          line: 2,
          input: {
            name: 'Gulf Office Supplies LLC',
            iban: 'AE070331234567890123456',
            bic: 'EBILAEAD',
            amount: '1250.00',
            currency: 'AED',
            purpose_code: 'GDI',
            reference: 'INV-1',
          },
          amount: { currency: 'AED', amount: '1250.00', minor: '125000' },
          fee: { currency: 'AED', amount: '5.00', minor: '500' },
          own_bank: false,
          saved_beneficiary: null,
          problems: [],
          status: 'ready',
          transaction_id: null,
          bank_reference: null,
          transaction_status: null,
          failure_reason: null,
        },
      ],
    },
  },
  // Payroll (issue 28): one employee, the employer id, one month prepared.
  '/api/fiat/payroll/employees': {
    data: {
      employees: [benchEmployee],
      settings: { employer_id: '1234567890123', bank_routing_code: '809000101' },
    },
  },
  '/api/fiat/payroll/runs': { data: [benchPayrollMonth] },
  [`/api/fiat/payroll/runs/${PAYROLL_RUN_ID}`]: {
    data: {
      ...benchPayrollMonth,
      lines: [
        {
          employee: benchEmployee,
          fixed: aed('8500.00'),
          variable: aed('0.00'),
          leave_days: 0,
          net: aed('8500.00'),
          line: 1,
        },
      ],
    },
  },
};
let answeringAs = 'individual';
const unanswered = new Set();

// A static host: gzip for text, long caching for hashed assets, SPA fallback; /api answers the
// calls above for a request with a token, and 503 otherwise.
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://127.0.0.1');
  if (url.pathname.startsWith('/api/')) {
    const body = req.headers.authorization
      ? (answeringAs === 'corporate' ? corporate : authorised)[url.pathname]
      : undefined;
    if (body) {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      return;
    }
    if (req.headers.authorization) unanswered.add(url.pathname);
    res
      .writeHead(503, { 'content-type': 'application/json' })
      .end('{"error":{"code":"service_unavailable","message":"bench"}}');
    return;
  }
  // As the backend serves the app: a file, else the prerendered `<path>.html`, else the shell.
  const page = pageFile(dist, url.pathname);
  let file = page ? path.join(dist, page) : path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory())
    file = path.join(dist, url.pathname === '/' ? 'index.html' : 'app.html');
  const ext = path.extname(file);
  const headers = {
    'content-type': types[ext] ?? 'application/octet-stream',
    'cache-control': file.includes(`${path.sep}assets${path.sep}`)
      ? 'public, max-age=31536000, immutable'
      : 'no-cache',
  };
  if (ext !== '.woff2' && /gzip/.test(req.headers['accept-encoding'] ?? '')) {
    res
      .writeHead(200, { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' })
      .end(gz(file));
  } else {
    res.writeHead(200, headers);
    createReadStream(file).pipe(res);
  }
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const base = `http://127.0.0.1:${server.address().port}`;
// BENCH_SERVE=1 only serves the build with the answers above, until stopped: to look at a page closely.
if (process.env.BENCH_SERVE === '1') {
  console.log(
    `serving ${dist} at ${base} (a session: open ${base}/ and store a token as logIn() below does)`,
  );
  await new Promise(() => undefined);
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
// A source belongs to React when the package it comes from (after the last node_modules/) is one of these.
const reactFiles = /node_modules\/(react|react-dom|scheduler)\/[^/]*(\/|$)/;
const isReact = (source) => reactFiles.test(source.slice(source.lastIndexOf('node_modules/')));
/**
 * React's share of a chunk: the bytes of the minified chunk that its source map attributes to
 * React's files, over all the chunk's mapped bytes. (By the source files' own lengths instead, a
 * library shipped as one big file of which the bundle keeps a part — react-router's 376 KB
 * development build, of which 92 KB remain — would count as if whole, and React's share came out
 * about 6 KB too small on every page.)
 */
const shares = new Map();
function reactShare(file, mapFile) {
  if (!shares.has(file)) {
    const consumer = new SourceMapConsumer(JSON.parse(readFileSync(mapFile, 'utf8')));
    const lines = readFileSync(path.join(dist, file), 'utf8').split('\n');
    let reactBytes = 0;
    let allBytes = 0;
    let previous = null;
    const count = (end) => {
      const n = end - previous.column;
      allBytes += n;
      if (previous.react) reactBytes += n;
    };
    consumer.eachMapping((m) => {
      if (previous)
        count(
          previous.line === m.generatedLine ? m.generatedColumn : lines[previous.line - 1].length,
        );
      previous = {
        line: m.generatedLine,
        column: m.generatedColumn,
        react: m.source != null && isReact(m.source),
      };
    });
    if (previous) count(lines[previous.line - 1].length);
    shares.set(file, allBytes ? reactBytes / allBytes : 0);
  }
  return shares.get(file);
}

async function loaded(browser, pagePath, loggedIn) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set();
  page.on('response', (r) => {
    const u = new URL(r.url());
    if (u.origin === base && /\.(js|css)$/.test(u.pathname)) files.add(u.pathname);
  });
  if (loggedIn) {
    await logIn(page);
    files.clear();
  }
  await page.goto(`${base}${pagePath}`);
  await page.locator('h1').first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  const landed = new URL(page.url()).pathname;
  await context.close();
  return { landed, ...measure(files) };
}

/** A session in the page's origin: the tab marked first, then a token the app can decrypt. */
async function logIn(page) {
  await page.goto(`${base}/`);
  // The page's own first-tab check must be over (it marks the tab) before a token appears,
  // or it would find the token and end that "session" as a new tab's.
  await page.waitForFunction(() => sessionStorage.getItem('sadu.tab') === '1');
  // Stored through the app's own format by a page script.
  await page.evaluate(async () => {
    const db = await new Promise((resolve) => {
      const open = indexedDB.open('sadu-bank', 1);
      open.onupgradeneeded = () => open.result.createObjectStore('keys');
      open.onsuccess = () => resolve(open.result);
    });
    const key = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, false, [
      'encrypt',
      'decrypt',
    ]);
    await new Promise((r) => {
      const put = db.transaction('keys', 'readwrite').objectStore('keys').put(key, 'token-key');
      put.onsuccess = r;
    });
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const ct = new Uint8Array(
      await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv },
        key,
        new TextEncoder().encode('bench-token'),
      ),
    );
    const all = new Uint8Array(12 + ct.length);
    all.set(iv);
    all.set(ct, 12);
    localStorage.setItem('token', btoa(String.fromCharCode(...all)));
    sessionStorage.setItem('sadu.tab', '1');
  });
}

/** Gzipped JS and CSS of the files a page loaded, and React's share of the JS. */
function measure(files) {
  let js = 0;
  let css = 0;
  let react = 0;
  for (const f of files) {
    const size = gz(path.join(dist, f)).length;
    if (f.endsWith('.css')) css += size;
    else {
      js += size;
      const map = path.join(dist, `${f}.map`);
      if (existsSync(map)) react += size * reactShare(f, map);
    }
  }
  if (process.env.BENCH_VERBOSE === '1')
    for (const f of [...files]
      .sort((a, b) => gz(path.join(dist, b)).length - gz(path.join(dist, a)).length)
      .slice(0, Number(process.env.BENCH_VERBOSE_TOP ?? 8)))
      console.log(`      ${kb(gz(path.join(dist, f)).length).padStart(9)}  ${f}`);
  return { js, css, react, count: files.size };
}

const browser = await launchChromium();
console.log('\nbanking-app — gzipped JS and CSS loaded (gzip -9)');
console.log(
  `${'page'.padEnd(44)} ${'landed on'.padEnd(40)}  JS total   JS without React       CSS   files`,
);
const budget = {};
// Every online-banking route of src/access/paths.ts (budget: 115 KB of JS without React each), as an
// individual, then the company's routes as a corporate admin. A flow step opened without its
// draft loads its own code, then leads to the flow's first step ("landed on"): its figure is then
// the union of both steps' code, an upper bound of what the step costs with a draft.
const pathsSource = readFileSync(path.join(app, 'src/access/paths.ts'), 'utf8');
const PRIVATE_ROUTES = [
  ...new Set([...pathsSource.matchAll(/:\s*'(\/(?:dashboard|download_)[^']*)'/g)].map((m) => m[1])),
]
  .map((p) =>
    p
      .replace(':transaction_type', 'external')
      .replace(':transaction_id', '6f1f6d56-2f0c-4a57-9d2e-0c4a1c2b3d4e')
      .replace(':batch_id', BULK_BATCH_ID)
      .replace(':run_id', PAYROLL_RUN_ID),
  )
  // A success page shows the transaction in its address (without one it leads to /dashboard).
  .map((p) =>
    /transaction_success$/.test(p)
      ? `${p}?transaction_id=${SENT_ID}&flow=${p.includes('conversion') ? 'conversion' : 'internal'}`
      : p,
  );
const CORPORATE_ROUTES = [
  'waiting_review',
  'company_details',
  'auth_person_details',
  'corporate_kyc',
  'corporate_org_document',
  'corporate_sharholder',
  'corporate_admin_kyc',
  'company_info',
  'manage_subaccounts',
  'approval_rules',
  'bulk_payments',
  'payroll',
];
const isCorporateRoute = (p) => CORPORATE_ROUTES.includes(p.split('/')[2] ?? '');
let heaviest = { path: '', js: 0 };
// BENCH_ONLY=regex measures only the pages whose path matches (with BENCH_VERBOSE=1, a route's biggest files; BENCH_VERBOSE_TOP=n, how many).
const only = process.env.BENCH_ONLY ? new RegExp(process.env.BENCH_ONLY) : null;
const runs = [
  ...[
    ['/', false],
    ['/login', false],
  ].map(([p, loggedIn]) => ({ p, loggedIn, who: 'individual' })),
  ...PRIVATE_ROUTES.map((p) => ({
    p,
    loggedIn: true,
    who: isCorporateRoute(p) ? 'corporate' : 'individual',
  })),
].filter(({ p }) => !only || only.test(p));
for (const { p, loggedIn, who } of runs) {
  answeringAs = who;
  const r = await loaded(browser, p, loggedIn);
  budget[p] = r.js - r.react;
  if (loggedIn && budget[p] > heaviest.js) heaviest = { path: p, js: budget[p] };
  const label = who === 'corporate' ? `${p} (company admin)` : p;
  console.log(
    `${label.padEnd(44)} ${r.landed.padEnd(40)} ${kb(r.js).padStart(9)}   ${kb(r.js - r.react).padStart(16)}   ${kb(r.css).padStart(7)}   ${r.count}${budget[p] > 115 * 1024 && loggedIn ? '   over 115 KB' : ''}`,
  );
}
answeringAs = 'individual';
const over = Object.entries(budget).filter(([p, js]) => p.startsWith('/d') && js > 115 * 1024);
console.log(`${over.length} of ${PRIVATE_ROUTES.length} online-banking routes over 115 KB`);
await browser.close();
// BENCH_SIZE_ONLY=1 stops after the sizes (no Lighthouse): the quick check while shrinking a route.
if (process.env.BENCH_SIZE_ONLY === '1') {
  server.close();
  console.log(
    `\nbudget (BUDGETS.md): each dashboard route ≤ 115 KB gz (${over.length} over; heaviest now ${heaviest.path}, ${kb(heaviest.js)})`,
  );
  process.exit(0);
}

console.log('\nLighthouse (mobile, simulated throttling), Debian Chromium');
const lighthouseBin = path.join(app, 'node_modules', '.bin', 'lighthouse');
const flags = ['--headless=new', ...chromiumArgs].join(' ');

/** Lighthouse on one page; with `port`, in that already running Chromium, its storage kept. */
async function lighthouse(p, port, origin = base) {
  const args = [
    `${origin}${p}`,
    '--output=json',
    '--quiet',
    '--only-categories=performance,accessibility,best-practices',
  ];
  args.push(
    ...(port ? [`--port=${port}`, '--disable-storage-reset'] : [`--chrome-flags=${flags}`]),
  );
  // Asynchronous on purpose: the static host above runs in this process and must keep answering.
  const out = await new Promise((resolve) => {
    const child = spawn(lighthouseBin, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath() },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d) => (stdout += d));
    child.stderr.on('data', (d) => (stderr += d));
    child.on('close', (status) => resolve({ status, stdout, stderr }));
  });
  if (out.status !== 0) {
    // A run that failed to record its trace still writes its report, with the runtime error (the
    // caller runs it again); anything else is the bench's failure.
    let report;
    try {
      report = JSON.parse(out.stdout);
    } catch {
      report = null;
    }
    if (!report?.runtimeError) {
      console.error(out.stderr);
      process.exit(1);
    }
  }
  return out.stdout;
}

/**
 * Lighthouse on a page behind the login: one Chromium, started here with a debugging port, holds
 * the session (a tab on the app, which also answers the new tab's first-tab check, as a second
 * tab of a real session is answered), and Lighthouse audits the page in a new tab of it. On the
 * real backend the tab logs in as a customer does, through the form (the demo's Aisha: an
 * individual without a second factor); on the bench's own host it stores a token (logIn()).
 */
async function lighthouseLoggedIn(p, origin) {
  const chrome = await startChromiumWithDevTools();
  try {
    const browser = await connectChromium(chrome.browserURL);
    const page = await browser.contexts()[0].newPage();
    if (origin === base) {
      await logIn(page);
    } else {
      await page.goto(`${origin}/login`);
      await page.getByLabel(/Email address/).fill('aisha@demo.bank');
      await page.getByLabel(/^Password/).fill('Demo-Bank-2026!');
      await page.getByRole('checkbox', { name: /not a robot/ }).click({ force: true });
      await page.waitForFunction(
        () => document.querySelector('altcha-widget')?.getState() === 'verified',
        null,
        { timeout: 60_000 },
      );
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: /, Aisha$/ }).waitFor({ timeout: 30_000 });
    }
    await page.goto(`${origin}${p}`);
    await page.locator('h1').first().waitFor({ timeout: 30_000 });
    if (new URL(page.url()).pathname !== p)
      throw new Error(`the session did not reach ${p} (landed on ${page.url()})`);
    // Playwright lets go of the browser before Lighthouse starts (the session's tab stays open):
    // connected, it attaches to every new tab, Lighthouse's too, and instruments it (its network,
    // runtime and page events, its own scripts), work on the page's main thread that no
    // customer's browser does. Measured on /dashboard: 10-40 ms more total blocking time.
    await browser.close();
    return await lighthouse(p, Number(new URL(chrome.browserURL).port), origin);
  } finally {
    await chrome.close();
  }
}

// BENCH_LH_PAGES=/dashboard,/dashboard/transactions audits only those (a closer look at one page).
const LIGHTHOUSE_PAGES = process.env.BENCH_LH_PAGES
  ? process.env.BENCH_LH_PAGES.split(',')
  : ['/', '/login', '/dashboard', '/dashboard/transactions'];
// Against the real backend with its demo data by default (BENCH_LH_MOCK=1: the bench's own host
// and answers above, one AED wallet and no transactions, for a look without the backend's load).
const backend = process.env.BENCH_LH_MOCK === '1' ? null : await startBackend(dist);
const origin = backend?.url ?? base;
console.log(
  backend
    ? `(the real backend with its demo data, at ${origin}; logged in as aisha@demo.bank)`
    : "(the bench's own host and answers)",
);
process.on('exit', () => backend?.stop());
// Each page is audited three times and the median run (by performance score) is the page's figure,
// as Lighthouse's documentation advises for its run-to-run variance ("Lighthouse variability":
// run several times, use the median); every run's figures are printed too (BENCH_LH_RUNS=n: n runs).
const LH_RUNS = Number(process.env.BENCH_LH_RUNS ?? 3);
/** One Lighthouse run on `p`, checked: a failed trace is run again once; a page left is an error. */
async function auditOnce(p) {
  const audit = () =>
    p.startsWith('/dashboard') ? lighthouseLoggedIn(p, origin) : lighthouse(p, undefined, origin);
  let json = await audit();
  let report = JSON.parse(json);
  // Lighthouse sometimes fails to record its own trace (NO_NAVSTART): a failure of the tool, not
  // of the page, said and run again once.
  if (report.runtimeError) {
    console.log(`${p.padEnd(24)} Lighthouse failed (${report.runtimeError.code}); run again`);
    json = await audit();
    report = JSON.parse(json);
    if (report.runtimeError) {
      console.error(`Lighthouse failed twice on ${p}: ${report.runtimeError.message}`);
      process.exit(1);
    }
  }
  const finalUrl = report.finalDisplayedUrl ?? report.finalUrl;
  if (new URL(finalUrl).pathname !== p) {
    console.error(`Lighthouse did not stay on ${p}: it ended on ${finalUrl}`);
    process.exit(1);
  }
  return { json, report };
}
const figures = (report) => {
  const c = report.categories;
  const a = report.audits;
  return (
    `performance ${Math.round(c.performance.score * 100)}  accessibility ${Math.round(c.accessibility.score * 100)}  best practices ${Math.round(c['best-practices'].score * 100)}` +
    `   (FCP ${a['first-contentful-paint'].displayValue}, LCP ${a['largest-contentful-paint'].displayValue}, TBT ${a['total-blocking-time'].displayValue}, CLS ${a['cumulative-layout-shift'].displayValue})`
  );
};
for (const p of LIGHTHOUSE_PAGES) {
  const runs = [];
  for (let run = 1; run <= LH_RUNS; run++) {
    runs.push(await auditOnce(p));
    if (LH_RUNS > 1) console.log(`${`  run ${run}`.padEnd(24)} ${figures(runs.at(-1).report)}`);
  }
  const ranked = [...runs].sort(
    (x, y) => x.report.categories.performance.score - y.report.categories.performance.score,
  );
  const { json, report } = ranked[Math.floor((ranked.length - 1) / 2)];
  // BENCH_LH_DIR=dir keeps the median run's full report (JSON) for a closer look at what costs the score.
  if (process.env.BENCH_LH_DIR)
    writeFileSync(
      path.join(
        process.env.BENCH_LH_DIR,
        `${p === '/' ? 'home' : p.slice(1).replaceAll('/', '_')}.json`,
      ),
      json,
    );
  const c = report.categories;
  const a = report.audits;
  console.log(
    `${p.padEnd(24)} ${figures(report)}${LH_RUNS > 1 ? `   median of ${LH_RUNS}; lowest performance ${Math.round(ranked[0].report.categories.performance.score * 100)}` : ''}`,
  );
  for (const [id, audit] of Object.entries(a)) {
    if (
      audit.score !== null &&
      audit.score < 1 &&
      ['accessibility', 'best-practices'].some((k) =>
        c[k].auditRefs.some((r) => r.id === id && r.weight > 0),
      )
    ) {
      console.log(`            ✖ ${id}: ${audit.title}`);
      // What the audit found, e.g. the console errors, so a failure says why.
      for (const item of audit.details?.items?.slice(0, 3) ?? [])
        console.log(
          `              ${String(item.description ?? item.node?.snippet ?? '')
            .split('\n')[0]
            .slice(0, 160)}`,
        );
    }
  }
  // Accessibility and best practices are the same page in each run: any run short of full marks is reported.
  for (const { report: other } of runs) {
    for (const k of ['accessibility', 'best-practices']) {
      if (other.categories[k].score < 1 && other !== report)
        console.log(
          `            ✖ ${k} ${Math.round(other.categories[k].score * 100)} in another run`,
        );
    }
  }
}
if (unanswered.size)
  console.log(`\nAPI calls the bench's host did not answer: ${[...unanswered].join(', ')}`);
backend?.stop();
server.close();
console.log(
  `\nbudgets (BUDGETS.md): /login JS without React ≤ 100 KB gz (${budget['/login'] === undefined ? 'not measured' : `now ${kb(budget['/login'])}`}); each dashboard route ≤ 115 KB gz (${heaviest.path ? `${over.length} over; heaviest now ${heaviest.path}, ${kb(heaviest.js)}` : 'not measured'}); on ${LIGHTHOUSE_PAGES.join(', ')} performance ≥ 98, accessibility 100, best practices 100 (each the median of ${LH_RUNS} Lighthouse runs)`,
);
