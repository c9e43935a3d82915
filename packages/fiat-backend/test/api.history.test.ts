// History, summaries and statements over real HTTP on PGlite and PostgreSQL, on the demo data:
// every kind of transaction is there, filters and cursor pages agree with each other, the summary
// agrees with the balances, and the PDF and CSV statements stream the same transactions.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '@bank/api-contract';
import { ENGINES, expectError, startServer, type TestServer } from './helpers';
import { apiFor, expectLedgerBalanced, tokenFor, type Api } from './money-helpers';
import { pdfLines } from './pdf-text';

interface Item {
  transaction_id: string;
  reference: string | null;
  purpose_code: string | null;
  counterparty: { name: string; detail: string | null } | null;
  transaction_type: string;
  status: string;
  direction: string;
  created_at: string;
  amount: { currency: string; amount: string; minor: string };
  from_wallet: { wallet_id: string } | null;
  to_wallet: { wallet_id: string } | null;
  counter_amount: { currency: string } | null;
}

for (const engine of ENGINES) {
  describe(`history, summaries and statements on ${engine}`, () => {
    let server: TestServer;
    let aisha: Api;
    let token: string;
    let all: Item[];

    beforeAll(async () => {
      server = await startServer(engine, { demo: true });
      token = await tokenFor(server, 'aisha@demo.bank');
      aisha = apiFor(server, token);
      all = (await aisha('GET', '/transaction/list?limit=100')).body.data.items;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('seeds funded wallets, beneficiaries and a history of each kind of transaction', async () => {
      const wallets = (await aisha('GET', '/wallet/list')).body.data;
      expect(wallets.map((w: { currency: string }) => w.currency).sort()).toEqual([
        'AED',
        'BTC',
        'EUR',
        'GBP',
        'USD',
        'USDT',
      ]);
      expect(
        wallets.every((w: { balance: { minor: string } }) => BigInt(w.balance.minor) > 0n),
      ).toBe(true);
      expect((await aisha('GET', '/beneficiary/list')).body.data.length).toBeGreaterThanOrEqual(4);
      const kinds = new Set(all.map((t) => t.transaction_type));
      expect([...kinds].sort()).toEqual([
        'conversion',
        'crypto_conversion',
        'crypto_deposit',
        'external_transfer',
        'internal_transfer',
        'topup_bank_transfer',
        'topup_card',
      ]);
      expect(new Set(all.map((t) => t.status))).toEqual(
        new Set(['completed', 'failed', 'returned', 'pending']),
      );
      const falcon = apiFor(server, await tokenFor(server, 'viewer@falcon-trading.demo.bank'));
      const waiting = (await falcon('GET', '/review/list')).body.data;
      expect(waiting.map((t: { transaction_type: string }) => t.transaction_type)).toEqual([
        'external_transfer',
      ]);
      expect((await falcon('GET', '/review/list?status=rejected')).body.data).toHaveLength(1);
      for (const item of all)
        expect(calls.getTransaction.response.shape.data.safeParse(item).success).toBe(true);
      await expectLedgerBalanced(server);
    });

    it('filters by type, status, currency, wallet and dates, newest first', async () => {
      const byType = (await aisha('GET', '/transaction/list?type=topup_card,topup_bank_transfer'))
        .body.data.items as Item[];
      expect(byType.length).toBe(all.filter((t) => t.transaction_type.startsWith('topup')).length);
      const failed = (await aisha('GET', '/transaction/list?status=failed')).body.data
        .items as Item[];
      expect(failed.map((t) => t.transaction_type).sort()).toEqual([
        'external_transfer',
        'topup_card',
      ]);
      const gbp = (await aisha('GET', '/transaction/list?currency=GBP')).body.data.items as Item[];
      expect(gbp.length).toBeGreaterThan(0);
      expect(
        gbp.every((t) => t.amount.currency === 'GBP' || t.counter_amount?.currency === 'GBP'),
      ).toBe(true);
      const btcWallet = (await aisha('GET', '/wallet/list?kind=crypto')).body.data.find(
        (w: { currency: string }) => w.currency === 'BTC',
      ).wallet_id;
      const inWallet = (await aisha('GET', `/transaction/list?wallet_id=${btcWallet}`)).body.data
        .items as Item[];
      expect(inWallet.map((t) => t.transaction_type).sort()).toEqual([
        'crypto_conversion',
        'crypto_deposit',
      ]);
      const dates = all.map((t) => t.created_at);
      expect([...dates].sort().reverse()).toEqual(dates);
      const lastWeek = (await aisha('GET', '/transaction/list?from=2026-02-22&to=2026-03-01')).body
        .data.items as Item[];
      expect(lastWeek.length).toBeGreaterThan(0);
      expect(lastWeek.every((t) => t.created_at >= '2026-02-21T20:00:00.000Z')).toBe(true);
      expect(lastWeek.length).toBe(
        all.filter((t) => t.created_at >= '2026-02-21T20:00:00.000Z').length,
      );
      const until = (await aisha('GET', '/transaction/list?to=2026-02-21&limit=100')).body.data
        .items as Item[];
      expect(until.length).toBe(
        all.filter((t) => t.created_at < '2026-02-21T20:00:00.000Z').length,
      );
      expectError(
        await aisha('GET', '/transaction/list?from=2026-03-02&to=2026-03-01'),
        400,
        'validation_error',
      );
      expectError(await aisha('GET', '/transaction/list?type=salary'), 400, 'validation_error');
      expectError(await aisha('GET', '/transaction/list?cursor=bm9wZQ'), 400, 'validation_error');
    });

    it('finds free text in the other party, the reference, the purpose code and the id, with the other filters and pages', async () => {
      const has = (t: Item, words: string) =>
        [
          t.counterparty?.name,
          t.counterparty?.detail,
          t.reference,
          t.purpose_code,
          t.transaction_id,
        ].some((v) => v?.toLowerCase().includes(words.toLowerCase()));
      const search = async (query: string) =>
        (await aisha('GET', `/transaction/list?limit=100&${query}`)).body.data.items as Item[];
      const rent = await search('q=rent%20march');
      expect(rent.length).toBeGreaterThan(0);
      expect(rent.map((t) => t.transaction_id)).toEqual(
        all.filter((t) => has(t, 'rent march')).map((t) => t.transaction_id),
      );
      const party = all.find((t) => t.counterparty?.name)?.counterparty?.name ?? '';
      const byParty = await search(`q=${encodeURIComponent(party.toUpperCase())}`);
      expect(byParty.map((t) => t.transaction_id)).toEqual(
        all.filter((t) => has(t, party)).map((t) => t.transaction_id),
      );
      const one = all[3]!;
      expect(
        (await search(`q=${one.transaction_id.slice(0, 13)}`)).map((t) => t.transaction_id),
      ).toEqual([one.transaction_id]);
      expect((await search('q=RNT&type=topup_card')).length).toBe(0);
      // LIKE's wildcards are the customer's characters, not patterns.
      expect(await search('q=%25')).toEqual([]);
      expect(await search('q=_')).toEqual([]);
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: Item[]; next_cursor: string | null } = (
          await aisha(
            'GET',
            `/transaction/list?limit=1&q=${encodeURIComponent(party)}${cursor ? `&cursor=${cursor}` : ''}`,
          )
        ).body.data;
        paged.push(...page.items.map((t) => t.transaction_id));
        cursor = page.next_cursor;
      } while (cursor);
      expect(paged).toEqual(byParty.map((t) => t.transaction_id));
      expectError(
        await aisha('GET', `/transaction/list?q=${'x'.repeat(101)}`),
        400,
        'validation_error',
      );
    });

    it('pages with a cursor: every transaction once, in order', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page: { items: Item[]; next_cursor: string | null } = (
          await aisha('GET', `/transaction/list?limit=4${cursor ? `&cursor=${cursor}` : ''}`)
        ).body.data;
        seen.push(...page.items.map((t) => t.transaction_id));
        cursor = page.next_cursor;
        pages++;
      } while (cursor);
      expect(seen).toEqual(all.map((t) => t.transaction_id));
      expect(pages).toBe(Math.ceil(all.length / 4));
      // Made and received are read apart and merged: a transfer between the holder's own wallets
      // (both sides its own) and one received from another customer each come once.
      expect(new Set(seen).size).toBe(seen.length);
      expect(all.some((t) => t.direction === 'own')).toBe(true);
      expect(
        all.some((t) => t.direction === 'in' && t.transaction_type === 'internal_transfer'),
      ).toBe(true);
    });

    it('summarises money in, out and fees by period and currency, consistent with the balances', async () => {
      const summary = (
        await aisha('GET', '/transaction/summary?from=2026-01-01&to=2026-03-01&period=month')
      ).body.data;
      expect(summary).toMatchObject({ from: '2026-01-01', to: '2026-03-01', period: 'month' });
      const wallets = (await aisha('GET', '/wallet/list')).body.data as {
        currency: string;
        balance: { minor: string };
      }[];
      for (const w of wallets) {
        const net = summary.rows
          .filter((r: { currency: string }) => r.currency === w.currency)
          .reduce((s: bigint, r: { net: { minor: string } }) => s + BigInt(r.net.minor), 0n);
        expect(`${w.currency} ${net}`).toBe(`${w.currency} ${w.balance.minor}`);
      }
      const gbpFees = summary.rows
        .filter((r: { currency: string }) => r.currency === 'GBP')
        .reduce((s: bigint, r: { fees: { minor: string } }) => s + BigInt(r.fees.minor), 0n);
      expect(gbpFees).toBe(537n);
      const daily = (
        await aisha(
          'GET',
          '/transaction/summary?from=2026-02-01&to=2026-02-28&period=day&currency=EUR',
        )
      ).body.data.rows;
      expect(
        daily.every(
          (r: { currency: string; period_start: string }) =>
            r.currency === 'EUR' && r.period_start.startsWith('2026-02'),
        ),
      ).toBe(true);
    });

    it('streams the transaction summary as CSV and PDF with the same transactions', async () => {
      const headers = { authorization: `Bearer ${token}` };
      const csv = await fetch(
        `${server.api}/transaction/statement?from=2026-01-01&to=2026-03-01&format=csv`,
        { headers },
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(csv.headers.get('content-disposition')).toBe(
        'attachment; filename="transaction-summary-2026-01-01-to-2026-03-01.csv"',
      );
      expect(csv.headers.get('transfer-encoding')).toBe('chunked');
      const raw = Buffer.from(await csv.arrayBuffer());
      // A UTF-8 byte-order mark, so that spreadsheet programs read the names right.
      expect([...raw.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      const lines = raw.subarray(3).toString('utf8').trim().split('\r\n');
      expect(lines[0]).toMatch(
        /^date \(UAE time\),bank_reference,transaction_id,type,status,direction,currency,amount,fee/,
      );
      expect(lines.length - 1).toBe(all.length);
      for (const t of all) expect(lines.some((l) => l.includes(t.transaction_id))).toBe(true);
      const rent = lines.find((l) => l.includes('Rent March'));
      expect(rent).toMatch(/,external_transfer,completed,out,GBP,-950\.00,-5\.37,/);
      const pdf = await fetch(`${server.api}/transaction/statement?from=2026-01-01&to=2026-03-01`, {
        headers,
      });
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      const bytes = Buffer.from(await pdf.arrayBuffer());
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
      expect(bytes.subarray(-6).toString()).toMatch(/%%EOF/);
      expect(bytes.length).toBeGreaterThan(3000);
      expect(
        (bytes.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length,
      ).toBeGreaterThanOrEqual(1);
    });

    it('signs every leg in the statement as its footer counts it: debits negative, credits positive, a returned transfer neither', async () => {
      const headers = { authorization: `Bearer ${token}` };
      const csv = (
        await (
          await fetch(
            `${server.api}/transaction/statement?from=2026-01-01&to=2026-03-01&format=csv`,
            { headers },
          )
        ).text()
      ).replace(/^\uFEFF/, '');
      const [head = '', ...body] = csv.trim().split('\r\n');
      const column = Object.fromEntries(head.split(',').map((name, i) => [name, i]));
      // No cell of these statements holds a comma or a quote (checked: the split must give the header's width).
      const rows = body.map((line) => line.split(','));
      expect(rows.every((r) => r.length === head.split(',').length)).toBe(true);
      const at = (r: string[], name: string) => r[column[name] as number] ?? '';
      const nothingMoved = ['failed', 'returned', 'rejected', 'expired'];
      for (const r of rows) {
        const amount = at(r, 'amount');
        if (nothingMoved.includes(at(r, 'status'))) {
          // Nothing moved in the end (the returned transfer's money came back): neither money in
          // nor money out; only a returned transfer's fee was kept, money out.
          expect(amount, r.join(',')).toMatch(/^\d/);
          expect(at(r, 'fee'), r.join(',')).toMatch(
            at(r, 'status') === 'returned' ? /^(|-\d.*)$/ : /^$/,
          );
          expect(at(r, 'counter_amount'), r.join(',')).toBe('');
        } else if (at(r, 'direction') === 'in') expect(amount, r.join(',')).toMatch(/^\d/);
        else expect(amount, r.join(',')).toMatch(/^-\d/);
        expect(at(r, 'fee'), r.join(',')).toMatch(/^(|0\.0+|-\d.*)$/);
      }
      // The sandbox returns one transfer in this history: the case is met.
      expect(rows.some((r) => at(r, 'status') === 'returned')).toBe(true);
      // The AED → GBP conversion: 6000.00 AED left one wallet, the GBP arrived in the other.
      const conversion = rows.find(
        (r) => at(r, 'type') === 'conversion' && at(r, 'currency') === 'AED',
      );
      expect(conversion && at(conversion, 'amount')).toBe('-6000.00');
      expect(conversion && at(conversion, 'counter_currency')).toBe('GBP');
      expect(conversion && at(conversion, 'counter_amount')).toMatch(/^\d+\.\d{2}$/);
      const credited = conversion && at(conversion, 'counter_amount');
      // Each conversion and own transfer shows its credit leg, positive.
      for (const r of rows.filter((x) => at(x, 'direction') === 'own'))
        expect(at(r, 'counter_amount'), r.join(',')).toMatch(/^\d/);

      const lines = pdfLines(
        Buffer.from(
          await (
            await fetch(`${server.api}/transaction/statement?from=2026-01-01&to=2026-03-01`, {
              headers,
            })
          ).arrayBuffer(),
        ),
      );
      expect(lines).toContain('-6000.00 AED');
      expect(lines).toContain(`${credited} GBP`);
      expect(lines).not.toContain('6000.00 AED');
      expect(lines).toContain('-950.00 GBP');
      // The totals above the table: money out negative, as the footer says.
      const aed = lines.find((l) => l.startsWith('AED: opening'));
      expect(aed).toMatch(/money in AED \d[\d,]*\.\d{2}, money out AED -\d[\d,]*\.\d{2}, closing/);
      expect(lines.join(' ')).toMatch(/money out \(fees included\) is negative/);

      const wire = (
        await (
          await fetch(
            `${server.api}/transaction/wire_statement?from=2026-01-01&to=2026-03-01&format=csv`,
            { headers },
          )
        ).text()
      )
        .trim()
        .split('\r\n');
      expect(wire.find((r) => r.includes('Rent March'))).toMatch(
        /,GBP,-950\.00,-5\.37,-955\.37,GBP,950\.00,/,
      );
      const wirePdf = pdfLines(
        Buffer.from(
          await (
            await fetch(`${server.api}/transaction/wire_statement?from=2026-01-01&to=2026-03-01`, {
              headers,
            })
          ).arrayBuffer(),
        ),
      );
      expect(wirePdf).toContain('-955.37 GBP');
      expect(wirePdf.find((l) => l.startsWith('Debited in GBP'))).toMatch(/GBP -\d/);
    });

    it("streams the wire summary: external transfers only, with the beneficiary's bank details", async () => {
      const headers = { authorization: `Bearer ${token}` };
      const csv = await (
        await fetch(
          `${server.api}/transaction/wire_statement?from=2026-01-01&to=2026-03-01&format=csv`,
          { headers },
        )
      ).text();
      const rows = csv.trim().split('\r\n').slice(1);
      expect(rows.length).toBe(
        all.filter((t) => t.transaction_type === 'external_transfer').length,
      );
      expect(rows.find((r) => r.includes('Rent March'))).toMatch(
        /John Smith,GB29NWBK60161331926819,NWBKGB2L,NatWest,GB,RNT,SHA,GBP,-950\.00,-5\.37,-955\.37,GBP,950\.00/,
      );
      expect(rows.find((r) => r.includes('SANDBOX-RETURN'))).toMatch(/,returned,/);
      const pdf = await fetch(
        `${server.api}/transaction/wire_statement?from=2026-01-01&to=2026-03-01&format=pdf`,
        { headers },
      );
      expect(pdf.status).toBe(200);
      expect(
        Buffer.from(await pdf.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');
      expectError(
        await (async () => {
          const r = await fetch(`${server.api}/transaction/statement?format=xls`, { headers });
          return { status: r.status, body: await r.json(), headers: r.headers, cookies: {} };
        })(),
        400,
        'validation_error',
      );
      const anonymous = await fetch(`${server.api}/transaction/statement`);
      expect(anonymous.status).toBe(401);
    });
  });
}
