// Requests for money and pay links (issue 27) over real HTTP on PGlite and PostgreSQL: a link's
// public page (masked name, no login), paying it once (a second payer, concurrent payers, a retry
// with the same key, a claim left by a crash), a request to a contact by their number (notified,
// declined, told), cancel and expiry, and what bad input gets. The ledger balances after each.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, ENGINES, expectError, startServer, type TestServer } from './helpers';
import {
  apiFor,
  balance,
  expectLedgerBalanced,
  fund,
  key,
  lastCode,
  newCustomer,
  openWallet,
  phoneOf,
  tokenFor,
  type Api,
  type Customer,
} from './money-helpers';

interface Wallet {
  wallet_id: string;
  iban: string | null;
  account_number: string;
}

for (const engine of ENGINES) {
  describe(`requests for money on ${engine}`, () => {
    let server: TestServer;
    let laila: Customer;
    let lailaApi: Api;
    let lailaAed: Wallet;
    const payers: { who: Customer; api: Api; aed: Wallet }[] = [];

    const notificationsOf = async (who: Customer) =>
      (await apiFor(server, who.token)('GET', '/notifications?limit=20')).body.data.items as {
        kind: string;
        title: string;
        body: string;
      }[];

    async function newLink(amount = '12050', note?: string) {
      const made = await lailaApi('POST', '/requests', {
        wallet_id: lailaAed.wallet_id,
        amount_minor: amount,
        ...(note ? { note } : {}),
      });
      expect(made.status).toBe(201);
      return made.body.data as { id: string; token: string; status: string };
    }

    beforeAll(async () => {
      server = await startServer(engine);
      laila = await newCustomer(server);
      await server.ctx.db
        .updateTable('customers')
        .set({ first_name: 'Laila', last_name: 'Al-Mansouri' })
        .where('id', '=', laila.customerId)
        .execute();
      lailaApi = apiFor(server, laila.token);
      lailaAed = await openWallet(server, laila.token, 'AED');
      for (let i = 0; i < 3; i++) {
        const who = await newCustomer(server);
        const aed = await openWallet(server, who.token, 'AED');
        await fund(server, aed, '500000', 'AED');
        payers.push({ who, api: apiFor(server, who.token), aed });
      }
    });
    afterAll(async () => {
      await server?.close();
    });

    it('makes a link whose public page shows the amount, the masked name and the note only', async () => {
      const request = await newLink('12050', 'Dinner at Al Fanar');
      expect(request).toMatchObject({
        direction: 'sent',
        channel: 'link',
        status: 'open',
        amount: { currency: 'AED', amount: '120.50', minor: '12050' },
        note: 'Dinner at Al Fanar',
        wallet_id: lailaAed.wallet_id,
      });
      expect(request.token).toMatch(/^[A-Za-z0-9_-]{22}$/);
      const page = await call(server, 'GET', `/pay_links/${request.token}`);
      expect(page.status).toBe(200);
      expect(page.body.data).toEqual({
        request_id: request.id,
        amount: { currency: 'AED', amount: '120.50', minor: '12050' },
        requester: 'La*** Al-M*******',
        note: 'Dinner at Al Fanar',
        status: 'open',
        expires_at: expect.any(String),
        bank_name: expect.any(String),
      });
      // Seven days by default.
      const days =
        (Date.parse(page.body.data.expires_at) - server.ctx.clock.now().getTime()) / 86_400_000;
      expect(days).toBeGreaterThan(6.9);
      expect(days).toBeLessThan(7.1);
      expectError(await call(server, 'GET', `/pay_links/${'A'.repeat(22)}`), 404, 'not_found');
      expectError(await call(server, 'GET', '/pay_links/short'), 400, 'validation_error');
    });

    it('is paid once: the payer’s money to the requester, told live, a second payer refused', async () => {
      const request = await newLink('12050', 'Dinner');
      const [first, second] = payers;
      const before = await balance(server, laila.token, lailaAed.wallet_id);
      const k = key();
      const paid = await first!.api('POST', `/requests/${request.id}/pay`, {
        idempotency_key: k,
        from_wallet_id: first!.aed.wallet_id,
        token: request.token,
      });
      expect(paid.status).toBe(201);
      expect(paid.body.data).toMatchObject({ status: 'completed', reference: 'Dinner' });
      const after = await balance(server, laila.token, lailaAed.wallet_id);
      expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(120.5, 2);
      // The same key again answers the first result; a new key or another payer moves nothing.
      const again = await first!.api('POST', `/requests/${request.id}/pay`, {
        idempotency_key: k,
        from_wallet_id: first!.aed.wallet_id,
        token: request.token,
      });
      expect(again.body.data.transaction_id).toBe(paid.body.data.transaction_id);
      expectError(
        await first!.api('POST', `/requests/${request.id}/pay`, {
          idempotency_key: key(),
          from_wallet_id: first!.aed.wallet_id,
          token: request.token,
        }),
        409,
        'invalid_state',
      );
      const refused = await second!.api('POST', `/requests/${request.id}/pay`, {
        idempotency_key: key(),
        from_wallet_id: second!.aed.wallet_id,
        token: request.token,
      });
      expectError(refused, 409, 'invalid_state');
      expect(refused.body.error.message).toMatch(/has been paid/);
      expect((await balance(server, laila.token, lailaAed.wallet_id)).balance).toBe(after.balance);
      // The requester sees it paid, with who (masked) and the payment; the page says paid too.
      const mine = (await lailaApi('GET', '/requests?direction=sent')).body.data;
      expect(mine.find((r: { id: string }) => r.id === request.id)).toMatchObject({
        status: 'paid',
        transaction_id: paid.body.data.transaction_id,
        counterparty: { name: expect.stringMatching(/^Te\*\* Cu/) },
      });
      expect((await call(server, 'GET', `/pay_links/${request.token}`)).body.data.status).toBe(
        'paid',
      );
      const told = await notificationsOf(laila);
      expect(told.find((n) => n.kind === 'request_paid')).toMatchObject({
        title: 'Your request for AED 120.50 was paid',
      });
      // Without the token, the request does not exist for a stranger.
      expectError(
        await second!.api('POST', `/requests/${request.id}/pay`, {
          idempotency_key: key(),
          from_wallet_id: second!.aed.wallet_id,
        }),
        404,
        'not_found',
      );
      await expectLedgerBalanced(server);
    });

    it('lets exactly one of three concurrent payers pay', async () => {
      const request = await newLink('3000');
      const before = await balance(server, laila.token, lailaAed.wallet_id);
      const answers = await Promise.all(
        payers.map((p) =>
          p.api('POST', `/requests/${request.id}/pay`, {
            idempotency_key: key(),
            from_wallet_id: p.aed.wallet_id,
            token: request.token,
          }),
        ),
      );
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
      const after = await balance(server, laila.token, lailaAed.wallet_id);
      expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(30, 2);
      await expectLedgerBalanced(server);
    });

    it('opens the request again when a payment is refused, so another can pay it', async () => {
      const poor = await newCustomer(server);
      const poorAed = await openWallet(server, poor.token, 'AED');
      const request = await newLink('90000');
      expectError(
        await apiFor(server, poor.token)('POST', `/requests/${request.id}/pay`, {
          idempotency_key: key(),
          from_wallet_id: poorAed.wallet_id,
          token: request.token,
        }),
        422,
        'insufficient_funds',
      );
      const p = payers[2]!;
      const paid = await p.api('POST', `/requests/${request.id}/pay`, {
        idempotency_key: key(),
        from_wallet_id: p.aed.wallet_id,
        token: request.token,
      });
      expect(paid.status).toBe(201);
    });

    it('never pays twice when a claim was left by a payment whose mark was lost', async () => {
      const request = await newLink('1000');
      const [first, second] = payers;
      const paid = await first!.api('POST', `/requests/${request.id}/pay`, {
        idempotency_key: key(),
        from_wallet_id: first!.aed.wallet_id,
        token: request.token,
      });
      expect(paid.status).toBe(201);
      // As if the server died between the payment and its mark: paying, long ago, not paid.
      await server.ctx.db
        .updateTable('money_requests')
        .set({
          status: 'paying',
          paying_since: new Date(server.ctx.clock.now().getTime() - 3_600_000),
          transaction_id: null,
          decided_at: null,
        })
        .where('id', '=', request.id)
        .execute();
      const before = await balance(server, laila.token, lailaAed.wallet_id);
      expectError(
        await second!.api('POST', `/requests/${request.id}/pay`, {
          idempotency_key: key(),
          from_wallet_id: second!.aed.wallet_id,
          token: request.token,
        }),
        409,
        'invalid_state',
      );
      expect((await balance(server, laila.token, lailaAed.wallet_id)).balance).toBe(before.balance);
      const row = await server.ctx.db
        .selectFrom('money_requests')
        .selectAll()
        .where('id', '=', request.id)
        .executeTakeFirstOrThrow();
      expect(row).toMatchObject({ status: 'paid', transaction_id: paid.body.data.transaction_id });
    });

    const setRow = (id: string, values: Record<string, unknown>) =>
      server.ctx.db.updateTable('money_requests').set(values).where('id', '=', id).execute();
    const rowOf = (id: string) =>
      server.ctx.db
        .selectFrom('money_requests')
        .selectAll()
        .where('id', '=', id)
        .executeTakeFirstOrThrow();
    const payAs = (p: (typeof payers)[number], request: { id: string; token: string }, k = key()) =>
      p.api('POST', `/requests/${request.id}/pay`, {
        idempotency_key: k,
        from_wallet_id: p.aed.wallet_id,
        token: request.token,
      });

    it('never pays twice: a second key of the same payer, one key for two requests, a lost claim', async () => {
      const [first, second] = payers;
      // The same payer's payment in flight under one key: another key of theirs is refused.
      const inFlight = await newLink('1100', 'Taxi');
      await setRow(inFlight.id, {
        status: 'paying',
        paying_by: first!.who.customerId,
        paying_key: key(),
        paying_since: server.ctx.clock.now(),
      });
      const twice = await payAs(first!, inFlight);
      expectError(twice, 409, 'invalid_state');
      expect(twice.body.error.message).toMatch(/being made/);

      // One key for two requests of the same amount and note: the second is not "paid" by the first.
      const r1 = await newLink('1200', 'Lunch');
      const r2 = await newLink('1200', 'Lunch');
      const before = await balance(server, laila.token, lailaAed.wallet_id);
      const k = key();
      expect((await payAs(first!, r1, k)).status).toBe(201);
      expectError(await payAs(first!, r2, k), 422, 'idempotency_key_reused');
      expect((await rowOf(r2.id)).status).toBe('open');
      const after = await balance(server, laila.token, lailaAed.wallet_id);
      expect(Number(after.balance) - Number(before.balance)).toBeCloseTo(12, 2);

      // A claim lost altogether (the row open again by hand) while its payment exists: the unique
      // index on the payment's request refuses a second payment, and nothing moves.
      await setRow(r1.id, {
        status: 'open',
        paying_by: null,
        paying_key: null,
        paying_since: null,
        transaction_id: null,
      });
      const refused = await payAs(second!, r1);
      expectError(refused, 409, 'invalid_state');
      expect((await balance(server, laila.token, lailaAed.wallet_id)).balance).toBe(after.balance);
      expect((await rowOf(r1.id)).status).toBe('paid');
      await expectLedgerBalanced(server);
    });

    it('answers the payer’s retry after the expiry, and lets a dead claim be cancelled', async () => {
      const [first] = payers;
      const request = await newLink('1300');
      const k = key();
      const paid = await payAs(first!, request, k);
      expect(paid.status).toBe(201);
      // The mark lost, and the request past its date: the same payment asked again is answered.
      await setRow(request.id, {
        status: 'paying',
        transaction_id: null,
        decided_at: null,
        expires_at: new Date(server.ctx.clock.now().getTime() - 1000),
      });
      const again = await payAs(first!, request, k);
      expect(again.status).toBe(201);
      expect(again.body.data.transaction_id).toBe(paid.body.data.transaction_id);
      expect(await rowOf(request.id)).toMatchObject({
        status: 'paid',
        transaction_id: paid.body.data.transaction_id,
      });

      // A claim whose payer vanished before paying: the requester can still cancel.
      const dead = await newLink('1400');
      await setRow(dead.id, {
        status: 'paying',
        paying_by: first!.who.customerId,
        paying_key: key(),
        paying_since: new Date(server.ctx.clock.now().getTime() - 3_600_000),
      });
      const cancelled = await lailaApi('POST', `/requests/${dead.id}/cancel`);
      expect(cancelled.status).toBe(200);
      expect(cancelled.body.data.status).toBe('cancelled');
      // Its public page no longer shows the note once closed.
      const withNote = await newLink('1500', 'Flowers');
      await lailaApi('POST', `/requests/${withNote.id}/cancel`);
      expect((await call(server, 'GET', `/pay_links/${withNote.token}`)).body.data).toMatchObject({
        status: 'cancelled',
        note: null,
      });
    });

    it('asks a contact by their number: they are told, see it, decline it, and the requester is told', async () => {
      const omar = payers[0]!;
      const started = await omar.api('POST', '/instant/proxies', {
        kind: 'mobile',
        wallet_id: omar.aed.wallet_id,
      });
      const phone = await phoneOf(server, omar.who.customerId);
      await omar.api('POST', `/instant/proxies/${started.body.data.proxy.id}/confirm`, {
        otp_code: lastCode(server, phone),
      });
      const local = `0${phone.slice(4, 6)} ${phone.slice(6, 9)} ${phone.slice(9)}`;
      const made = await lailaApi('POST', '/requests', {
        wallet_id: lailaAed.wallet_id,
        amount_minor: '25000',
        note: 'Concert tickets',
        proxy: local,
        expires_in_days: 3,
      });
      expect(made.status).toBe(201);
      expect(made.body.data).toMatchObject({
        channel: 'proxy',
        token: null,
        counterparty: {
          name: expect.stringMatching(/^Te\*\*/),
          detail: expect.stringMatching(/^\+971 /),
        },
      });
      const told = await notificationsOf(omar.who);
      expect(told[0]).toMatchObject({
        kind: 'request_received',
        title: 'Laila Al-Mansouri asks you for AED 250.00',
      });
      // The note stays in the app: never in the bank's texts or e-mails.
      expect(told[0]!.body).not.toContain('Concert tickets');
      const received = (await omar.api('GET', '/requests?direction=received')).body.data;
      expect(received[0]).toMatchObject({
        id: made.body.data.id,
        direction: 'received',
        status: 'open',
        counterparty: { name: 'Laila Al-Mansouri' },
        wallet_id: null,
        token: null,
      });
      // Someone else cannot decline or pay it; the requester cannot pay it herself.
      expectError(
        await payers[1]!.api('POST', `/requests/${made.body.data.id}/decline`),
        404,
        'not_found',
      );
      const declined = await omar.api('POST', `/requests/${made.body.data.id}/decline`);
      expect(declined.body.data.status).toBe('declined');
      expect(
        (await notificationsOf(laila)).find((n) => n.kind === 'request_declined'),
      ).toMatchObject({ title: 'Your request for AED 250.00 was declined' });
      expectError(
        await omar.api('POST', `/requests/${made.body.data.id}/pay`, {
          idempotency_key: key(),
          from_wallet_id: omar.aed.wallet_id,
        }),
        409,
        'invalid_state',
      );
      // A number nobody linked: one not_found, as a look-up answers.
      expectError(
        await lailaApi('POST', '/requests', {
          wallet_id: lailaAed.wallet_id,
          amount_minor: '100',
          proxy: 'nobody@nowhere.example',
        }),
        404,
        'not_found',
      );
    });

    it('cancels a link (its page says so, nobody can pay it) and shows an old one expired', async () => {
      const request = await newLink('500');
      const cancelled = await lailaApi('POST', `/requests/${request.id}/cancel`);
      expect(cancelled.body.data.status).toBe('cancelled');
      expect((await call(server, 'GET', `/pay_links/${request.token}`)).body.data.status).toBe(
        'cancelled',
      );
      const p = payers[1]!;
      const refused = await p.api('POST', `/requests/${request.id}/pay`, {
        idempotency_key: key(),
        from_wallet_id: p.aed.wallet_id,
        token: request.token,
      });
      expectError(refused, 409, 'invalid_state');
      expect(refused.body.error.message).toMatch(/cancelled/);
      // Someone else cannot cancel Laila's request.
      expectError(await p.api('POST', `/requests/${request.id}/cancel`), 404, 'not_found');

      const old = await newLink('700');
      await server.ctx.db
        .updateTable('money_requests')
        .set({ expires_at: new Date(server.ctx.clock.now().getTime() - 1000) })
        .where('id', '=', old.id)
        .execute();
      expect((await call(server, 'GET', `/pay_links/${old.token}`)).body.data.status).toBe(
        'expired',
      );
      const late = await p.api('POST', `/requests/${old.id}/pay`, {
        idempotency_key: key(),
        from_wallet_id: p.aed.wallet_id,
        token: old.token,
      });
      expectError(late, 409, 'invalid_state');
      expect(late.body.error.message).toMatch(/expired/);
      expectError(await lailaApi('POST', `/requests/${old.id}/cancel`), 409, 'invalid_state');
    });

    it('refuses what a request cannot be: over AED 50,000, not in dirhams, a company, a bad note', async () => {
      expectError(
        await lailaApi('POST', '/requests', {
          wallet_id: lailaAed.wallet_id,
          amount_minor: '5000001',
        }),
        422,
        'limit_exceeded',
      );
      const usd = await openWallet(server, laila.token, 'USD');
      expectError(
        await lailaApi('POST', '/requests', { wallet_id: usd.wallet_id, amount_minor: '100' }),
        422,
        'currency_not_allowed',
      );
      for (const body of [
        { wallet_id: lailaAed.wallet_id, amount_minor: '0' },
        { wallet_id: lailaAed.wallet_id, amount_minor: '1.5' },
        { wallet_id: lailaAed.wallet_id, amount_minor: '100', note: 'x'.repeat(141) },
        { wallet_id: lailaAed.wallet_id, amount_minor: '100', expires_in_days: 31 },
      ])
        expectError(await lailaApi('POST', '/requests', body), 400, 'validation_error');
      const company = apiFor(server, await tokenFor(server, 'admin@falcon-trading.demo.bank'));
      expectError(await company('GET', '/requests'), 403, 'forbidden');
      expectError(
        await company('POST', '/requests', { wallet_id: lailaAed.wallet_id, amount_minor: '100' }),
        403,
        'forbidden',
      );
      // A requester cannot pay her own link.
      const own = await newLink('100');
      expectError(
        await lailaApi('POST', `/requests/${own.id}/pay`, {
          idempotency_key: key(),
          from_wallet_id: lailaAed.wallet_id,
          token: own.token,
        }),
        400,
        'validation_error',
      );
    });
  });
}
