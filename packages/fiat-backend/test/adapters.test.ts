// Adapters and configuration: SMTP against a real SMTP server, the SMS/WhatsApp webhook, the dev
// outbox, IP geolocation, and the start-up checks of the environment.
import { createServer as createHttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { describe, expect, it } from 'vitest';
import { isLocalAddress, LOCAL, sharedGeoLocator, UNKNOWN } from '../src/adapters/geo';
import {
  ChannelRouter,
  OutboxNotifier,
  SmtpNotifier,
  WebhookNotifier,
} from '../src/adapters/notifications';
import { ManualClock } from '../src/clock';
import { ConfigError, loadConfig } from '../src/config';
import { openStorage } from '../src/db';
import { migrate } from '../src/db/migrations';

describe('notifications', () => {
  it('sends e-mail through SMTP to a real SMTP server', async () => {
    const received: { from?: string; to: string[]; data: string }[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const port = (smtp.server.address() as AddressInfo).port;
    const notifier = new SmtpNotifier(`smtp://127.0.0.1:${port}`, 'Bank <no-reply@bank.localhost>');
    try {
      await notifier.send({
        channel: 'email',
        to: 'customer@example.com',
        subject: 'Reset your password',
        text: 'Open the link: https://bank.localhost/reset',
      });
      expect(received).toHaveLength(1);
      expect(received[0]?.to).toEqual(['customer@example.com']);
      expect(received[0]?.from).toBe('no-reply@bank.localhost');
      expect(received[0]?.data).toContain('Subject: Reset your password');
      expect(received[0]?.data).toContain('https://bank.localhost/reset');
      await expect(
        notifier.send({ channel: 'sms', to: '+971500000000', text: 'x' }),
      ).rejects.toThrow(/e-mail only/);
    } finally {
      notifier.close();
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    }
  });

  it('sends SMS and WhatsApp through the webhook adapter, and fails loudly on a gateway error', async () => {
    const bodies: unknown[] = [];
    let fail = false;
    const http = createHttpServer((req, res) => {
      let data = '';
      req.on('data', (c: Buffer) => (data += c.toString()));
      req.on('end', () => {
        bodies.push(JSON.parse(data));
        res.statusCode = fail ? 502 : 202;
        res.end();
      });
    });
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(http.address() as AddressInfo).port}/send`;
    try {
      const hook = new WebhookNotifier(url);
      const router = new ChannelRouter({
        email: { send: async () => undefined },
        sms: hook,
        whatsapp: hook,
      });
      await router.send({ channel: 'sms', to: '+971501234567', text: 'code 123456' });
      await router.send({ channel: 'whatsapp', to: '+971501234567', text: 'code 654321' });
      expect(bodies).toEqual([
        { channel: 'sms', to: '+971501234567', text: 'code 123456' },
        { channel: 'whatsapp', to: '+971501234567', text: 'code 654321' },
      ]);
      fail = true;
      await expect(router.send({ channel: 'sms', to: '+971501234567', text: 'x' })).rejects.toThrow(
        /502/,
      );
    } finally {
      await new Promise<void>((resolve) => http.close(() => resolve()));
    }
  });

  it('keeps development messages in the outbox table and prints them', async () => {
    const storage = await openStorage({});
    try {
      await migrate(storage.db);
      const printed: string[] = [];
      const outbox = new OutboxNotifier(storage.db, new ManualClock(), (line) =>
        printed.push(line),
      );
      await outbox.send({ channel: 'whatsapp', to: '+971501234567', text: 'Your code is 123456' });
      const rows = await storage.db.selectFrom('outbox').selectAll().execute();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({
        channel: 'whatsapp',
        recipient: '+971501234567',
        body: 'Your code is 123456',
      });
      expect(printed.join('')).toContain('whatsapp to +971501234567');
    } finally {
      await storage.close();
    }
  });
});

describe('IP geolocation', () => {
  const geo = sharedGeoLocator();
  it('shows loopback and private addresses as local', () => {
    for (const ip of [
      '127.0.0.1',
      '::1',
      '10.1.2.3',
      '192.168.1.20',
      '172.20.0.5',
      '::ffff:127.0.0.1',
      'fd00::1',
      '169.254.1.1',
    ]) {
      expect(isLocalAddress(ip), ip).toBe(true);
      expect(geo.lookup(ip)).toEqual(LOCAL);
    }
    expect(isLocalAddress('8.8.8.8')).toBe(false);
  });
  it('finds the city and country of public addresses from the shipped data', () => {
    const london = geo.lookup('81.2.69.142');
    expect(london.country).toBe('United Kingdom');
    expect(london.city.length).toBeGreaterThan(0);
    const v6 = geo.lookup('2a02:c7c:0:0:0:0:0:1');
    expect(v6.country).not.toBe('Local');
  });
  it('answers Unknown for garbage', () => {
    expect(geo.lookup('not-an-ip')).toEqual(UNKNOWN);
  });
});

describe('configuration', () => {
  it('has working defaults for development', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      env: 'development',
      host: '127.0.0.1',
      port: 8080,
      notifyEmail: 'outbox',
      seed: true,
      devRoutes: true,
    });
    expect(c.argon2).toEqual({ memoryCost: 19_456, timeCost: 2, parallelism: 1 });
    expect(c.corsOrigins).toContain('http://127.0.0.1:8080');
    expect(c.limits.loginPerIp).toEqual({ limit: 50, windowSeconds: 900 });
    expect(c.limits.loginPerAccount).toEqual({ limit: 20, windowSeconds: 900 });
  });

  it('takes the login limits from the environment, within bounds', () => {
    const c = loadConfig({ LOGIN_LIMIT_PER_IP: '400', LOGIN_LIMIT_PER_ACCOUNT: '30' });
    expect(c.limits.loginPerIp).toEqual({ limit: 400, windowSeconds: 900 });
    expect(c.limits.loginPerAccount).toEqual({ limit: 30, windowSeconds: 900 });
    expect(c.limits.codeSendPerIp).toEqual({ limit: 20, windowSeconds: 900 });
    expect(() => loadConfig({ LOGIN_LIMIT_PER_IP: '0' })).toThrow(ConfigError);
  });

  it('takes the per-address code limits from the environment, leaving each customer’s own', () => {
    const c = loadConfig({ CODE_SEND_LIMIT_PER_IP: '300', CODE_VERIFY_LIMIT_PER_IP: '900' });
    expect(c.limits.codeSendPerIp).toEqual({ limit: 300, windowSeconds: 900 });
    expect(c.limits.codeVerifyPerIp).toEqual({ limit: 900, windowSeconds: 900 });
    expect(c.limits.codeSendPerSubject).toEqual({ limit: 5, windowSeconds: 900 });
    expect(() => loadConfig({ CODE_SEND_LIMIT_PER_IP: '0' })).toThrow(ConfigError);
    expect(() => loadConfig({ CODE_VERIFY_LIMIT_PER_IP: 'many' })).toThrow(ConfigError);
  });

  it('names every wrong variable with a clear message', () => {
    try {
      loadConfig({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        LOG_LEVEL: 'loud',
        CORS_ORIGINS: 'not a url',
        APP_SECRET: 'short',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/^PORT: .*\(got "eighty"\)/m);
      expect(problems).toMatch(/^DATABASE_URL: must be a postgres/m);
      expect(problems).toMatch(/^LOG_LEVEL: /m);
      expect(problems).toMatch(/^CORS_ORIGINS/m);
      expect(problems).toMatch(/^APP_SECRET: must be at least 32 characters/m);
      expect(problems).not.toContain('short');
    }
  });

  it('refuses the dev outbox, a missing secret and weak argon2 in production', () => {
    try {
      loadConfig({ NODE_ENV: 'production', ARGON2_MEMORY_KIB: '1024' });
      expect.unreachable();
    } catch (error) {
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toMatch(/APP_SECRET: required in production/);
      expect(problems).toMatch(/SMTP_URL: required/);
      expect(problems).toMatch(/SMS_WEBHOOK_URL: required/);
      expect(problems).toMatch(/ARGON2_MEMORY_KIB: below the OWASP/);
    }
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        NOTIFY_EMAIL: 'outbox',
        APP_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://h',
        SMS_WEBHOOK_URL: 'https://h',
      }),
    ).toThrow(/off in production/);
    const prod = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      SMTP_URL: 'smtp://mail:25',
      SMS_WEBHOOK_URL: 'https://sms.example/send',
      PUBLIC_URL: 'https://bank.example',
    });
    expect(prod).toMatchObject({
      devRoutes: false,
      seed: false,
      devOutboxConsole: false,
      corsOrigins: ['https://bank.example'],
    });
  });
});
