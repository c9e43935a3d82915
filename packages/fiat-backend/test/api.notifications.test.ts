// The live notification centre (issue 27) over real HTTP on PGlite and PostgreSQL: money in makes a
// notification for the payee only (a bank transfer credited, an internal transfer received), the
// list with its unread count, read one and all; the server-sent event stream delivers live events,
// and after a reconnect with Last-Event-ID exactly the missed ones, in order, once; a stream ticket
// opens one stream, within its minute; another customer's events never reach a stream; a stream ends
// with its session; and on PostgreSQL, an event made by one server instance reaches a stream open
// on another (LISTEN/NOTIFY).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@bank/api-contract';
import {
  call,
  ENGINES,
  expectError,
  loginRequest,
  PASSWORD,
  startInstance,
  startServer,
  type TestServer,
} from './helpers';
import {
  apiFor,
  approvalCode,
  expectLedgerBalanced,
  fund,
  key,
  lastCode,
  newCustomer,
  openWallet,
  phoneOf,
  tokenFor,
  type Customer,
} from './money-helpers';
import { hubOf } from '../src/modules/notifications/hub';
import { MAX_STREAMS_PER_CUSTOMER } from '../src/modules/notifications/stream';
import { batcherOf, notificationsFlushed } from '../src/modules/notifications/notifications';

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

interface OpenStream {
  status: number;
  headers: Headers;
  events: SseEvent[];
  comments: string[];
  /** Resolves when `count` events have arrived (bounded wait), with all of them. */
  waitFor(count: number, timeoutMs?: number): Promise<SseEvent[]>;
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/** Opens the stream over real HTTP and parses what arrives (as EventSource does). */
async function openStream(
  server: TestServer,
  options: { token?: string; ticket?: string; lastEventId?: string; accept?: string | null } = {},
): Promise<OpenStream> {
  const abort = new AbortController();
  const headers: Record<string, string> = {};
  if (options.accept !== null) headers.accept = options.accept ?? 'text/event-stream';
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.lastEventId) headers['last-event-id'] = options.lastEventId;
  const url = `${server.api}/notifications/stream${options.ticket ? `?ticket=${encodeURIComponent(options.ticket)}` : ''}`;
  const response = await fetch(url, { headers, signal: abort.signal });
  const events: SseEvent[] = [];
  const comments: string[] = [];
  let waiters: (() => void)[] = [];
  let endedResolve!: () => void;
  const ended = new Promise<void>((resolve) => (endedResolve = resolve));
  if (response.status === 200 && response.body) {
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    void (async () => {
      try {
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer += value;
          let cut: number;
          while ((cut = buffer.indexOf('\n\n')) >= 0) {
            const block = buffer.slice(0, cut);
            buffer = buffer.slice(cut + 2);
            const event: SseEvent = {};
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else if (line.startsWith('id: ')) event.id = line.slice(4);
              else if (line.startsWith('event: ')) event.event = line.slice(7);
              else if (line.startsWith('data: ')) event.data = line.slice(6);
            }
            if (event.data !== undefined) events.push(event);
          }
          for (const w of waiters) w();
        }
      } catch {
        // aborted by the test
      }
      endedResolve();
      for (const w of waiters) w();
    })();
  } else endedResolve();
  return {
    status: response.status,
    headers: response.headers,
    events,
    comments,
    ended,
    waitFor(count, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (events.length >= count) {
            clearTimeout(timer);
            waiters = waiters.filter((w) => w !== check);
            resolve(events.slice());
          }
        };
        const timer = setTimeout(() => {
          waiters = waiters.filter((w) => w !== check);
          reject(
            new Error(
              `waited for ${count} events, got ${events.length}: ${JSON.stringify(events)}`,
            ),
          );
        }, timeoutMs);
        waiters.push(check);
        check();
      });
    },
    close() {
      abort.abort();
    },
  };
}

const notificationsOf = (event: SseEvent) =>
  JSON.parse(event.data ?? '{}') as { seq: string; kind: string; transaction_id: string | null };

for (const engine of ENGINES) {
  describe(`the notification centre on ${engine}`, () => {
    let server: TestServer;
    let payee: Customer;
    let payer: Customer;
    let other: Customer;
    let payeeAed: { wallet_id: string; iban: string | null; account_number: string };
    let payerAed: { wallet_id: string; iban: string | null; account_number: string };
    let otherAed: { wallet_id: string; iban: string | null; account_number: string };

    beforeAll(async () => {
      server = await startServer(engine);
      payee = await newCustomer(server);
      payer = await newCustomer(server);
      other = await newCustomer(server);
      payeeAed = await openWallet(server, payee.token, 'AED');
      payerAed = await openWallet(server, payer.token, 'AED');
      otherAed = await openWallet(server, other.token, 'AED');
    });
    afterAll(async () => {
      await server?.close();
    });

    const list = (who: Customer, query = '') =>
      call(server, 'GET', `/notifications${query}`, { token: who.token });

    /**
     * Pays the payee from the payer by an internal transfer (the hot path), and waits for the
     * server's batcher to record the payee's notification.
     */
    const transfer = async (amountMinor: string, s: TestServer = server) => {
      const answer = await apiFor(s, payer.token)('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: payerAed.wallet_id,
        to_account_number: payeeAed.account_number,
        amount_minor: amountMinor,
      });
      await notificationsFlushed(s.ctx);
      return answer;
    };

    it('tells the payee of money in (a bank transfer, an internal transfer), and no one else', async () => {
      await fund(server, payerAed, '1000000', 'AED');
      const funded = await list(payer);
      expect(funded.status).toBe(200);
      expect(calls.listNotifications.response.safeParse(funded.body).success).toBe(true);
      expect(funded.body.data.items).toHaveLength(1);
      expect(funded.body.data.items[0]).toMatchObject({
        seq: '1',
        kind: 'money_in',
        title: 'AED 10,000.00 received',
        read_at: null,
      });
      expect(funded.body.data.unread).toBe(1);

      const sent = await transfer('2500');
      expect(sent.status).toBe(201);
      const got = (await list(payee)).body.data;
      expect(got.items).toHaveLength(1);
      expect(got.items[0]).toMatchObject({
        kind: 'money_in',
        transaction_id: sent.body.data.transaction_id,
        title: 'AED 25.00 received',
      });
      expect(got.items[0].body).toMatch(/Test Customer\d+ sent you AED 25\.00/);
      // The payer was not told of their own payment; the third customer of nothing.
      expect((await list(payer)).body.data.items).toHaveLength(1);
      expect((await list(other)).body.data).toMatchObject({ items: [], unread: 0 });
      // A replay of the same request tells nothing again.
      const body = {
        idempotency_key: key(),
        from_wallet_id: payerAed.wallet_id,
        to_account_number: payeeAed.account_number,
        amount_minor: '100',
      };
      const api = apiFor(server, payer.token);
      expect((await api('POST', '/transfer/internal', body)).status).toBe(201);
      expect((await api('POST', '/transfer/internal', body)).status).toBe(201);
      await notificationsFlushed(server.ctx);
      expect((await list(payee)).body.data.items).toHaveLength(2);
      // The outbox: the payee chose transaction alerts by e-mail (the default).
      expect(
        server.messages.some((m) => m.to === payee.email && /received/.test(m.subject ?? '')),
      ).toBe(true);
      await expectLedgerBalanced(server);
    });

    it('lists newest first by pages, counts unread, marks one and all read', async () => {
      for (const amount of ['101', '102', '103']) expect((await transfer(amount)).status).toBe(201);
      const all = (await list(payee)).body.data;
      expect(all.items.map((n: { seq: string }) => n.seq)).toEqual(['5', '4', '3', '2', '1']);
      expect(all.unread).toBe(5);
      const first = (await list(payee, '?limit=2')).body.data;
      expect(first.items.map((n: { seq: string }) => n.seq)).toEqual(['5', '4']);
      expect(first.next_before).toBe('4');
      const second = (await list(payee, `?limit=2&before=${first.next_before}`)).body.data;
      expect(second.items.map((n: { seq: string }) => n.seq)).toEqual(['3', '2']);
      const last = (await list(payee, '?limit=2&before=2')).body.data;
      expect(last).toMatchObject({ next_before: null });
      expect(last.items).toHaveLength(1);

      const id = all.items[0].id as string;
      const read = await call(server, 'POST', `/notifications/${id}/read`, { token: payee.token });
      expect(read.status).toBe(200);
      expect(read.body.data.unread).toBe(4);
      expect(read.body.data.notification.read_at).toBe(server.clock.now().toISOString());
      // Again: no change; another customer's: not found.
      expect(
        (await call(server, 'POST', `/notifications/${id}/read`, { token: payee.token })).body.data
          .unread,
      ).toBe(4);
      expectError(
        await call(server, 'POST', `/notifications/${id}/read`, { token: other.token }),
        404,
        'not_found',
      );
      expect((await list(payee, '?unread_only=true')).body.data.items).toHaveLength(4);
      const upTo = await call(server, 'POST', '/notifications/read_all', {
        token: payee.token,
        body: { up_to: '3' },
      });
      expect(upTo.body.data).toEqual({ marked: 3, unread: 1 });
      const rest = await call(server, 'POST', '/notifications/read_all', { token: payee.token });
      expect(rest.body.data).toEqual({ marked: 1, unread: 0 });
      expectError(
        await call(server, 'GET', '/notifications?before=abc', { token: payee.token }),
        400,
        'validation_error',
      );
    });

    it('streams a live event, then after a reconnect with Last-Event-ID exactly the missed ones, in order', async () => {
      const stream = await openStream(server, { token: payee.token });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(stream.headers.get('cache-control')).toBe('no-store');
      // The server's security headers, as on every answer.
      expect(stream.headers.get('x-content-type-options')).toBe('nosniff');
      expect(stream.headers.get('content-security-policy')).toContain("default-src 'self'");
      // Without Last-Event-ID: only what happens from now on.
      expect((await transfer('201')).status).toBe(201);
      const [live] = await stream.waitFor(1);
      expect(live?.event).toBe('notification');
      expect(live?.id).toBe('6');
      expect(notificationsOf(live ?? {})).toMatchObject({ seq: '6', kind: 'money_in' });
      stream.close();
      await stream.ended;

      // Missed while away: three; then the reconnect names the last one it saw.
      for (const amount of ['202', '203', '204']) expect((await transfer(amount)).status).toBe(201);
      const again = await openStream(server, { token: payee.token, lastEventId: live?.id ?? '' });
      const caught = await again.waitFor(3);
      expect(caught.map((e) => e.id)).toEqual(['7', '8', '9']);
      // Then live ones, none twice.
      expect((await transfer('205')).status).toBe(201);
      const after = await again.waitFor(4);
      expect(after.map((e) => e.id)).toEqual(['7', '8', '9', '10']);
      // The query parameter works as the header does.
      const byQuery = await fetch(`${server.api}/notifications/stream?last_event_id=8`, {
        headers: { accept: 'text/event-stream', authorization: `Bearer ${payee.token}` },
      });
      expect(byQuery.status).toBe(200);
      await byQuery.body?.cancel();
      again.close();
      await again.ended;
    });

    it('opens with a ticket once, within its minute; never with nothing, and only for event streams', async () => {
      const issued = await call(server, 'POST', '/notifications/stream_ticket', {
        token: payee.token,
      });
      expect(issued.status).toBe(201);
      expect(calls.createStreamTicket.response.safeParse(issued.body).success).toBe(true);
      const ticket = issued.body.data.ticket as string;
      const stream = await openStream(server, { ticket });
      expect(stream.status).toBe(200);
      expect((await transfer('301')).status).toBe(201);
      expect((await stream.waitFor(1))[0]?.id).toBe('11');
      stream.close();
      // Used once: never again.
      const reused = await openStream(server, { ticket });
      expect(reused.status).toBe(401);
      // Expired after 60 s (the test clock moves, nobody waits).
      const late = (
        await call(server, 'POST', '/notifications/stream_ticket', { token: payee.token })
      ).body.data.ticket as string;
      server.clock.advance(61);
      expect((await openStream(server, { ticket: late })).status).toBe(401);
      expect((await openStream(server, { ticket: 'x'.repeat(40) })).status).toBe(401);
      // No ticket and no token; a client that does not read event streams.
      expect((await openStream(server, {})).status).toBe(401);
      const plain = await openStream(server, { token: payee.token, accept: null });
      expect(plain.status).toBe(400);
      expect((await openStream(server, { token: payee.token, lastEventId: 'abc' })).status).toBe(
        400,
      );
    });

    it("never sends another customer's events to a stream", async () => {
      const mine = await openStream(server, { token: other.token });
      const theirs = await openStream(server, { token: payee.token });
      expect((await transfer('401')).status).toBe(201); // the payee's
      await fund(server, otherAed, '5000', 'AED'); // the other's
      const [got] = await mine.waitFor(1);
      expect(notificationsOf(got ?? {})).toMatchObject({ kind: 'money_in', seq: '1' });
      const [payeeGot] = await theirs.waitFor(1);
      expect(notificationsOf(payeeGot ?? {}).seq).toBe('12');
      // Each saw its own only (the other's arrived after the payee's was recorded).
      expect(mine.events).toHaveLength(1);
      expect(theirs.events).toHaveLength(1);
      mine.close();
      theirs.close();
    });

    it('holds at most 10 streams per customer on a process: the 11th is refused until one closes', async () => {
      // Asked for all at once, two more than the cap: exactly the cap is opened.
      const asked = await Promise.all(
        Array.from({ length: MAX_STREAMS_PER_CUSTOMER + 2 }, () =>
          openStream(server, { token: other.token }),
        ),
      );
      const open = asked.filter((s) => s.status === 200);
      expect(open).toHaveLength(MAX_STREAMS_PER_CUSTOMER);
      expect(asked.filter((s) => s.status === 429)).toHaveLength(2);
      const refused = await call(server, 'GET', '/notifications/stream', {
        token: other.token,
        headers: { accept: 'text/event-stream' },
      });
      expectError(refused, 429, 'rate_limited');
      expect(refused.body.error.message).toMatch(/close one/);
      // Another customer is not held back by it.
      const theirs = await openStream(server, { token: payee.token });
      expect(theirs.status).toBe(200);
      theirs.close();
      // One page closes: the next opens.
      open.pop()?.close();
      const hub = hubOf(server.ctx)!;
      for (let i = 0; i < 500 && hub.openFor(other.customerId) >= MAX_STREAMS_PER_CUSTOMER; i++)
        await new Promise((resolve) => setTimeout(resolve, 10));
      const next = await openStream(server, { token: other.token });
      expect(next.status).toBe(200);
      for (const stream of [...open, next]) stream.close();
    });

    it('starts from 0 for a page that has seen none: every notification after it, in order', async () => {
      const fresh = await newCustomer(server);
      const wallet = await openWallet(server, fresh.token, 'AED');
      await fund(server, wallet, '100', 'AED');
      await fund(server, wallet, '200', 'AED');
      await notificationsFlushed(server.ctx);
      const stream = await openStream(server, { token: fresh.token, lastEventId: '0' });
      expect(stream.status).toBe(200);
      const got = await stream.waitFor(2);
      expect(got.map((e) => e.id)).toEqual(['1', '2']);
      stream.close();
    });

    it('ends the stream when its session ends', async () => {
      const row = await server.ctx.db
        .selectFrom('customers')
        .selectAll()
        .where('id', '=', payee.customerId)
        .executeTakeFirstOrThrow();
      const session = await server.ctx.sessions.create(row, { ip: '127.0.0.1', userAgent: 'sse' });
      const stream = await openStream(server, { token: session.accessToken });
      expect(stream.status).toBe(200);
      await server.ctx.sessions.revoke(session.sessionId, 'logout');
      // The heartbeat (every 20 s) checks the session: run one now.
      await hubOf(server.ctx)?.sweep();
      await stream.ended;
      expect(stream.events.at(-1)?.event).toBe('end');
    });

    if (engine === 'postgres') {
      it('delivers an event made by one server instance to a stream open on another', async () => {
        const second = await startInstance(server);
        try {
          // The ticket from one instance opens the stream on the other (behind a load balancer).
          const ticket = (
            await call(server, 'POST', '/notifications/stream_ticket', { token: payee.token })
          ).body.data.ticket as string;
          const stream = await openStream(second, { ticket });
          expect(stream.status).toBe(200);
          // Made on the first instance; the second hears of it by LISTEN/NOTIFY.
          const made = await transfer('501', server);
          expect(made.status).toBe(201);
          const [event] = await stream.waitFor(1);
          expect(notificationsOf(event ?? {})).toMatchObject({
            kind: 'money_in',
            transaction_id: made.body.data.transaction_id,
          });
          // And the other way round, on a stream open on the first.
          const first = await openStream(server, { token: payee.token });
          expect((await transfer('502', second)).status).toBe(201);
          await first.waitFor(1);
          await stream.waitFor(2);
          expect(stream.events.map((e) => e.id)).toEqual([event?.id, first.events[0]?.id]);
          stream.close();
          first.close();
        } finally {
          await second.close();
        }
        await expectLedgerBalanced(server);
      });
    }
  });
}

for (const engine of ENGINES) {
  describe(`what becomes a notification on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    const kinds = async (token: string) =>
      (await call(server, 'GET', '/notifications', { token })).body.data.items as {
        kind: string;
        title: string;
        body: string;
        link: string | null;
        transaction_id: string | null;
      }[];

    it("tells who made an external transfer of each status the rail gives it, a failure's reason too", async () => {
      const c = await newCustomer(server, { country: 'GB' });
      const api = apiFor(server, c.token);
      const gbp = await openWallet(server, c.token, 'GBP');
      await fund(server, gbp, '200000', 'GBP');
      const phone = await phoneOf(server, c.customerId);
      const gb = (
        await api('POST', '/beneficiary/add', {
          kind: 'external',
          name: 'John Smith',
          iban: 'GB29 NWBK 6016 1331 9268 19',
          bic: 'NWBKGB2L',
          bank_name: 'NatWest',
          bank_address: '250 Bishopsgate, London',
          country: 'GB',
          currency: 'GBP',
        })
      ).body.data;
      const make = async (reference: string) => {
        const created = await api('POST', '/transfer/external', {
          idempotency_key: key(),
          from_wallet_id: gbp.wallet_id,
          beneficiary_id: gb.beneficiary_id,
          amount_minor: '20000',
          charges: 'SHA',
          reference,
        });
        const id = created.body.data.transaction_id as string;
        const confirmed = await api('POST', `/transfer/external/${id}/confirm`, {
          idempotency_key: key(),
          otp_code: lastCode(server, phone),
        });
        expect(confirmed.status).toBe(200);
        return id;
      };
      const ok = await make('Invoice 7');
      const failing = await make('Invoice SANDBOX-FAIL');
      for (let i = 0; i < 2; i++) {
        server.clock.advance(6);
        await server.ctx.rail.tick();
      }
      const got = (await kinds(c.token)).filter((n) => n.kind === 'transfer_status');
      const of = (id: string) => got.filter((n) => n.transaction_id === id).map((n) => n.title);
      expect(of(ok)).toEqual([
        'Your transfer of GBP 200.00 arrived',
        'Your transfer of GBP 200.00 is on its way',
      ]);
      expect(of(failing)).toEqual([
        'Your transfer of GBP 200.00 failed',
        'Your transfer of GBP 200.00 is on its way',
      ]);
      expect(got.find((n) => n.transaction_id === failing)?.body).toMatch(
        /amount and the fee were refunded/,
      );
      // Another pass changes nothing: no notification twice.
      server.clock.advance(6);
      await server.ctx.rail.tick();
      expect((await kinds(c.token)).filter((n) => n.kind === 'transfer_status')).toHaveLength(4);
      await expectLedgerBalanced(server);
    });

    it("tells a company's approvers of a preparer's transfer waiting, and the preparer of the decision", async () => {
      const adminToken = await tokenFor(server, 'admin@falcon-trading.demo.bank');
      const preparerToken = await tokenFor(server, 'preparer@falcon-trading.demo.bank');
      const approverToken = await tokenFor(server, 'approver@falcon-trading.demo.bank');
      const preparer = apiFor(server, preparerToken);
      const aed = await openWallet(server, adminToken, 'AED');
      await fund(server, aed, '1000000', 'AED');
      // Money in to a company's wallet: each of its users is told.
      expect((await kinds(approverToken)).map((n) => n.kind)).toContain('money_in');
      const payee = await newCustomer(server);
      const payeeAed = await openWallet(server, payee.token, 'AED');
      const prepare = async (amount: string) => {
        const res = await preparer('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: aed.wallet_id,
          to_account_number: payeeAed.account_number,
          amount_minor: amount,
        });
        expect(res.body.data.status).toBe('awaiting_approval');
        return res.body.data.transaction_id as string;
      };
      const first = await prepare('30000');
      for (const token of [approverToken, adminToken]) {
        const waiting = (await kinds(token)).find((n) => n.kind === 'approval_waiting');
        expect(waiting).toMatchObject({
          transaction_id: first,
          title: 'A internal transfer of AED 300.00 waits for your approval',
          link: `/dashboard/waiting_review/internal_transfer/${first}`,
        });
      }
      // The preparer made it: not told it waits.
      expect((await kinds(preparerToken)).map((n) => n.kind)).not.toContain('approval_waiting');

      const approver = apiFor(server, approverToken);
      const code = await approvalCode(server, approver, 'internal_transfer', first);
      const approved = await approver('POST', `/review/internal_transfer/${first}/approve`, {
        idempotency_key: key(),
        otp_code: code,
      });
      expect(approved.status).toBe(200);
      const second = await prepare('40000');
      expect(
        (
          await approver('POST', `/review/internal_transfer/${second}/reject`, {
            reason: 'Wrong invoice',
          })
        ).status,
      ).toBe(200);
      const decided = (await kinds(preparerToken)).filter((n) => n.kind === 'approval_decided');
      expect(decided.map((n) => [n.transaction_id, n.title])).toEqual([
        [second, 'Your internal transfer of AED 400.00 was rejected'],
        [first, 'Your internal transfer of AED 300.00 was approved'],
      ]);
      expect(decided[0]?.body).toMatch(/Wrong invoice/);
      // The payee of the approved one is told of the money in.
      expect(
        (await kinds(payee.token))
          .filter((n) => n.kind === 'money_in')
          .map((n) => n.transaction_id),
      ).toEqual([first]);
      await expectLedgerBalanced(server);
    });

    it('puts a security alert in the app as well as in the e-mail', async () => {
      const browser = { 'user-agent': 'Mozilla/5.0 (Windows NT 10.0) Firefox/140.0' };
      expect((await loginRequest(server, 'aisha@demo.bank', PASSWORD, browser)).status).toBe(200);
      const phone = { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/604.1' };
      const other = await loginRequest(server, 'aisha@demo.bank', PASSWORD, phone);
      expect(other.status).toBe(200);
      const token = other.body.new_jwt_tokens.tokens.access_token as string;
      const alert = (await kinds(token)).find((n) => n.kind === 'security_alert');
      expect(alert).toMatchObject({
        title: 'New login to your Sadu Bank account',
        link: '/dashboard/security_page',
      });
      // E-mailed once (by the alert itself), not again by the notification centre.
      expect(
        server.messages.filter(
          (m) => m.to === 'aisha@demo.bank' && m.subject === 'New login to your Sadu Bank account',
        ),
      ).toHaveLength(1);
    });
  });
}

for (const engine of ENGINES) {
  describe(`the hot path's money in, batched, on ${engine}`, () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
    });
    afterAll(async () => {
      await server?.close();
    });

    /** A customer's notifications, in seq order, after checking the seqs are 1..n (no gap, none twice). */
    const recorded = async (customerId: string) => {
      const rows = await server.ctx.db
        .selectFrom('notifications')
        .select(['seq', 'kind', 'transaction_id'])
        .where('customer_id', '=', customerId)
        .orderBy('seq')
        .execute();
      expect(rows.map((r) => Number(r.seq))).toEqual(rows.map((_, i) => i + 1));
      return rows;
    };

    it("records each of many concurrent transfers once for the payee and once for each of a company's users, seq 1..N, with their e-mails", async () => {
      const payers: { customer: Customer; wallet: { wallet_id: string } }[] = [];
      for (let i = 0; i < 6; i++) {
        const customer = await newCustomer(server);
        const wallet = await openWallet(server, customer.token, 'AED');
        await fund(server, wallet, '1000000', 'AED');
        payers.push({ customer, wallet });
      }
      const payee = await newCustomer(server);
      const payeeAed = await openWallet(server, payee.token, 'AED');
      const companyAed = await openWallet(
        server,
        await tokenFor(server, 'admin@falcon-trading.demo.bank'),
        'AED',
      );
      const { owner_id: company } = await server.ctx.db
        .selectFrom('accounts')
        .select('owner_id')
        .where('id', '=', companyAed.wallet_id)
        .executeTakeFirstOrThrow();
      const users = await server.ctx.db
        .selectFrom('customers')
        .select(['id', 'email'])
        .where('company_id', '=', company)
        .where('disabled_at', 'is', null)
        .execute();
      expect(users.length).toBeGreaterThan(2);
      const before = server.messages.length;

      // 40 transfers at once, every other one to the company; and meanwhile money in by another
      // path (its own statement), whose seqs race with the batch's.
      const count = 40;
      const sending = Array.from({ length: count }, (_, i) => {
        const from = payers[i % payers.length];
        return apiFor(server, from?.customer.token ?? '')('POST', '/transfer/internal', {
          idempotency_key: key(),
          from_wallet_id: from?.wallet.wallet_id,
          to_account_number: (i % 2 ? companyAed : payeeAed).account_number,
          amount_minor: String(100 + i),
        });
      });
      const funding = [
        fund(server, payeeAed, '500', 'AED'),
        fund(server, companyAed, '500', 'AED'),
      ];
      const answers = await Promise.all(sending);
      await Promise.all(funding);
      await notificationsFlushed(server.ctx);
      for (const answer of answers) expect(answer.status).toBe(201);
      // They went in batches: some flush recorded several at once.
      expect(Math.max(...(batcherOf(server.ctx)?.sizes ?? []))).toBeGreaterThan(1);
      const ids = (odd: number) =>
        answers
          .filter((_, i) => i % 2 === odd)
          .map((a) => a.body.data.transaction_id as string)
          .sort();
      const subjects = (odd: number) =>
        [
          'AED 5.00 received',
          ...Array.from({ length: count }, (_, i) => i)
            .filter((i) => i % 2 === odd)
            .map((i) => `AED 1.${String(i).padStart(2, '0')} received`),
        ].sort();

      const everyone = [
        { id: payee.customerId, email: payee.email, odd: 0 },
        ...users.map((u) => ({ ...u, odd: 1 })),
      ];
      for (const who of everyone) {
        // Seqs 1..N (checked by recorded), each transfer once, and the funding's money in.
        const rows = await recorded(who.id);
        const moneyIn = rows.filter((r) => r.kind === 'money_in');
        expect(
          moneyIn
            .map((r) => r.transaction_id)
            .filter((id) => id && ids(who.odd).includes(id))
            .sort(),
        ).toEqual(ids(who.odd));
        expect(new Set(moneyIn.map((r) => r.transaction_id)).size).toBe(moneyIn.length);
        // One e-mail each (transaction alerts by e-mail are on by default), none twice.
        const mail = server.messages
          .slice(before)
          .filter((m) => m.channel === 'email' && m.to === who.email)
          .map((m) => m.subject)
          .sort();
        expect(mail).toEqual(subjects(who.odd));
      }
      // The outbox has them too (one insert per batch).
      const outbox = await server.ctx.db
        .selectFrom('outbox')
        .select(({ fn }) => fn.countAll<string>().as('n'))
        .where('recipient', '=', payee.email)
        .where('subject', 'like', 'AED % received')
        .executeTakeFirstOrThrow();
      expect(Number(outbox.n)).toBe(count / 2 + 1);
      await expectLedgerBalanced(server);
    });
  });
}
