// Demo money, created on first start after the demo customers: funded wallets, beneficiaries and
// a history of every kind of transaction over the last 30 days. It goes through the real calls
// (in-process requests) with the server's clock set back day by day, so the history is exactly
// what the app would have produced: quotes, one-time codes, the rail, approvals.
import type { FastifyInstance } from 'fastify';
import { FIAT_BASE_PATH } from '@bank/api-contract';
import type { ShiftableClock } from './clock';
import type { AppContext } from './context';
import { creditCryptoDeposit, creditIncomingTransfer } from './money/incoming';
import { approvalSubject } from './modules/reviews/reviews';

const DAY = 86_400;

interface Api {
  (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function seedDemoMoney(
  app: FastifyInstance,
  ctx: AppContext,
  clock: ShiftableClock,
): Promise<boolean> {
  if (
    await ctx.db
      .selectFrom('accounts')
      .select('id')
      .where('kind', '=', 'wallet')
      .limit(1)
      .executeTakeFirst()
  )
    return false;
  const customers = await ctx.db
    .selectFrom('customers')
    .selectAll()
    .where('email_normalized', 'like', '%demo.bank')
    .execute();
  const byEmail = (email: string) => {
    const c = customers.find((x) => x.email_normalized === email);
    if (!c) throw new Error(`demo customer ${email} missing`);
    return c;
  };
  const sessions: string[] = [];
  let key = 0;
  // Each request gets a fresh session at the (shifted) time it is made, so no token outlives the day it is used on.
  const as = async (email: string): Promise<Api> => {
    const customer = byEmail(email);
    return async (method, path, body) => {
      const issued = await ctx.sessions.create(customer, {
        ip: '127.0.0.1',
        userAgent: 'demo seed',
      });
      sessions.push(issued.sessionId);
      const withKey =
        body && typeof body === 'object' && 'idempotency_key' in body
          ? { ...body, idempotency_key: `seed-${++key}-${crypto.randomUUID()}` }
          : body;
      const res = await app.inject({
        method,
        url: `${FIAT_BASE_PATH}${path}`,
        headers: {
          authorization: `Bearer ${issued.accessToken}`,
          ...(withKey === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(withKey === undefined ? {} : { payload: JSON.stringify(withKey) }),
      });
      if (res.statusCode >= 400 && !(res.statusCode === 402 && path.includes('/card/'))) {
        throw new Error(`demo seed: ${method} ${path} answered ${res.statusCode} ${res.body}`);
      }
      return res.json().data ?? res.json();
    };
  };
  let offset = 0;
  const at = (daysAgo: number, hour = 10) => {
    offset = -daysAgo * DAY + (hour - 12) * 3600;
    clock.setOffset(offset);
  };
  const tick = async (steps: number) => {
    for (let i = 0; i < steps; i++) {
      offset += ctx.config.money.railStepSeconds + 1;
      clock.setOffset(offset);
      await ctx.rail.tick();
    }
  };
  const otp = async (transactionId: string) =>
    (await ctx.codes.issue('transfer_confirm', transactionId, 'sms')).code;

  try {
    // Day −30: wallets opened and funded by bank transfer.
    at(30, 9);
    const aisha = await as('aisha@demo.bank');
    const omar = await as('omar@demo.bank');
    const layla = await as('layla@demo.bank');
    const admin = await as('admin@falcon-trading.demo.bank');
    const wallets: Record<
      string,
      Record<string, { wallet_id: string; iban: string | null; account_number: string }>
    > = {};
    const open = async (who: string, api: Api, currencies: string[]) => {
      wallets[who] = {};
      for (const c of currencies)
        wallets[who][c] = await api('POST', '/wallet/open', { currency: c });
    };
    await open('aisha', aisha, ['AED', 'USD', 'EUR', 'GBP']);
    await open('omar', omar, ['AED', 'USD']);
    await open('layla', layla, ['AED']);
    await open('falcon', admin, ['AED', 'USD', 'EUR']);
    const fund = async (who: string, currency: string, amountMinor: string, sender: string) => {
      const w = wallets[who]?.[currency];
      if (!w?.iban) throw new Error('no wallet to fund');
      await creditIncomingTransfer(
        ctx,
        { iban: w.iban, amountMinor, currency, senderName: sender, reference: 'Opening deposit' },
        clock.now(),
      );
    };
    // Omar and Aisha receive instant payments at their mobile numbers (issue 27): linked when
    // their wallets opened, as if each had entered the code sent to the number.
    await ctx.db
      .insertInto('proxies')
      .values(
        (['omar', 'aisha'] as const).map((who) => {
          const c = byEmail(`${who}@demo.bank`);
          return {
            id: crypto.randomUUID(),
            customer_id: c.id,
            kind: 'mobile' as const,
            value: c.phone ?? '',
            account_id: wallets[who]?.AED?.wallet_id ?? '',
            status: 'active' as const,
            created_at: clock.now(),
            activated_at: clock.now(),
          };
        }),
      )
      .execute();
    await fund('aisha', 'AED', '2500000', 'Aisha Rahman (Emirates NBD)');
    await fund('aisha', 'USD', '800000', 'Aisha Rahman (Citibank N.A.)');
    await fund('aisha', 'EUR', '300000', 'Aisha Rahman (Deutsche Bank)');
    await fund('omar', 'AED', '1200000', 'Omar Haddad (ADCB)');
    await fund('omar', 'USD', '200000', 'Omar Haddad (HSBC)');
    await fund('layla', 'AED', '400000', 'Layla Nasser (Mashreq)');
    await fund('falcon', 'AED', '75000000', 'Falcon Trading LLC (Emirates NBD)');
    await fund('falcon', 'USD', '25000000', 'Falcon Trading LLC (JPMorgan Chase)');
    await fund('falcon', 'EUR', '8000000', 'Falcon Trading LLC (BNP Paribas)');

    // Day −28: beneficiaries.
    at(28, 11);
    const omarBen = await aisha('POST', '/beneficiary/add', {
      kind: 'internal',
      email: 'omar@demo.bank',
      currency: 'AED',
      nickname: 'Omar (brother)',
    });
    const gbBen = await aisha('POST', '/beneficiary/add', {
      kind: 'external',
      nickname: 'Landlord London',
      name: 'John Smith',
      iban: 'GB29 NWBK 6016 1331 9268 19',
      bic: 'NWBKGB2L',
      bank_name: 'NatWest',
      bank_address: '250 Bishopsgate, London EC2M 4AA',
      country: 'GB',
      currency: 'GBP',
    });
    const deBen = await aisha('POST', '/beneficiary/add', {
      kind: 'external',
      name: 'Müller Reisen GmbH',
      iban: 'DE89 3704 0044 0532 0130 00',
      bic: 'COBADEFFXXX',
      bank_name: 'Commerzbank',
      bank_address: 'Kaiserplatz, 60311 Frankfurt am Main',
      country: 'DE',
      currency: 'EUR',
    });
    await aisha('POST', '/beneficiary/add', {
      kind: 'external',
      name: 'Acme Tuition Inc.',
      account_number: '000123456789',
      bic: 'CHASUS33',
      bank_name: 'JPMorgan Chase Bank',
      bank_address: '383 Madison Avenue, New York, NY 10179',
      country: 'US',
      currency: 'USD',
    });
    const aishaBen = await omar('POST', '/beneficiary/add', {
      kind: 'internal',
      account_number: wallets.aisha?.USD?.account_number,
      nickname: 'Aisha',
    });
    const supplier = await admin('POST', '/beneficiary/add', {
      kind: 'external',
      name: 'Mumbai Textiles Pvt Ltd',
      account_number: '50100234567891',
      bic: 'HDFCINBB',
      bank_name: 'HDFC Bank',
      bank_address: 'Kamala Mills Compound, Lower Parel, Mumbai 400013',
      country: 'IN',
      currency: 'INR',
    });
    const euSupplier = await admin('POST', '/beneficiary/add', {
      kind: 'external',
      name: 'Iberia Logistics S.L.',
      iban: 'ES91 2100 0418 4502 0005 1332',
      bic: 'CAIXESBBXXX',
      bank_name: 'CaixaBank',
      bank_address: 'Calle Pintor Sorolla 2-4, 46002 Valencia',
      country: 'ES',
      currency: 'EUR',
    });

    // Day −25: card top-ups (one declined).
    at(25, 19);
    const q1 = await aisha('POST', '/topup/card/quote', {
      wallet_id: wallets.aisha?.USD?.wallet_id,
      amount_minor: '50000',
    });
    const card = {
      number: '4242 4242 4242 4242',
      expiry_month: 12,
      expiry_year: 2030,
      cvc: '123',
      holder_name: 'AISHA RAHMAN',
    };
    await aisha('POST', '/topup/card/confirm', {
      idempotency_key: 'x',
      quote_id: q1.quote_id,
      card,
    });
    const q2 = await aisha('POST', '/topup/card/quote', {
      wallet_id: wallets.aisha?.AED?.wallet_id,
      amount_minor: '200000',
    });
    await aisha('POST', '/topup/card/confirm', {
      idempotency_key: 'x',
      quote_id: q2.quote_id,
      card: { ...card, number: '4000 0000 0000 9995' },
    });

    // Day −20: internal transfers both ways.
    at(20, 13);
    await aisha('POST', '/transfer/internal', {
      idempotency_key: 'x',
      from_wallet_id: wallets.aisha?.AED?.wallet_id,
      beneficiary_id: omarBen.beneficiary_id,
      amount_minor: '125000',
      purpose_code: 'FAM',
      reference: 'Dinner and tickets',
    });
    await omar('POST', '/transfer/internal', {
      idempotency_key: 'x',
      from_wallet_id: wallets.omar?.USD?.wallet_id,
      beneficiary_id: aishaBen.beneficiary_id,
      amount_minor: '15000',
      reference: 'Concert',
    });

    // Day −18: conversion AED → GBP.
    at(18, 10);
    const fx1 = await aisha('POST', '/fx/quote', {
      from_currency: 'AED',
      to_currency: 'GBP',
      amount_minor: '600000',
    });
    await aisha('POST', '/fx/conversion', { idempotency_key: 'x', quote_id: fx1.quote_id });

    // Day −15: external transfer GBP → GBP (rent), completed by the rail.
    at(15, 9);
    const ext = async (api: Api, body: Record<string, unknown>) => {
      const created = await api('POST', '/transfer/external', { idempotency_key: 'x', ...body });
      const id = created.transaction_id as string;
      return api('POST', `/transfer/external/${id}/confirm`, {
        idempotency_key: 'x',
        otp_code: await otp(id),
      });
    };
    await ext(aisha, {
      from_wallet_id: wallets.aisha?.GBP?.wallet_id,
      beneficiary_id: gbBen.beneficiary_id,
      amount_minor: '95000',
      charges: 'SHA',
      purpose_code: 'RNT',
      reference: 'Rent March',
    });
    await tick(2);

    // Day −12: external EUR with FX from USD (OUR), completed.
    at(12, 15);
    const review = await aisha('POST', '/transfer/external/quote', {
      from_wallet_id: wallets.aisha?.USD?.wallet_id,
      beneficiary_id: deBen.beneficiary_id,
      amount_minor: '120000',
      charges: 'OUR',
    });
    await ext(aisha, {
      from_wallet_id: wallets.aisha?.USD?.wallet_id,
      beneficiary_id: deBen.beneficiary_id,
      amount_minor: '120000',
      charges: 'OUR',
      purpose_code: 'TTS',
      reference: 'Holiday booking',
      quote_id: review.quote.quote_id,
    });
    await tick(2);

    // Day −10: an external transfer returned by the beneficiary's bank (sandbox trigger), and one that failed.
    at(10, 11);
    await ext(aisha, {
      from_wallet_id: wallets.aisha?.EUR?.wallet_id,
      beneficiary_id: deBen.beneficiary_id,
      amount_minor: '30000',
      charges: 'BEN',
      purpose_code: 'TTS',
      reference: 'Deposit SANDBOX-RETURN',
    });
    await tick(3);
    await ext(aisha, {
      from_wallet_id: wallets.aisha?.EUR?.wallet_id,
      beneficiary_id: deBen.beneficiary_id,
      amount_minor: '12000',
      charges: 'SHA',
      purpose_code: 'TTS',
      reference: 'Excursion SANDBOX-FAIL',
    });
    await tick(2);

    // Day −8: virtual assets: deposit details, a deposit, a conversion to fiat.
    at(8, 16);
    const btc = await aisha('GET', '/crypto/deposit/BTC');
    await creditCryptoDeposit(
      ctx,
      { address: btc.address, asset: 'BTC', amountMinor: '5000000' },
      clock.now(),
    );
    const usdt = await aisha('GET', '/crypto/deposit/USDT?network=tron');
    await creditCryptoDeposit(
      ctx,
      { address: usdt.address, asset: 'USDT', amountMinor: '750000000' },
      clock.now(),
    );
    at(7, 10);
    const cq = await aisha('POST', '/fx/quote', {
      from_currency: 'BTC',
      to_currency: 'AED',
      amount_minor: '1500000',
    });
    await aisha('POST', '/fx/conversion', { idempotency_key: 'x', quote_id: cq.quote_id });

    // Days −6 to −2: the company: a direct payment by the admin, prepared ones approved and rejected, one waiting.
    at(6, 10);
    await ext(admin, {
      from_wallet_id: wallets.falcon?.EUR?.wallet_id,
      beneficiary_id: euSupplier.beneficiary_id,
      amount_minor: '1850000',
      charges: 'SHA',
      purpose_code: 'GDI',
      reference: 'Invoice IL-2291',
    });
    await tick(2);
    const preparer = await as('preparer@falcon-trading.demo.bank');
    const approver = await as('approver@falcon-trading.demo.bank');
    at(5, 11);
    const prepared = await preparer('POST', '/transfer/internal', {
      idempotency_key: 'x',
      from_wallet_id: wallets.falcon?.AED?.wallet_id,
      to_account_number: wallets.aisha?.AED?.account_number,
      amount_minor: '420000',
      purpose_code: 'PRS',
      reference: 'Consulting fee',
    });
    at(5, 15);
    const amal = await ctx.db
      .selectFrom('customers')
      .select('id')
      .where('email_normalized', '=', 'approver@falcon-trading.demo.bank')
      .executeTakeFirstOrThrow();
    const approval = (
      await ctx.codes.issue(
        'review_approve',
        approvalSubject(prepared.transaction_id, amal.id),
        'sms',
      )
    ).code;
    await approver('POST', `/review/internal_transfer/${prepared.transaction_id}/approve`, {
      idempotency_key: 'x',
      otp_code: approval,
    });
    at(4, 10);
    const pq = await preparer('POST', '/fx/quote', {
      from_currency: 'AED',
      to_currency: 'USD',
      amount_minor: '5000000',
    });
    const prepConv = await preparer('POST', '/fx/conversion', {
      idempotency_key: 'x',
      quote_id: pq.quote_id,
    });
    at(4, 12);
    await approver('POST', `/review/conversion/${prepConv.transaction_id}/reject`, {
      reason: 'We keep AED this month.',
    });
    at(2, 9);
    const inr = await preparer('POST', '/transfer/external/quote', {
      from_wallet_id: wallets.falcon?.USD?.wallet_id,
      beneficiary_id: supplier.beneficiary_id,
      amount_minor: '1250000',
      charges: 'SHA',
    });
    const waiting = await preparer('POST', '/transfer/external', {
      idempotency_key: 'x',
      from_wallet_id: wallets.falcon?.USD?.wallet_id,
      beneficiary_id: supplier.beneficiary_id,
      amount_minor: '1250000',
      charges: 'SHA',
      purpose_code: 'GDI',
      reference: 'PO 7781 cotton',
      quote_id: inr.quote.quote_id,
    });
    await preparer('POST', `/transfer/external/${waiting.transaction_id}/confirm`, {
      idempotency_key: 'x',
      otp_code: await otp(waiting.transaction_id),
    });

    // Yesterday: a transfer still on its way for Aisha (the rail advances it after start).
    at(0, 8);
    await ext(aisha, {
      from_wallet_id: wallets.aisha?.USD?.wallet_id,
      beneficiary_id: deBen.beneficiary_id,
      amount_minor: '8000',
      charges: 'SHA',
      purpose_code: 'TTS',
      reference: 'Museum tickets',
      quote_id: (
        await aisha('POST', '/transfer/external/quote', {
          from_wallet_id: wallets.aisha?.USD?.wallet_id,
          beneficiary_id: deBen.beneficiary_id,
          amount_minor: '8000',
          charges: 'SHA',
        })
      ).quote.quote_id,
    });
  } finally {
    clock.setOffset(0);
    for (const id of sessions) await ctx.sessions.revoke(id, 'seed');
  }
  return true;
}
