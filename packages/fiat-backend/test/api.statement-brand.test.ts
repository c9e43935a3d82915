// Who the statement says it is from, over real HTTP on PGlite and PostgreSQL: the configured brand
// and, under it, the legal entity that trades as it and its licence (the line the app's footer and
// receipts print), never a name written in the code.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { legalLine, loadConfig } from '../src/config';
import { ENGINES, startServer, type TestServer } from './helpers';
import { apiFor, newCustomer, openWallet } from './money-helpers';
import { pdfLines } from './pdf-text';

describe("the bank's names", () => {
  it('are Sadu Bank and Sadu Bank PJSC unless BANK_NAME and BANK_LEGAL_NAME say otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      bankName: 'Sadu Bank',
      legalName: 'Sadu Bank PJSC',
      regulator: 'the Central Bank of the UAE',
    });
    expect(legalLine(loadConfig({}))).toBe(
      'Sadu Bank is a trading name of Sadu Bank PJSC, licensed by the Central Bank of the UAE.',
    );
    expect(loadConfig({ BANK_NAME: 'Falcon Bank' }).legalName).toBe('Falcon Bank PJSC');
    expect(
      legalLine(loadConfig({ BANK_NAME: 'Falcon Bank', BANK_LEGAL_NAME: 'Falcon Bank' })),
    ).toBe('Falcon Bank, licensed by the Central Bank of the UAE.');
    expect(() => loadConfig({ BANK_LEGAL_NAME: 'Evil\r\nBcc: x' })).toThrow(/BANK_LEGAL_NAME/);
  });
});

for (const engine of ENGINES) {
  describe(`the statement's heading on ${engine}`, () => {
    let server: TestServer;
    let renamed: TestServer;
    beforeAll(async () => {
      server = await startServer(engine);
      renamed = await startServer(engine, {
        env: { BANK_NAME: 'Noor Bank', BANK_LEGAL_NAME: 'Noor Banking Group PJSC' },
      });
    });
    afterAll(async () => {
      await Promise.all([server?.close(), renamed?.close()]);
    });

    /** The text lines of a statement's PDF (the transaction summary, or the wire summary). */
    async function statementLines(s: TestServer, kind: 'statement' | 'wire_statement') {
      const c = await newCustomer(s);
      await openWallet(s, c.token, 'AED');
      const answer = await fetch(`${s.api}/transaction/${kind}?from=2026-01-01&to=2026-01-31`, {
        headers: { authorization: `Bearer ${c.token}` },
      });
      expect(answer.status).toBe(200);
      return pdfLines(Buffer.from(await answer.arrayBuffer()));
    }

    it('names the brand and the legal entity as configured, and no other bank', async () => {
      for (const kind of ['statement', 'wire_statement'] as const) {
        const lines = await statementLines(server, kind);
        expect(lines[0], kind).toBe('Sadu Bank');
        expect(lines, kind).toContain(
          'Sadu Bank is a trading name of Sadu Bank PJSC, licensed by the Central Bank of the UAE.',
        );
        expect(lines.join('\n'), kind).not.toMatch(/Bank Digital/);
      }
      const lines = await statementLines(renamed, 'statement');
      expect(lines[0]).toBe('Noor Bank');
      expect(lines).toContain(
        'Noor Bank is a trading name of Noor Banking Group PJSC, licensed by the Central Bank of the UAE.',
      );
      expect(lines.join('\n')).not.toMatch(/Sadu|Bank Digital/);
    });

    it('gives the legal entity as the bank of the bank-transfer top-up instructions', async () => {
      const c = await newCustomer(renamed);
      const aed = await openWallet(renamed, c.token, 'AED');
      const instructions = (
        await apiFor(renamed, c.token)('GET', `/topup/bank_transfer/${aed.wallet_id}`)
      ).body.data;
      expect(instructions.bank_name).toBe('Noor Banking Group PJSC');
    });
  });
}
