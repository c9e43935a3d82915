// The history's free text (`q`) over real HTTP on PGlite and PostgreSQL, read from the search texts
// of migration 0007: each side finds a transfer by what it sees of it (the other party as that side
// sees it, the reference, the purpose code, the id), whatever the case, with `%` and `_` taken as
// the customer's characters; never by what only the other side sees, never across two fields.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditIncomingTransfer } from '../src/money/incoming';
import { ENGINES, startServer, type TestServer } from './helpers';
import { apiFor, fund, key, newCustomer, openWallet, type Api } from './money-helpers';

interface Item {
  transaction_id: string;
  bank_reference: string;
  reference: string | null;
  purpose_code: string | null;
  counterparty: { name: string; detail: string | null } | null;
}

/** What `q` matched before 0007, field by field, in JavaScript: the oracle of every search below. */
const matches = (t: Item, words: string) =>
  [
    t.bank_reference,
    t.transaction_id,
    t.reference,
    t.purpose_code,
    t.counterparty
      ? [t.counterparty.name, t.counterparty.detail].filter((v) => v !== null).join(' ')
      : null,
  ].some((v) => v?.toLowerCase().includes(words.toLowerCase()));

for (const engine of ENGINES) {
  describe(`history search on ${engine}`, () => {
    let server: TestServer;
    let payer: Api;
    let payee: Api;
    let sent: Item;
    let received: Item;

    const search = async (api: Api, words: string) =>
      (
        (await api('GET', `/transaction/list?limit=100&q=${encodeURIComponent(words)}`)).body.data
          .items as Item[]
      ).map((t) => t.transaction_id);
    const everything = async (api: Api) =>
      (await api('GET', '/transaction/list?limit=100')).body.data.items as Item[];
    /** The search answers exactly the transactions the oracle picks from the holder's whole history. */
    const expectSearch = async (api: Api, words: string) => {
      const found = await search(api, words);
      expect(found, `q=${words}`).toEqual(
        (await everything(api)).filter((t) => matches(t, words)).map((t) => t.transaction_id),
      );
      return found;
    };

    beforeAll(async () => {
      server = await startServer(engine, { seed: false });
      const a = await newCustomer(server);
      const b = await newCustomer(server);
      const aAed = await openWallet(server, a.token, 'AED');
      const bAed = await openWallet(server, b.token, 'AED');
      await fund(server, aAed, '50000', 'AED');
      await creditIncomingTransfer(server.ctx, {
        iban: aAed.iban ?? '',
        amountMinor: '1000',
        currency: 'AED',
        senderName: 'Promo Desk',
        reference: 'Promo 50% A_B',
      });
      payer = apiFor(server, a.token);
      payee = apiFor(server, b.token);
      const answer = await payer('POST', '/transfer/internal', {
        idempotency_key: key(),
        from_wallet_id: aAed.wallet_id,
        to_account_number: bAed.account_number,
        amount_minor: '12000',
        reference: 'Rent March',
        purpose_code: 'RNT',
      });
      expect(answer.status).toBe(201);
      sent = answer.body.data;
      received = (await payee('GET', `/transaction/${sent.transaction_id}`)).body.data;
    });
    afterAll(async () => {
      await server?.close();
    });

    it('the payer finds its transfer by the payee it sees, the reference, the purpose code and the id, in any case', async () => {
      const payeeName = sent.counterparty?.name ?? '';
      expect(payeeName).not.toBe('');
      for (const words of [
        payeeName.toUpperCase(),
        sent.counterparty?.detail ?? '',
        `${payeeName} ${sent.counterparty?.detail}`,
        'rent MARCH',
        'rnt',
        sent.transaction_id.slice(0, 13).toUpperCase(),
      ]) {
        expect(await expectSearch(payer, words), `q=${words}`).toContain(sent.transaction_id);
      }
    });

    it('the payee finds it by the sender it sees, the reference, the purpose code and the id; not by what only the payer sees', async () => {
      const senderName = received.counterparty?.name ?? '';
      expect(senderName).not.toBe(sent.counterparty?.name);
      for (const words of [
        senderName.toLowerCase(),
        received.counterparty?.detail ?? '',
        'RENT march',
        'Rnt',
        sent.transaction_id.slice(-12),
      ]) {
        expect(await search(payee, words), `q=${words}`).toEqual([sent.transaction_id]);
      }
      // Each name is the other side's view: the payer knows the payee as "Test C.", the payee knows
      // the payer by full name; neither finds the transfer by the name only the other side sees.
      expect(await expectSearch(payee, sent.counterparty?.name ?? '')).toEqual([]);
      expect(await expectSearch(payer, senderName)).toEqual([]);
    });

    it('both sides find it by its bank reference (migration 0011), in any case, and the reference reads as the bank writes it', async () => {
      expect(sent.bank_reference).toMatch(/^SB-[2-9A-HJKMNP-Z]{4}-[2-9A-HJKMNP-Z]{4}$/);
      expect(received.bank_reference).toBe(sent.bank_reference);
      for (const words of [
        sent.bank_reference,
        sent.bank_reference.toLowerCase(),
        sent.bank_reference.slice(3, 7),
      ]) {
        expect(await expectSearch(payer, words), `q=${words}`).toContain(sent.transaction_id);
        expect(await search(payee, words), `q=${words}`).toEqual([sent.transaction_id]);
      }
    });

    it('takes % and _ as the characters they are, and matches within one field only', async () => {
      const promo = (await search(payer, 'Promo 50% A_B'))[0];
      expect(promo).toBeDefined();
      expect(await expectSearch(payer, '50%')).toEqual([promo]);
      expect(await expectSearch(payer, '%')).toEqual([promo]);
      expect(await expectSearch(payer, 'a_b')).toEqual([promo]);
      expect(await expectSearch(payer, '_')).toEqual([promo]);
      expect(await expectSearch(payer, 'Promo_50')).toEqual([]);
      expect(await expectSearch(payer, '5%')).toEqual([]);
      // The reference and the purpose code are two fields: words across both match neither.
      expect(await expectSearch(payer, 'March RNT')).toEqual([]);
    });

    it('finds a transaction by a reference changed after it was written', async () => {
      await server.ctx.db
        .updateTable('transactions')
        .set({ reference: 'Deposit for April' })
        .where('id', '=', sent.transaction_id)
        .execute();
      expect(await search(payer, 'deposit FOR april')).toEqual([sent.transaction_id]);
      expect(await search(payee, 'deposit FOR april')).toEqual([sent.transaction_id]);
      expect(await search(payer, 'rent march')).toEqual([]);
    });
  });
}
