// A company's verification (corporate onboarding) over real HTTP on PGlite and PostgreSQL: company
// details, documents, shareholders (their shares never over 100 %) with their identity documents, the
// authorised person, the administrator's own KYC; what other roles and other companies may see; the
// outcome shared by every user of the company.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer as newCustomerRow } from '../src/modules/customers/customers';
import { ENGINES, call, expectError, startServer, type TestServer } from './helpers';
import { jpegFile, PERSONAL, pdfFile, pngFile, upload } from './kyc-fixtures';
import { apiFor, tokenFor, type Api } from './money-helpers';

const COMPANY = {
  legal_name: 'Oasis Dates Trading LLC',
  trade_licence_number: 'DED-778812',
  trade_licence_expiry: '2029-12-31',
  registration_authority: 'Dubai Department of Economy and Tourism',
  address: { line1: 'Office 1402, Bay Tower', city: 'Dubai', region: 'Dubai' },
  industry: 'Food wholesale',
};
const AUTHORISED = {
  first_name: 'Karim',
  last_name: 'Saleh',
  date_of_birth: '1980-03-03',
  nationality: 'JO',
  position: 'Managing Director',
  email: 'karim@oasis.test',
  phone: '+971502223344',
};

/** A new company with an administrator and a viewer; their tokens. */
async function newCompany(server: TestServer, name: string) {
  const companyId = crypto.randomUUID();
  const now = server.ctx.clock.now();
  await server.ctx.db
    .insertInto('companies')
    .values({ id: companyId, name, created_at: now })
    .execute();
  const user = async (role: 'admin' | 'viewer', first: string) => {
    const id = crypto.randomUUID();
    await server.ctx.db
      .insertInto('customers')
      .values(
        newCustomerRow(
          {
            id,
            email: `${role}-${id.slice(0, 6)}@company.test`,
            email_verified_at: now,
            password_hash: 'x',
            user_type: 'corporate',
            customer_type: role,
            company_id: companyId,
            first_name: first,
            last_name: 'Oasis',
            country_of_residence: 'AE',
          },
          now,
        ),
      )
      .execute();
    return { id, token: await tokenFor(server, id) };
  };
  const admin = await user('admin', 'Amira');
  const viewer = await user('viewer', 'Vik');
  return {
    companyId,
    admin,
    viewer,
    adminApi: apiFor(server, admin.token),
    viewerApi: apiFor(server, viewer.token),
  };
}

for (const engine of ENGINES) {
  describe(`a company's verification on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it("holds the demo company's record: every user of Falcon Trading reads its registered details under its approved check", async () => {
      for (const role of ['viewer', 'admin'] as const) {
        const api = apiFor(server, await tokenFor(server, `${role}@falcon-trading.demo.bank`));
        const kyc = (await api('GET', '/kyc')).body.data;
        expect(kyc, role).toMatchObject({
          kind: 'corporate',
          state: 'approved',
          kyc_status: 'approved',
          company_details: {
            legal_name: 'Falcon Trading LLC',
            trade_licence_number: 'DED-784512',
            registration_authority: 'Dubai Department of Economy and Tourism',
            address: { line1: 'Office 1201, Bay Square Building 5', city: 'Dubai' },
            industry: 'General trading',
          },
        });
        expect(kyc.company_details.trade_licence_expiry, role).toMatch(/^\d{4}-\d{2}-28$/);
        expect(kyc.decided_at, role).not.toBeNull();
        expect((await api('GET', '/customer/customer_type')).status, role).toBe(200);
      }
      // The approval is on the record, by the bank's onboarding; nobody was e-mailed about it.
      const admin = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      const history = (await admin('GET', '/kyc')).body.data.history as {
        to_state: string;
        actor_name: string;
      }[];
      expect(history.at(-1)).toMatchObject({
        to_state: 'approved',
        actor_name: 'Sadu Bank onboarding',
      });
      expect(server.messages.filter((m) => m.to === 'admin@falcon-trading.demo.bank')).toEqual([]);
      const statuses = await server.ctx.db
        .selectFrom('customers')
        .select('kyc_status')
        .where('email_normalized', 'like', '%@falcon-trading.demo.bank')
        .execute();
      expect(statuses.map((c) => c.kyc_status)).toEqual([
        'approved',
        'approved',
        'approved',
        'approved',
      ]);
    });

    it("takes company details, documents, shareholders up to 100 %, the authorised person and the administrator's own KYC, then approval for every user", async () => {
      const { companyId, admin, viewer, adminApi, viewerApi } = await newCompany(
        server,
        'Oasis (registered name)',
      );
      const start = (await adminApi('GET', '/kyc')).body.data;
      expect(start).toMatchObject({
        kind: 'corporate',
        state: 'not_started',
        company_details: { legal_name: 'Oasis (registered name)' },
        next_step: 'company_details',
      });
      expect(start.items.map((i: { item: string }) => i.item)).toEqual([
        'company_details',
        'trade_licence',
        'memorandum',
        'board_resolution',
        'shareholders',
        'authorised_person',
        'authorised_person_id',
        'personal_details',
        'identity_front',
        'identity_back',
        'selfie',
        'proof_of_address',
      ]);

      const expired = await adminApi('PUT', '/kyc/company_details', {
        ...COMPANY,
        trade_licence_expiry: '2025-01-01',
      });
      expectError(expired, 400, 'validation_error');
      expect(expired.body.error.fields).toEqual({
        trade_licence_expiry: 'The trade licence has expired: renew it first.',
      });
      expect((await adminApi('PUT', '/kyc/company_details', COMPANY)).body.data.state).toBe(
        'in_progress',
      );
      for (const type of [
        'trade_licence',
        'memorandum',
        'board_resolution',
        'authorised_person_id',
      ] as const) {
        expect(
          (
            await upload(
              server.api,
              admin.token,
              `/kyc/documents/${type}`,
              pdfFile(),
              'application/pdf',
            )
          ).status,
        ).toBe(201);
      }

      // Shareholders: never more than 100 % together, whether added or changed.
      const first = (
        await adminApi('POST', '/kyc/shareholders', {
          name: 'Amira Oasis',
          nationality: 'AE',
          share_percent: '60',
        })
      ).body.data.shareholders[0];
      const over = await adminApi('POST', '/kyc/shareholders', {
        name: 'Bilal Oasis',
        nationality: 'PK',
        share_percent: '40.01',
      });
      expectError(over, 400, 'validation_error');
      expect(over.body.error.fields).toEqual({
        share_percent:
          'The shares would add up to 100.01 %: at most 100 % in total (40.00 % is left).',
      });
      expectError(
        await adminApi('POST', '/kyc/shareholders', {
          name: 'X',
          nationality: 'AE',
          share_percent: '0',
        }),
        400,
        'validation_error',
      );
      expectError(
        await adminApi('POST', '/kyc/shareholders', {
          name: 'X',
          nationality: 'AE',
          share_percent: '0.00',
        }),
        400,
        'validation_error',
      );
      expectError(
        await adminApi('POST', '/kyc/shareholders', {
          name: 'X',
          nationality: 'AE',
          share_percent: '101',
        }),
        400,
        'validation_error',
      );
      expectError(
        await adminApi('POST', '/kyc/shareholders', {
          name: 'X',
          nationality: 'QQ',
          share_percent: '1',
        }),
        400,
        'validation_error',
      );
      const second = (
        await adminApi('POST', '/kyc/shareholders', {
          name: 'Bilal Oasis',
          nationality: 'PK',
          share_percent: '33.33',
        })
      ).body.data.shareholders[1];
      expectError(
        await adminApi('PUT', `/kyc/shareholders/${second.shareholder_id}`, {
          name: 'Bilal Oasis',
          nationality: 'PK',
          share_percent: '45',
        }),
        400,
        'validation_error',
      );
      const changed = (
        await adminApi('PUT', `/kyc/shareholders/${second.shareholder_id}`, {
          name: 'Bilal Oasis',
          nationality: 'PK',
          share_percent: '40',
        })
      ).body.data;
      expect(changed.shares_total_percent).toBe('100.00');
      expect(
        changed.items
          .filter((i: { item: string }) => i.item.startsWith('shareholder_id:'))
          .map((i: { status: string }) => i.status),
      ).toEqual(['missing', 'missing']);
      for (const s of [first, second]) {
        expect(
          (
            await upload(
              server.api,
              admin.token,
              `/kyc/shareholders/${s.shareholder_id}/document`,
              jpegFile(),
              'image/jpeg',
              'passport.jpg',
            )
          ).status,
        ).toBe(201);
      }
      expectError(
        await adminApi('DELETE', `/kyc/shareholders/${crypto.randomUUID()}`),
        404,
        'not_found',
      );

      const landline = await adminApi('PUT', '/kyc/authorised_person', {
        ...AUTHORISED,
        phone: '+97142345678',
      });
      expect(landline.body.error.fields).toEqual({
        phone: 'Give a mobile number, e.g. +971501234567.',
      });
      expect((await adminApi('PUT', '/kyc/authorised_person', AUTHORISED)).status).toBe(200);

      // The administrator's own KYC.
      await adminApi('PUT', '/kyc/personal_details', PERSONAL);
      for (const [type, file, mime] of [
        ['identity_front', jpegFile(), 'image/jpeg'],
        ['identity_back', pngFile(), 'image/png'],
        ['selfie', jpegFile(), 'image/jpeg'],
        ['proof_of_address', pdfFile(), 'application/pdf'],
      ] as const) {
        expect(
          (await upload(server.api, admin.token, `/kyc/documents/${type}`, file, mime)).status,
        ).toBe(201);
      }

      // Other roles see the state, not the papers, and cannot change anything.
      const seen = (await viewerApi('GET', '/kyc')).body.data;
      expect(seen).toMatchObject({
        state: 'in_progress',
        can_edit: false,
        next_step: 'administrator',
        personal_details: null,
        documents: [],
        shareholders: [],
        authorised_person: null,
      });
      expectError(
        await viewerApi('PUT', '/kyc/company_details', { industry: 'X' }),
        403,
        'forbidden',
      );
      expectError(await viewerApi('POST', '/kyc/submit'), 403, 'forbidden');
      expect(
        (
          await upload(
            server.api,
            viewer.token,
            '/kyc/documents/memorandum',
            pdfFile(),
            'application/pdf',
          )
        ).status,
      ).toBe(403);
      const docId = (await adminApi('GET', '/kyc')).body.data.documents[0].document_id;
      expectError(
        await call(server, 'GET', `/kyc/files/${docId}`, { token: viewer.token }),
        404,
        'not_found',
      );
      expect(
        (
          await fetch(`${server.api}/kyc/files/${docId}`, {
            headers: { authorization: `Bearer ${admin.token}` },
          })
        ).status,
      ).toBe(200);
      // Another company's administrator: not found, and their shareholders are not ours to change.
      const rival = await newCompany(server, 'Rival LLC');
      expectError(
        await call(server, 'GET', `/kyc/files/${docId}`, { token: rival.admin.token }),
        404,
        'not_found',
      );
      expectError(
        await rival.adminApi('PUT', `/kyc/shareholders/${first.shareholder_id}`, {
          name: 'Hijack',
          nationality: 'AE',
          share_percent: '1',
        }),
        404,
        'not_found',
      );
      expect(
        (
          await upload(
            server.api,
            rival.admin.token,
            `/kyc/shareholders/${first.shareholder_id}/document`,
            jpegFile(),
            'image/jpeg',
          )
        ).status,
      ).toBe(404);

      const submitted = (await adminApi('POST', '/kyc/submit')).body.data;
      expect(submitted).toMatchObject({ state: 'submitted', kyc_status: 'pending' });
      const users = async () =>
        (
          await server.ctx.db
            .selectFrom('customers')
            .select('kyc_status')
            .where('company_id', '=', companyId)
            .execute()
        ).map((r) => r.kyc_status);
      expect(await users()).toEqual(['pending', 'pending']);

      // A rejection of one shareholder's document; only that document is sent again.
      const rejected = (
        await call(server, 'POST', '/dev/kyc/review', {
          body: {
            email: `viewer-${viewer.id.slice(0, 6)}@company.test`,
            decision: 'reject',
            reasons: { [`shareholder_id:${second.shareholder_id}`]: 'The passport has expired.' },
          },
        })
      ).body.data;
      expect(rejected.shareholders[1].document).toMatchObject({
        status: 'rejected',
        rejection_reason: 'The passport has expired.',
      });
      expect(await users()).toEqual(['rejected', 'rejected']);
      expect(
        (
          await upload(
            server.api,
            admin.token,
            `/kyc/shareholders/${first.shareholder_id}/document`,
            jpegFile(),
            'image/jpeg',
          )
        ).status,
      ).toBe(409);
      expect(
        (
          await upload(
            server.api,
            admin.token,
            `/kyc/shareholders/${second.shareholder_id}/document`,
            pngFile(),
            'image/png',
          )
        ).body.data.state,
      ).toBe('resubmission');
      expect((await adminApi('POST', '/kyc/submit')).body.data.state).toBe('submitted');
      const approved = (
        await call(server, 'POST', '/dev/kyc/review', {
          body: { email: `admin-${admin.id.slice(0, 6)}@company.test`, decision: 'approve' },
        })
      ).body.data;
      expect(approved.state).toBe('approved');
      expect(await users()).toEqual(['approved', 'approved']);
      const company = await server.ctx.db
        .selectFrom('companies')
        .select('name')
        .where('id', '=', companyId)
        .executeTakeFirstOrThrow();
      expect(company.name).toBe('Oasis Dates Trading LLC');
      expect((await viewerApi('GET', '/kyc')).body.data).toMatchObject({
        state: 'approved',
        next_step: 'done',
      });
    });

    it("keeps the administrator's own KYC to the administrator who started it", async () => {
      const { companyId, adminApi } = await newCompany(server, 'Two Admins LLC');
      const now = server.ctx.clock.now();
      const secondId = crypto.randomUUID();
      await server.ctx.db
        .insertInto('customers')
        .values(
          newCustomerRow(
            {
              id: secondId,
              email: `admin2-${secondId.slice(0, 6)}@company.test`,
              email_verified_at: now,
              password_hash: 'x',
              user_type: 'corporate',
              customer_type: 'admin',
              company_id: companyId,
              first_name: 'Second',
              last_name: 'Admin',
              country_of_residence: 'AE',
            },
            now,
          ),
        )
        .execute();
      const second: Api = apiFor(server, await tokenFor(server, secondId));
      await adminApi('PUT', '/kyc/company_details', { industry: 'Logistics' });
      expect(
        (await second('PUT', '/kyc/company_details', { legal_name: 'Two Admins LLC' })).status,
      ).toBe(200);
      const personal = await second('PUT', '/kyc/personal_details', { occupation: 'Director' });
      expectError(personal, 403, 'forbidden');
      expect(personal.body.error.message).toBe(
        "Your own identity documents and details are given by the administrator who started the company's verification (Amira Oasis).",
      );
    });
  });
}
