// Opening an account records the accepted terms and privacy policy: the versions shown (the current
// ones, else 409), the server's time; the profile answers them; customers from before are "not recorded".
import { CONSENT_VERSIONS } from '@bank/api-contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratorOf } from '../src/db/migrations';
import {
  call,
  captchaToken,
  codeIn,
  CONSENT,
  ENGINES,
  expectError,
  lastMessage,
  login,
  openTestStorage,
  PASSWORD,
  startServer,
  type TestServer,
} from './helpers';

const NEW_PASSWORD = 'correct horse battery staple 42';

for (const engine of ENGINES) {
  describe(`consent to the terms on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    const post = (path: string, body: unknown) => call(server, 'POST', path, { body });

    /** A registration with everything done but opening the account. */
    async function readyToOpen(
      email: string,
      phone: string,
      userType: 'individual' | 'corporate' = 'individual',
    ) {
      const start = await post('/registration/start', {
        user_type: userType,
        email,
        tokenV3: await captchaToken(server),
      });
      const registration_token = start.body.data.registration_token as string;
      if (userType === 'corporate')
        await post('/registration/corporate/verify', {
          registration_token,
          otp_code: codeIn((await lastMessage(server, email)).body),
        });
      await post('/registration/password', { registration_token, password: NEW_PASSWORD });
      await post('/registration/personal_details', {
        registration_token,
        first_name: 'Huda',
        last_name: 'Saleh',
        date_of_birth: '1991-03-09',
        nationality: 'AE',
        country_of_residence: 'AE',
        phone,
        ...(userType === 'corporate' ? { company_name: 'Saleh Trading LLC' } : {}),
      });
      await post('/registration/otp/generate', { registration_token, channel: 'sms' });
      const verified = await post('/registration/otp/verify', {
        registration_token,
        channel: 'sms',
        otp_code: codeIn((await lastMessage(server, phone)).body),
      });
      expect(verified.body.data.next_step).toBe('complete');
      return registration_token;
    }

    const details = async (email: string) =>
      (
        await call(server, 'GET', '/customer/get_customer_details_by_id', {
          token: (await login(server, email, NEW_PASSWORD)).token,
        })
      ).body.data;

    it('refuses to open the account without the accepted versions, naming each field', async () => {
      const registration_token = await readyToOpen('huda.none@example.com', '+971509991001');
      const none = await post('/registration/complete', { registration_token });
      expectError(none, 400, 'validation_error');
      expect(none.body.error.fields).toEqual({
        accepted_terms_version:
          'Accept the terms and conditions: send the version the customer read and accepted, e.g. "2026-11".',
        accepted_privacy_version:
          'Accept the privacy policy: send the version the customer read and accepted, e.g. "2026-11".',
      });
      const noPrivacy = await post('/registration/complete', {
        registration_token,
        accepted_terms_version: CONSENT_VERSIONS.terms,
      });
      expectError(noPrivacy, 400, 'validation_error');
      expect(noPrivacy.body.error.message).toBe(
        'Accept the privacy policy: send the version the customer read and accepted, e.g. "2026-11".',
      );
      expect(Object.keys(noPrivacy.body.error.fields)).toEqual(['accepted_privacy_version']);
      const garbled = await post('/registration/complete', {
        registration_token,
        ...CONSENT,
        accepted_terms_version: 'yes',
      });
      expectError(garbled, 400, 'validation_error');
      expect(garbled.body.error.fields.accepted_terms_version).toMatch(/as it is shown/);
      // Nothing was opened: the registration still waits for its last step.
      expect(
        (await post('/registration/complete', { registration_token, ...CONSENT })).status,
      ).toBe(201);
    });

    it('refuses an older version with 409 consent_outdated, saying which text changed', async () => {
      const registration_token = await readyToOpen('huda.stale@example.com', '+971509991002');
      const stale = await post('/registration/complete', {
        registration_token,
        ...CONSENT,
        accepted_terms_version: '2025-01',
      });
      expectError(stale, 409, 'consent_outdated');
      expect(stale.body.error.fields).toEqual({
        accepted_terms_version: `The terms and conditions are now version ${CONSENT_VERSIONS.terms}: show them and ask the customer to accept that version.`,
      });
      expect(stale.body.error.message).toBe(stale.body.error.fields.accepted_terms_version);
      // A new privacy policy released while the customer had the page open.
      server.ctx.config.consentVersions = { terms: CONSENT_VERSIONS.terms, privacy: '2027-01' };
      try {
        const both = await post('/registration/complete', {
          registration_token,
          accepted_terms_version: '2025-01',
          accepted_privacy_version: CONSENT_VERSIONS.privacy,
        });
        expectError(both, 409, 'consent_outdated');
        expect(Object.keys(both.body.error.fields)).toEqual([
          'accepted_terms_version',
          'accepted_privacy_version',
        ]);
        expect(both.body.error.fields.accepted_privacy_version).toContain('version 2027-01');
        const accepted = await post('/registration/complete', {
          registration_token,
          ...CONSENT,
          accepted_privacy_version: '2027-01',
        });
        expect(accepted.status).toBe(201);
        expect((await details('huda.stale@example.com')).consent.privacy.version).toBe('2027-01');
      } finally {
        server.ctx.config.consentVersions = { ...CONSENT_VERSIONS };
      }
    });

    it('stores the versions with the server time of acceptance, and the profile answers them', async () => {
      const registration_token = await readyToOpen('huda.ok@example.com', '+971509991003');
      server.clock.advance(90);
      const openedAt = server.ctx.clock.now().toISOString();
      const done = await post('/registration/complete', { registration_token, ...CONSENT });
      expect(done.status).toBe(201);
      const accepted = {
        terms: { version: CONSENT_VERSIONS.terms, accepted_at: openedAt },
        privacy: { version: CONSENT_VERSIONS.privacy, accepted_at: openedAt },
      };
      expect((await details('huda.ok@example.com')).consent).toEqual(accepted);
      const row = await server.ctx.db
        .selectFrom('customers')
        .select(['terms_version', 'terms_accepted_at', 'privacy_version', 'privacy_accepted_at'])
        .where('id', '=', done.body.data.customer_id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        terms_version: '2026-11',
        terms_accepted_at: new Date(openedAt),
        privacy_version: '2026-11',
        privacy_accepted_at: new Date(openedAt),
      });
    });

    it("records a business account's consent too (its admin accepted)", async () => {
      const registration_token = await readyToOpen(
        'admin@saleh-trading.example',
        '+971509991004',
        'corporate',
      );
      expectError(
        await post('/registration/complete', {
          registration_token,
          accepted_terms_version: CONSENT_VERSIONS.terms,
        }),
        400,
        'validation_error',
      );
      const done = await post('/registration/complete', { registration_token, ...CONSENT });
      expect(done.body.data.customer_type).toBe('admin');
      // (Its profile needs a second factor enrolled first: the row says what was recorded.)
      const row = await server.ctx.db
        .selectFrom('customers')
        .select(['terms_version', 'privacy_version', 'terms_accepted_at'])
        .where('id', '=', done.body.data.customer_id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({
        terms_version: CONSENT_VERSIONS.terms,
        privacy_version: CONSENT_VERSIONS.privacy,
        terms_accepted_at: server.ctx.clock.now(),
      });
    });

    it('the demo customers accepted the current versions; a customer from before answers null (not recorded)', async () => {
      const aishaDetails = async () =>
        (
          await call(server, 'GET', '/customer/get_customer_details_by_id', {
            token: (await login(server, 'aisha@demo.bank', PASSWORD)).token,
          })
        ).body.data;
      const seeded = (await aishaDetails()).consent;
      expect(seeded.terms.version).toBe(CONSENT_VERSIONS.terms);
      expect(seeded.privacy.version).toBe(CONSENT_VERSIONS.privacy);
      // As a customer who opened the account before acceptance was recorded.
      await server.ctx.db
        .updateTable('customers')
        .set({
          terms_version: null,
          terms_accepted_at: null,
          privacy_version: null,
          privacy_accepted_at: null,
        })
        .where('email_normalized', '=', 'aisha@demo.bank')
        .execute();
      expect((await aishaDetails()).consent).toEqual({ terms: null, privacy: null });
    });
  });

  describe(`migration 0008 on ${engine}`, () => {
    it('keeps the customers of before as not recorded, and never a version without its time', async () => {
      const { storage, drop } = await openTestStorage(engine);
      try {
        const migrator = await migratorOf(storage.db);
        expect((await migrator.migrateTo('0006_kyc_and_settings')).error).toBeUndefined();
        const id = crypto.randomUUID();
        await sql`INSERT INTO customers (id, email, email_normalized, password_hash, password_changed_at, user_type, mfa_required, totp_pending_attempts, created_at, updated_at)
          VALUES (${id}, 'before@example.com', 'before@example.com', 'x', now(), 'individual', false, 0, now(), now())`.execute(
          storage.db,
        );
        expect((await migrator.migrateToLatest()).error).toBeUndefined();
        const before = await storage.db
          .selectFrom('customers')
          .select(['terms_version', 'terms_accepted_at', 'privacy_version', 'privacy_accepted_at'])
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        expect(before).toEqual({
          terms_version: null,
          terms_accepted_at: null,
          privacy_version: null,
          privacy_accepted_at: null,
        });
        await expect(
          storage.db
            .updateTable('customers')
            .set({ terms_version: '2026-11' })
            .where('id', '=', id)
            .execute(),
        ).rejects.toThrow(/customers_terms_accepted/);
        await expect(
          storage.db
            .updateTable('customers')
            .set({ privacy_version: 'latest', privacy_accepted_at: new Date() })
            .where('id', '=', id)
            .execute(),
        ).rejects.toThrow(/check constraint/);
      } finally {
        await storage.close();
        await drop();
      }
    }, 120_000);
  });
}
