// The statements' PDF reader of the tests reads every stream whole, whatever its last byte: a
// compressed stream ending in a carriage return once read as empty and failed a journey in CI.
import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfLines } from './pdf-text';

function pdfOf(text: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ compress: true });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.text(text);
    doc.end();
  });
}

/** Whether one of the PDF's streams has compressed bytes whose last one is a carriage return. */
function endsInCarriageReturn(pdf: Buffer): boolean {
  const raw = pdf.toString('latin1');
  return [...raw.matchAll(/\/Length (\d+)[^>]*>>\s*stream\n/g)].some((m) => {
    const start = (m.index ?? 0) + m[0].length;
    return pdf[start + Number(m[1]) - 1] === 0x0d;
  });
}

describe('pdfLines', () => {
  it('reads the text of a stream whose compressed bytes end in a carriage return', async () => {
    let found: { text: string; pdf: Buffer } | undefined;
    for (let i = 0; i < 2000 && !found; i += 1) {
      const text = `Closing AED ${(i * 7919) % 100000}.${String(i % 100).padStart(2, '0')} ${'x'.repeat(i % 17)}`;
      const pdf = await pdfOf(text);
      if (endsInCarriageReturn(pdf)) found = { text, pdf };
    }
    expect(found, 'no PDF among 2,000 ended a stream in 0x0D').toBeDefined();
    expect(pdfLines(found!.pdf).join(' ')).toContain(found!.text);
  });

  it('reads every line of an ordinary PDF', async () => {
    expect(pdfLines(await pdfOf('Closing AED 1,250.00')).join(' ')).toContain(
      'Closing AED 1,250.00',
    );
  });
});
