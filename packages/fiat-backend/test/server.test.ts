// The server as `pnpm start` runs it: PGlite data that survives a restart, the built app served
// with an SPA fallback that never swallows API paths, and no dev outbox in production.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { migrations } from '../src/db/migrations';
import { seedIfEmpty } from '../src/seed';
import { createServer } from '../src/server';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'fiat-backend-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => {
  for (const d of dirs) rmSync(d, { recursive: true, force: true });
});

const cheap = {
  ARGON2_MEMORY_KIB: '64',
  ARGON2_ITERATIONS: '1',
  LOG_LEVEL: 'silent',
  PORT: '0',
  DEV_OUTBOX_CONSOLE: 'false',
};

describe('the started server', { timeout: 180_000 }, () => {
  it('keeps PGlite data in the data folder across restarts, migrating and seeding once', async () => {
    const dataDir = tempDir();
    const config = loadConfig({ ...cheap, DATA_DIR: dataDir });
    const first = await createServer(config);
    // Every migration, in order, on a fresh data folder.
    expect(first.applied).toEqual(Object.keys(migrations));
    const seeded = await seedIfEmpty(first.ctx);
    expect(seeded.created).toBe(true);
    expect(seeded.logins.map((l) => l.description).join(' ')).toMatch(
      /viewer.*preparer.*approver/s,
    );
    await first.app.close();

    const second = await createServer(config);
    expect(second.applied).toEqual([]);
    expect((await seedIfEmpty(second.ctx)).created).toBe(false);
    const count = await second.ctx.db
      .selectFrom('customers')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(7);
    await second.app.close();
  });

  it('serves the app with an SPA fallback; files as files; API paths never fall back', async () => {
    const staticDir = tempDir();
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>Bank</title><div id="root"></div>',
    );
    writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    writeFileSync(path.join(staticDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    writeFileSync(path.join(staticDir, 'assets', 'app.js'), 'console.log(1)');
    const config = loadConfig({
      ...cheap,
      DATA_DIR: tempDir(),
      STATIC_DIR: staticDir,
      APP_SECRET: 'y'.repeat(40),
    });
    const { app } = await createServer(config);
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    try {
      const html = { accept: 'text/html,application/xhtml+xml' };
      const root = await fetch(`${base}/`, { headers: html });
      expect(root.status).toBe(200);
      expect(await root.text()).toContain('<div id="root">');
      const deep = await fetch(`${base}/dashboard/transactions`, { headers: html });
      expect(deep.status).toBe(200);
      expect(deep.headers.get('content-type')).toMatch(/text\/html/);
      const robots = await fetch(`${base}/robots.txt`, { headers: html });
      expect(robots.headers.get('content-type')).toMatch(/text\/plain/);
      expect(await robots.text()).toContain('User-agent');
      expect((await fetch(`${base}/favicon.svg`)).headers.get('content-type')).toMatch(
        /image\/svg/,
      );
      expect((await fetch(`${base}/assets/app.js`)).status).toBe(200);
      const missingAsset = await fetch(`${base}/assets/missing.js`, { headers: { accept: '*/*' } });
      expect(missingAsset.status).toBe(404);
      const api = await fetch(`${base}/api/fiat/not-a-call`, { headers: html });
      expect(api.status).toBe(404);
      expect(((await api.json()) as { error: { code: string } }).error.code).toBe('not_found');
      expect((await fetch(`${base}/api/fiat/health`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('serves prerendered pages at their paths, the shell elsewhere, precompressed files and cache headers', async () => {
    const staticDir = tempDir();
    mkdirSync(path.join(staticDir, 'assets'));
    writeFileSync(
      path.join(staticDir, 'index.html'),
      '<!doctype html><title>Home</title><div id="root" data-prerendered="/">home</div>',
    );
    writeFileSync(
      path.join(staticDir, 'login.html'),
      '<!doctype html><title>Log in</title><script>window.x=1</script><div id="root" data-prerendered="/login">login</div><script type="module" src="/assets/app-1a2b.js"></script>',
    );
    writeFileSync(
      path.join(staticDir, 'app.html'),
      '<!doctype html><title>Shell</title><div id="root"></div>',
    );
    const script = 'console.log("the app");'.repeat(50);
    writeFileSync(path.join(staticDir, 'assets', 'app-1a2b.js'), script);
    writeFileSync(path.join(staticDir, 'assets', 'app-1a2b.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(staticDir, 'assets', 'app-1a2b.js.gz'), gzipSync(script));
    const config = loadConfig({
      ...cheap,
      DATA_DIR: tempDir(),
      STATIC_DIR: staticDir,
      APP_SECRET: 'w'.repeat(40),
    });
    const { app } = await createServer(config);
    try {
      const html = { accept: 'text/html' };
      const page = async (url: string) => {
        const res = await app.inject({ method: 'GET', url, headers: html });
        return { status: res.statusCode, body: res.body, cache: res.headers['cache-control'] };
      };
      expect((await page('/')).body).toContain('home');
      expect(await page('/login')).toMatchObject({
        status: 200,
        body: expect.stringContaining('login'),
        cache: 'no-cache',
      });
      expect((await page('/login/')).body).toContain('login');
      // The inline script is allowed by its hash, and only it.
      const csp = String(
        (await app.inject({ method: 'GET', url: '/login', headers: html })).headers[
          'content-security-policy'
        ],
      );
      const hash = createHash('sha256').update('window.x=1').digest('base64');
      expect(csp).toContain(`script-src 'self' 'sha256-${hash}'`);
      expect(csp).not.toContain("unsafe-inline'; script");
      expect(await page('/dashboard')).toMatchObject({
        status: 200,
        body: expect.stringContaining('Shell'),
        cache: 'no-cache',
      });
      expect((await page('/login/verify_otp')).body).toContain('Shell');
      expect((await page('/login%2F..%2Fapp')).body).toContain('Shell');
      const br = await app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(gz.headers['content-encoding']).toBe('gzip');
      const plain = await app.inject({
        method: 'GET',
        url: '/assets/app-1a2b.js',
        headers: { 'accept-encoding': 'identity' },
      });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
    } finally {
      await app.close();
    }
  });

  it('does not serve the dev outbox in production', async () => {
    const config = loadConfig({
      ...cheap,
      NODE_ENV: 'production',
      DATA_DIR: tempDir(),
      APP_SECRET: 'z'.repeat(40),
      SMTP_URL: 'smtp://127.0.0.1:1',
      SMS_WEBHOOK_URL: 'http://127.0.0.1:1/sms',
      ARGON2_MEMORY_KIB: '19456',
      ARGON2_ITERATIONS: '2',
    });
    const { app } = await createServer(config);
    try {
      const outbox = await app.inject({ method: 'GET', url: '/api/fiat/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.json().error.code).toBe('not_found');
      const doc = (await app.inject({ method: 'GET', url: '/api/fiat/openapi.json' })).json();
      expect(doc.paths['/api/fiat/dev/outbox']).toBeUndefined();
      expect(
        (await app.inject({ method: 'GET', url: '/api/fiat/health' })).headers[
          'strict-transport-security'
        ],
      ).toMatch(/max-age=31536000/);
    } finally {
      await app.close();
    }
  });
});
