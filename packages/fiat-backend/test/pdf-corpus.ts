// A corpus of PDFs for the document check: hostile ones (active content in the catalogue, on a
// page, in a name tree; hidden in object streams behind every standard filter and chain, behind a
// cut checksum, a predictor, #xx names, an appended revision) and ordinary ones as scanners and
// phones make them (a JPEG page image, object and cross-reference streams, a page opened by a GoTo,
// a harmless appended revision). Built here byte by byte, so each test says exactly what it sends.
import { deflateSync } from 'node:zlib';
import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';
import PDFKit from 'pdfkit';
import { jpegFile } from './kyc-fixtures';

/** A PDF from numbered objects (`1 0 obj … endobj` bodies given without the wrapper), with a true xref table. */
export function assemble(bodies: (string | Buffer)[], trailer = '/Root 1 0 R'): Buffer {
  const parts: Buffer[] = [Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets: number[] = [];
  let length = parts[0]!.length;
  const firstNumber = 1;
  bodies.forEach((body, i) => {
    const chunk = Buffer.concat([
      Buffer.from(`${i + firstNumber} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(length);
    parts.push(chunk);
    length += chunk.length;
  });
  const xref = [
    'xref',
    `0 ${bodies.length + 1}`,
    '0000000000 65535 f ',
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n `),
  ].join('\n');
  parts.push(
    Buffer.from(
      `${xref}\ntrailer\n<< /Size ${bodies.length + 1} ${trailer} >>\nstartxref\n${length}\n%%EOF\n`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

/** A stream object's body: its dictionary (Length added) and data. */
export function stream(dict: string, data: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(`<< ${dict} /Length ${data.length} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);
}

const PAGE_TREE = [
  '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
  '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>',
];

/** A one-page document whose catalogue carries `extra`. */
export const withCatalog = (extra: string) =>
  assemble([`<< /Type /Catalog /Pages 2 0 R ${extra} >>`, ...PAGE_TREE]);

/** A one-page document whose page carries `extra`. */
export const withPage = (extra: string) =>
  assemble([
    '<< /Type /Catalog /Pages 2 0 R >>',
    PAGE_TREE[0]!,
    `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] ${extra} >>`,
  ]);

// ── Filters, written as the PDF standard defines them ─────────────────────────────────────────

export const asciiHex = (data: Buffer) =>
  Buffer.from(`${data.toString('hex').replace(/(.{64})/g, '$1\n')}>`, 'latin1');

export function ascii85(data: Buffer): Buffer {
  let out = '';
  for (let i = 0; i < data.length; i += 4) {
    const chunk = data.subarray(i, i + 4);
    const padded = Buffer.concat([chunk, Buffer.alloc(4 - chunk.length)]);
    let value = padded.readUInt32BE(0);
    if (value === 0 && chunk.length === 4) {
      out += 'z';
      continue;
    }
    const digits: string[] = [];
    for (let d = 0; d < 5; d++) {
      digits.unshift(String.fromCharCode((value % 85) + 33));
      value = Math.floor(value / 85);
    }
    out += digits.slice(0, chunk.length + 1).join('');
  }
  return Buffer.from(`${out}~>`, 'latin1');
}

export function runLength(data: Buffer): Buffer {
  const out: Buffer[] = [];
  for (let i = 0; i < data.length; i += 128) {
    const chunk = data.subarray(i, i + 128);
    out.push(Buffer.from([chunk.length - 1]), chunk);
  }
  out.push(Buffer.from([128]));
  return Buffer.concat(out);
}

/**
 * LZW as PDF writes it, for short data: a clear code, one code per byte, the end code. With fewer
 * than 250 bytes the decoder's table stays under 512 entries, so every code is 9 bits wide.
 */
export function lzw(data: Buffer): Buffer {
  if (data.length >= 250) throw new Error('lzw(): short data only');
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const code of [256, ...data, 257]) {
    value = (value << 9) | code;
    bits += 9;
    while (bits >= 8) {
      out.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
      value &= (1 << bits) - 1;
    }
  }
  if (bits > 0) out.push((value << (8 - bits)) & 0xff);
  return Buffer.from(out);
}

/** Rows of `columns` bytes, each after a PNG "Up" filter byte (predictor 12). */
export function pngUp(data: Buffer, columns: number): Buffer {
  const rows: Buffer[] = [];
  let prior = Buffer.alloc(columns);
  for (let i = 0; i < data.length; i += columns) {
    const row = Buffer.alloc(columns);
    data.copy(row, 0, i, Math.min(i + columns, data.length));
    const filtered = Buffer.from(row.map((b, x) => (b - (prior[x] as number)) & 0xff));
    rows.push(Buffer.from([2]), filtered);
    prior = row;
  }
  return Buffer.concat(rows);
}

/** Flate with its Adler-32 checksum cut off (viewers read it; a strict decoder does not). */
export const flateCut = (data: Buffer) => deflateSync(data).subarray(0, -4);

/** The catalogue with a script to run on opening, hidden in an object stream encoded as given. */
export function hiddenInObjectStream(
  filter: string,
  encoded: (objects: Buffer) => Buffer,
  parms = '',
): Buffer {
  const hidden =
    '<< /Type /Catalog /Pages 2 0 R /OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >> >>';
  const header = '1 0 ';
  const content = Buffer.from(`${header}${hidden}`, 'latin1');
  return assemble(
    [
      // The catalogue's number is taken by the object stream's entry; a visible decoy stays empty.
      '<< /Type /Catalog /Pages 2 0 R >>',
      ...PAGE_TREE,
      stream(
        `/Type /ObjStm /N 1 /First ${header.length} /Filter ${filter} ${parms}`,
        encoded(content),
      ),
    ],
    '/Root 1 0 R',
  );
}

/** A revision appended to an ordinary document (an incremental update) that redefines the catalogue. */
export function appendedRevision(base: Buffer, catalog: string): Buffer {
  const offset = base.length;
  const body = Buffer.from(`1 0 obj\n${catalog}\nendobj\n`, 'latin1');
  const xrefAt = offset + body.length;
  return Buffer.concat([
    base,
    body,
    Buffer.from(
      `xref\n1 1\n${String(offset).padStart(10, '0')} 00000 n \ntrailer\n<< /Size 4 /Root 1 0 R /Prev ${base.lastIndexOf('xref')} >>\nstartxref\n${xrefAt}\n%%EOF\n`,
      'latin1',
    ),
  ]);
}

// ── Ordinary documents ────────────────────────────────────────────────────────────────────────

function pdfkitDocument(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFKit({ size: 'A4', compress: true, info: { Producer: 'Scanner 3000' } });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    draw(doc);
    doc.end();
  });
}

/** What a scanner makes: each page one JPEG image (DCTDecode), compressed page content. */
export const scannerPdf = () =>
  pdfkitDocument((doc) => {
    doc.image(jpegFile(1240, 1754), 0, 0, { width: 595, height: 842 });
    doc.addPage();
    doc.image(jpegFile(1240, 1754), 0, 0, { width: 595, height: 842 });
  });

/** What a phone's "save as PDF" makes: text with a font, object and cross-reference streams. */
export async function phonePdf(): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage([595, 842]);
  page.drawText('Tenancy contract — Dubai Marina, unit 1204', { x: 50, y: 780, size: 14, font });
  page.drawText('Ejari registration 2026/123456', { x: 50, y: 750, size: 11, font });
  return Buffer.from(await doc.save({ useObjectStreams: true }));
}
