// The PDF check against a corpus of hostile documents (each refused with a message a customer
// understands) and ordinary ones from scanners and phones (accepted, and kept re-written: the
// pages alone, nothing the customer's file carried besides).
import { deflateSync } from 'node:zlib';
import { PDFDocument } from '@cantoo/pdf-lib';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/errors';
import { checkDocumentFile } from '../src/modules/kyc/files';
import {
  appendedRevision,
  ascii85,
  asciiHex,
  assemble,
  flateCut,
  hiddenInObjectStream,
  lzw,
  phonePdf,
  pngUp,
  runLength,
  scannerPdf,
  stream,
  withCatalog,
  withPage,
} from './pdf-corpus';

const MAX = 5 * 1024 * 1024;
const PDF = ['application/pdf'] as const;

async function refusal(file: Buffer): Promise<{ code: string; message: string }> {
  try {
    await checkDocumentFile(file, PDF, MAX);
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

const ACTIVE_MESSAGE = (name: string) =>
  `This PDF contains active content (/${name}), which the bank does not accept. Print it to a new PDF, or send a photo or scan of the document.`;
const DAMAGED =
  'This PDF is damaged or incomplete: a part of it cannot be read. Save or scan it again.';
const plain = () => withCatalog('');

describe('hostile PDFs are refused', () => {
  it.each([
    [
      'a script run on opening',
      '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>',
      'JavaScript',
    ],
    ['a program launched on opening', '/OpenAction << /S /Launch /F (cmd.exe) >>', 'Launch'],
    [
      'a link to a file on a UNC path',
      '/OpenAction << /S /GoToR /F (\\\\\\\\evil\\\\share\\\\x.pdf) /D [0 /Fit] >>',
      'GoToR',
    ],
    ['a link into an embedded file', '/OpenAction << /S /GoToE /T << /R /C /N (x) >> >>', 'GoToE'],
    [
      'a form that posts',
      '/OpenAction << /S /SubmitForm /F (https://evil.example/) >>',
      'SubmitForm',
    ],
    ['data imported into a form', '/OpenAction << /S /ImportData /F (x.fdf) >>', 'ImportData'],
    [
      'a web page opened on opening',
      '/OpenAction << /S /URI /URI (https://evil.example/) >>',
      'OpenAction',
    ],
    [
      'document-level scripts',
      '/Names << /JavaScript << /Names [(x) << /S /JavaScript /JS (1) >>] >> >>',
      'JavaScript',
    ],
    ['an attached file', '/Names << /EmbeddedFiles << /Names [] >> >>', 'EmbeddedFiles'],
    ['an XFA form', '/AcroForm << /Fields [] /XFA 9 0 R >>', 'XFA'],
    ['actions on document events', '/AA << /WC << /S /URI /URI (https://x.example) >> >>', 'AA'],
    ['a name hidden with #xx', '/OpenAction << /S /J#61vaScript /J#53 (x) >>', 'JavaScript'],
  ])('in the catalogue: %s', async (_what, extra, name) => {
    expect(await refusal(withCatalog(extra))).toEqual({
      code: 'document_invalid',
      message: ACTIVE_MESSAGE(name),
    });
  });

  it.each([
    ['page actions', '/AA << /O << /S /JavaScript /JS (1) >> >>', 'AA'],
    [
      'a multimedia annotation',
      '/Annots [<< /Type /Annot /Subtype /RichMedia /Rect [0 0 9 9] >>]',
      'RichMedia',
    ],
    [
      'a file attachment annotation',
      '/Annots [<< /Type /Annot /Subtype /FileAttachment /Rect [0 0 9 9] >>]',
      'FileAttachment',
    ],
    [
      'a link that runs a script',
      '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /JavaScript /JS (1) >> >>]',
      'JavaScript',
    ],
    [
      'a rendition action',
      '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /Rendition /OP 0 >> >>]',
      'Rendition',
    ],
  ])('on a page: %s', async (_what, extra, name) => {
    expect((await refusal(withPage(extra))).message).toBe(ACTIVE_MESSAGE(name));
  });

  it.each([
    ['/FlateDecode', (b: Buffer) => deflateSync(b), ''],
    ['/ASCIIHexDecode', asciiHex, ''],
    ['/AHx', asciiHex, ''],
    ['/ASCII85Decode', ascii85, ''],
    ['/A85', ascii85, ''],
    ['/LZWDecode', lzw, ''],
    ['/RunLengthDecode', runLength, ''],
    ['[/ASCIIHexDecode /FlateDecode]', (b: Buffer) => asciiHex(deflateSync(b)), ''],
    ['[/ASCII85Decode /FlateDecode]', (b: Buffer) => ascii85(deflateSync(b)), ''],
    ['[/ASCII85Decode /LZWDecode]', (b: Buffer) => ascii85(lzw(b)), ''],
    [
      '[/ASCIIHexDecode /ASCII85Decode /RunLengthDecode]',
      (b: Buffer) => asciiHex(ascii85(runLength(b))),
      '',
    ],
    [
      '/FlateDecode',
      (b: Buffer) => deflateSync(pngUp(b, 16)),
      '/DecodeParms << /Predictor 12 /Columns 16 >>',
    ],
  ])('a script hidden in an object stream behind %s %s', async (filter, encode, parms) => {
    expect((await refusal(hiddenInObjectStream(filter, encode, parms))).message).toBe(
      ACTIVE_MESSAGE('JavaScript'),
    );
  });

  it.each([
    ['Flate cut before its checksum', '/FlateDecode', flateCut],
    [
      'a chain whose Flate is cut',
      '[/ASCIIHexDecode /FlateDecode]',
      (b: Buffer) => asciiHex(flateCut(b)),
    ],
    ['ASCII85 without its end marker', '/ASCII85Decode', (b: Buffer) => ascii85(b).subarray(0, -2)],
    [
      'ASCIIHex with a stray character',
      '/ASCIIHexDecode',
      (b: Buffer) => Buffer.concat([Buffer.from('4g'), asciiHex(b)]),
    ],
    [
      'RunLength without its end marker',
      '/RunLengthDecode',
      (b: Buffer) => runLength(b).subarray(0, -1),
    ],
  ])('a stream that does not decode whole: %s', async (_what, filter, encode) => {
    expect(await refusal(hiddenInObjectStream(filter, encode))).toEqual({
      code: 'document_invalid',
      message: DAMAGED,
    });
  });

  it('an encoding it cannot check, an encrypted stream or document, and absurd nesting', async () => {
    expect((await refusal(hiddenInObjectStream('/BogusDecode', (b) => b))).message).toBe(DAMAGED);
    expect((await refusal(hiddenInObjectStream('9 0 R', (b) => b))).message).toMatch(
      /uses an encoding given indirectly, so it cannot be checked/,
    );
    expect((await refusal(hiddenInObjectStream('/Crypt', (b) => b))).message).toMatch(
      /password-protected or encrypted/,
    );
    expect(
      (await refusal(assemble(['<< /Type /Catalog >>'], '/Root 1 0 R /Encrypt 2 0 R'))).message,
    ).toMatch(/password-protected or encrypted/);
    expect((await refusal(withCatalog(`/X ${'['.repeat(5000)}${']'.repeat(5000)}`))).message).toBe(
      DAMAGED,
    );
  });

  it('a decompression bomb', async () => {
    const bomb = deflateSync(Buffer.alloc(80 * 1024 * 1024));
    const file = assemble([
      '<< /Type /Catalog /Pages 2 0 R >>',
      '<< /Type /Pages /Kids [] /Count 0 >>',
      stream('/Filter /FlateDecode', bomb),
    ]);
    expect((await refusal(file)).message).toMatch(/expands to far more than a document needs/);
  });

  it('active content added by a second revision appended to an ordinary document', async () => {
    const base = await phonePdf();
    const scripted = appendedRevision(
      base,
      '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (1) >> >>',
    );
    expect((await refusal(scripted)).message).toBe(ACTIVE_MESSAGE('JavaScript'));
    const hidden = appendedRevision(
      plain(),
      `<< /Type /Catalog /Pages 2 0 R /OpenAction 9 0 R >>\nendobj\n9 0 obj\n${stream('/Type /ObjStm /N 1 /First 4 /Filter [/ASCIIHexDecode]', asciiHex(Buffer.from('9 0 << /S /Launch /F (calc) >>'))).toString('latin1')}`,
    );
    expect((await refusal(hidden)).message).toBe(ACTIVE_MESSAGE('Launch'));
  });
});

describe('ordinary PDFs are accepted and kept re-written', () => {
  it.each([
    ['a scanner (two JPEG pages)', scannerPdf, 2],
    ['a phone (object and cross-reference streams)', phonePdf, 1],
    [
      'a page opened by a GoTo action',
      async () => withCatalog('/OpenAction << /S /GoTo /D [3 0 R /Fit] >>'),
      1,
    ],
    ['a destination opened directly', async () => withCatalog('/OpenAction [3 0 R /FitH 842]'), 1],
    [
      'a harmless second revision',
      async () => appendedRevision(plain(), '<< /Type /Catalog /Pages 2 0 R /Lang (en) >>'),
      1,
    ],
    [
      'a page with a web link',
      async () =>
        withPage(
          '/Annots [<< /Type /Annot /Subtype /Link /Rect [0 0 9 9] /A << /S /URI /URI (https://bank.example) >> >>]',
        ),
      1,
    ],
  ])('from %s', async (_what, make, pages) => {
    const original = await make();
    const checked = await checkDocumentFile(original, PDF, MAX);
    expect(checked.contentType).toBe('application/pdf');
    expect(checked.bytes.equals(original)).toBe(false);
    const kept = await PDFDocument.load(checked.bytes);
    expect(kept.getPageCount()).toBe(pages);
    // Only the pages: no document actions, names, forms or annotations came across.
    const text = checked.bytes.toString('latin1');
    for (const name of [
      '/OpenAction',
      '/Names',
      '/AcroForm',
      '/Annots',
      '/URI',
      '/Producer (Scanner',
    ]) {
      expect(text).not.toContain(name);
    }
    // The re-written file passes the same check.
    expect((await checkDocumentFile(checked.bytes, PDF, MAX)).contentType).toBe('application/pdf');
  });

  it("keeps a scanner's page images byte for byte", async () => {
    const original = await scannerPdf();
    const checked = await checkDocumentFile(original, PDF, MAX);
    const images = (pdf: Buffer) => {
      const found: string[] = [];
      for (const m of pdf.toString('latin1').matchAll(/\/Filter \/DCTDecode[\s\S]*?stream\r?\n/g)) {
        found.push(
          pdf.subarray(m.index + m[0].length, m.index + m[0].length + 200).toString('hex'),
        );
      }
      return found.sort();
    };
    expect(images(checked.bytes)).toEqual(images(original));
    expect(images(original).length).toBeGreaterThan(0);
  });
});
