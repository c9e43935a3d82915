// What waits for an approved identity check, over real HTTP on PGlite and PostgreSQL: external
// transfers and virtual assets not at all, internal transfers (and card top-ups) up to small limits;
// after approval, the published limits and every feature. A company's users share its outcome.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer as newCustomerRow } from '../src/modules/customers/customers';
import { ENGINES, call, expectError, startServer, type TestServer } from './helpers';
import { jpegFile, PERSONAL, pdfFile, pngFile, upload } from './kyc-fixtures';
import {
  apiFor,
  fund,
  key,
  newCustomer,
  openWallet,
  tokenFor,
  type Customer,
} from './money-helpers';

const GB = {
  kind: 'external',
  name: 'A Landlord',
  iban: 'GB29NWBK60161331926819',
  bic: 'NWBKGB2L',
  bank_name: 'NatWest',
  bank_address: 'London',
  country: 'GB',
  currency: 'GBP',
};

async function approveThroughKyc(server: TestServer, c: Customer): Promise<void> {
  const api = apiFor(server, c.token);
  await api('PUT', '/kyc/personal_details', PERSONAL);
  for (const [type, file, mime] of [
    ['identity_front', jpegFile(), 'image/jpeg'],
    ['identity_back', pngFile(), 'image/png'],
    ['selfie', jpegFile(), 'image/jpeg'],
    ['proof_of_address', pdfFile(), 'application/pdf'],
  ] as const) {
    expect((await upload(server.api, c.token, `/kyc/documents/${type}`, file, mime)).status).toBe(
      201,
    );
  }
  expect((await api('POST', '/kyc/submit')).body.data.state).toBe('submitted');
  expect(
    (
      await call(server, 'POST', '/dev/kyc/review', {
        body: { email: c.email, decision: 'approve' },
      })
    ).body.data.state,
  ).toBe('approved');
}

for (const engine of ENGINES) {
  describe(`the KYC gates on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    it('lets an individual before approval move small internal amounts only; approval opens external transfers, virtual assets and the published limits', async () => {
      const c = await newCustomer(server, { kyc: 'not_started' });
      const friend = await newCustomer(server);
      const api = apiFor(server, c.token);
      const aed = await openWallet(server, c.token, 'AED');
      const gbp = await openWallet(server, c.token, 'GBP');
      const friendAed = await openWallet(server, friend.token, 'AED');
      await fund(server, aed, '500000', 'AED');
      await fund(server, gbp, '50000', 'GBP');
      const internal = (amount: string) =>
        api('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_account_number: friendAed.account_number,
          amount_minor: amount,
        });

      const limits = (await api('GET', '/limits')).body.data.find(
        (l: { kind: string }) => l.kind === 'transfer',
      );
      expect(limits).toMatchObject({
        per_transaction: { amount: '1000.00' },
        daily: { amount: '1000.00' },
        monthly: { amount: '3000.00' },
      });
      const tooMuch = await internal('150000');
      expectError(tooMuch, 422, 'limit_exceeded');
      expect(tooMuch.body.error.message).toBe(
        'AED 1,500.00 is over your per-transaction limit of AED 1,000.00 for transfers.',
      );
      expect((await internal('60000')).status).toBe(201);
      const daily = await internal('50000');
      expectError(daily, 422, 'limit_exceeded');
      expect(daily.body.error.message).toBe(
        'This would pass your daily limit of AED 1,000.00 for transfers: AED 400.00 is left today.',
      );

      const external = await api('POST', '/transfer/external/quote', {
        from_wallet_id: gbp.wallet_id,
        beneficiary: GB,
        amount_minor: '10000',
        charges: 'SHA',
      });
      expectError(external, 403, 'kyc_required');
      expect(external.body.error.message).toBe(
        'External transfers need an approved identity check (KYC), and yours is not complete.',
      );
      expectError(
        await api('POST', '/transfer/external', {
          idempotency_key: key(),
          from_wallet_id: gbp.wallet_id,
          beneficiary: GB,
          amount_minor: '10000',
          charges: 'SHA',
          purpose_code: 'FAM',
        }),
        403,
        'kyc_required',
      );
      expectError(await api('POST', '/wallet/open', { currency: 'BTC' }), 403, 'kyc_required');
      expectError(
        await api('POST', '/fx/quote', {
          from_currency: 'AED',
          to_currency: 'BTC',
          amount_minor: '10000',
        }),
        403,
        'kyc_required',
      );
      const topup = await api('POST', '/topup/card/quote', {
        wallet_id: aed.wallet_id,
        amount_minor: '150000',
      });
      expectError(topup, 422, 'limit_exceeded');
      expect(topup.body.error.message).toBe(
        'AED 1,500.00 is over your per-transaction limit of AED 1,000.00 for card top-ups.',
      );
      // Saving an external beneficiary is only data: allowed.
      expect((await api('POST', '/beneficiary/add', GB)).status).toBe(201);

      await approveThroughKyc(server, c);
      const after = (await api('GET', '/limits')).body.data.find(
        (l: { kind: string }) => l.kind === 'transfer',
      );
      expect(after).toMatchObject({
        per_transaction: { amount: '50000.00' },
        used_today: { amount: '600.00' },
      });
      expect((await internal('150000')).status).toBe(201);
      const quote = await api('POST', '/transfer/external/quote', {
        from_wallet_id: gbp.wallet_id,
        beneficiary: GB,
        amount_minor: '10000',
        charges: 'SHA',
      });
      expect(quote.status).toBe(201);
      const created = await api('POST', '/transfer/external', {
        idempotency_key: key(),
        from_wallet_id: gbp.wallet_id,
        beneficiary: GB,
        amount_minor: '10000',
        charges: 'SHA',
        purpose_code: 'FAM',
      });
      expect(created.status).toBe(201);
      expect((await api('POST', '/wallet/open', { currency: 'BTC' })).status).toBe(201);
    });

    it('publishes the limits before verification next to the others', async () => {
      const fees = (await call(server, 'GET', '/public/fees?customer_type=individual')).body.data
        .schedules[0];
      expect(
        fees.limits_before_verification.find((l: { kind: string }) => l.kind === 'transfer'),
      ).toMatchObject({ per_transaction: { amount: '1000.00' }, monthly: { amount: '3000.00' } });
      expect(
        fees.limits_before_verification.find((l: { kind: string }) => l.kind === 'crypto')
          .per_transaction.amount,
      ).toBe('0.00');
    });

    it("gates a company's users on the company's verification, and invited users share its outcome", async () => {
      const companyId = crypto.randomUUID();
      const now = server.ctx.clock.now();
      await server.ctx.db
        .insertInto('companies')
        .values({ id: companyId, name: 'Gated Trading LLC', created_at: now })
        .execute();
      const adminId = crypto.randomUUID();
      await server.ctx.db
        .insertInto('customers')
        .values(
          newCustomerRow(
            {
              id: adminId,
              email: `admin-${adminId.slice(0, 6)}@gated.test`,
              email_verified_at: now,
              password_hash: 'x',
              user_type: 'corporate',
              customer_type: 'admin',
              company_id: companyId,
              first_name: 'Gia',
              last_name: 'Gated',
              country_of_residence: 'AE',
              phone: '+971501119999',
              phone_verified_at: now,
              otp_channel: 'sms',
            },
            now,
          ),
        )
        .execute();
      const admin = apiFor(server, await tokenFor(server, adminId));
      const aed = await openWallet(server, await tokenFor(server, adminId), 'AED');
      await fund(server, aed, '2000000', 'AED');
      const other = await openWallet(server, (await newCustomer(server)).token, 'AED');
      const external = await admin('POST', '/transfer/external/quote', {
        from_wallet_id: aed.wallet_id,
        beneficiary: { ...GB, currency: 'AED' },
        amount_minor: '10000',
        charges: 'SHA',
      });
      expectError(external, 403, 'kyc_required');
      expect(external.body.error.message).toBe(
        "External transfers need an approved identity check (KYC), and your company's verification is not complete.",
      );
      const big = await admin('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: aed.wallet_id,
        to_account_number: other.account_number,
        amount_minor: '600000',
      });
      expectError(big, 422, 'limit_exceeded');
      expect(
        (
          await admin('POST', '/transfer/internal', {
            idempotency_key: key(),
            from_wallet_id: aed.wallet_id,
            to_account_number: other.account_number,
            amount_minor: '400000',
          })
        ).status,
      ).toBe(201);

      // Approved: every user of the company, and a user invited afterwards, is approved.
      await server.ctx.db
        .updateTable('customers')
        .set({ kyc_status: 'approved' })
        .where('company_id', '=', companyId)
        .execute();
      const invited = await admin('POST', '/subaccount/invite', {
        email: `viewer-${adminId.slice(0, 6)}@gated.test`,
        first_name: 'Vic',
        last_name: 'Gated',
        customer_type: 'viewer',
      });
      expect(invited.status).toBe(201);
      const row = await server.ctx.db
        .selectFrom('customers')
        .select('kyc_status')
        .where('id', '=', invited.body.data.customer_id)
        .executeTakeFirstOrThrow();
      expect(row.kyc_status).toBe('approved');
      expect(
        (
          await admin('POST', '/transfer/external/quote', {
            from_wallet_id: aed.wallet_id,
            beneficiary: {
              ...GB,
              currency: 'AED',
              country: 'AE',
              iban: 'AE070331234567890123456',
              bic: 'EBILAEAD',
            },
            amount_minor: '10000',
            charges: 'SHA',
          })
        ).status,
      ).toBe(201);
    });
  });
}
