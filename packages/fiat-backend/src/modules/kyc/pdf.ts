// A customer's PDF as the bank keeps it. Two steps:
// 1. Check: every object the file holds, in every revision (an incremental update appended to the
//    end included), and every object inside an object stream, is parsed; every stream is decoded
//    through its whole filter chain (pdf-filters.ts, strict: a stream that does not decode is
//    refused, so nothing hides behind an encoding read leniently). Active content anywhere is
//    refused: scripts, launch actions, links to other files, forms that post, attached files,
//    multimedia, XFA, additional actions (/AA) and an /OpenAction that does more than show a page.
// 2. Re-write: the pages alone (their drawing and resources) are copied into a new document by
//    pdf-lib, without annotations, forms, outlines, attachments or document actions, and that new
//    file is what the bank stores and serves. What the check did not think of is not carried
//    across: the customer's own bytes are never served back. The re-written file is checked again.
import { PDFDocument, PDFName } from '@cantoo/pdf-lib';
import { decodeChain, UndecodableStream, type DecodeParms } from './pdf-filters';

/** Names whose presence makes a PDF able to act. */
const ACTIVE = new Set([
  'JavaScript',
  'JS',
  'Launch',
  'SubmitForm',
  'ImportData',
  'GoToR',
  'GoToE',
  'EmbeddedFile',
  'EmbeddedFiles',
  'FileAttachment',
  'RichMedia',
  'RichMediaExecute',
  'XFA',
  'Rendition',
  'Sound',
  'Movie',
  'AA',
]);
/** At most this much decoded content is read (a compressed bomb cannot exhaust the server). */
const DECODE_BUDGET = 64 * 1024 * 1024;
/** Deeper nesting than this is no document's (and would exhaust the parser's stack). */
const MAX_DEPTH = 64;

export type PdfRefusal =
  | { kind: 'damaged' }
  | { kind: 'encrypted' }
  | { kind: 'active'; name: string }
  | { kind: 'unreadable'; detail: string }
  | { kind: 'too_large' }
  | { kind: 'no_pages' };

export class PdfRefused extends Error {
  constructor(readonly refusal: PdfRefusal) {
    super(refusal.kind);
  }
}

type Value =
  | { t: 'name'; v: string }
  | { t: 'num'; v: number }
  | { t: 'str' }
  | { t: 'ref'; n: number; g: number }
  | { t: 'arr'; v: Value[] }
  | { t: 'dict'; v: Map<string, Value> }
  | { t: 'kw'; v: string };

const WHITE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);
const DELIM = new Set([0x28, 0x29, 0x3c, 0x3e, 0x5b, 0x5d, 0x7b, 0x7d, 0x2f, 0x25]);

class Lexer {
  constructor(
    readonly b: Buffer,
    public pos = 0,
  ) {}

  skip(): void {
    const b = this.b;
    for (;;) {
      while (this.pos < b.length && WHITE.has(b[this.pos] as number)) this.pos++;
      if (b[this.pos] !== 0x25) return; // '%' comment to the end of the line
      while (this.pos < b.length && b[this.pos] !== 0x0a && b[this.pos] !== 0x0d) this.pos++;
    }
  }

  private regular(): string {
    const start = this.pos;
    const b = this.b;
    while (
      this.pos < b.length &&
      !WHITE.has(b[this.pos] as number) &&
      !DELIM.has(b[this.pos] as number)
    )
      this.pos++;
    return b.toString('latin1', start, this.pos);
  }

  value(depth = 0): Value {
    if (depth > MAX_DEPTH) throw new PdfRefused({ kind: 'damaged' });
    this.skip();
    const b = this.b;
    const c = b[this.pos];
    if (c === undefined) throw new PdfRefused({ kind: 'damaged' });
    if (c === 0x2f) {
      this.pos++;
      // `/J#61vaScript` is `/JavaScript`: names may hide letters as #xx.
      const raw = this.regular();
      return {
        t: 'name',
        v: raw.replace(/#([0-9A-Fa-f]{2})/g, (_, h: string) =>
          String.fromCharCode(parseInt(h, 16)),
        ),
      };
    }
    if (c === 0x28) return this.literal();
    if (c === 0x3c && b[this.pos + 1] === 0x3c) {
      this.pos += 2;
      const map = new Map<string, Value>();
      for (;;) {
        this.skip();
        if (b[this.pos] === 0x3e && b[this.pos + 1] === 0x3e) {
          this.pos += 2;
          return { t: 'dict', v: map };
        }
        const key = this.value(depth + 1);
        if (key.t !== 'name') throw new PdfRefused({ kind: 'damaged' });
        map.set(key.v, this.value(depth + 1));
      }
    }
    if (c === 0x3c) {
      const end = b.indexOf(0x3e, this.pos);
      if (end < 0) throw new PdfRefused({ kind: 'damaged' });
      this.pos = end + 1;
      return { t: 'str' };
    }
    if (c === 0x5b) {
      this.pos++;
      const items: Value[] = [];
      for (;;) {
        this.skip();
        if (b[this.pos] === 0x5d) {
          this.pos++;
          return { t: 'arr', v: items };
        }
        items.push(this.value(depth + 1));
      }
    }
    if (DELIM.has(c)) throw new PdfRefused({ kind: 'damaged' });
    const token = this.regular();
    if (/^[+-]?(\d+\.?\d*|\.\d+)$/.test(token)) {
      // `n g R` is a reference.
      const save = this.pos;
      if (/^\d+$/.test(token)) {
        this.skip();
        const g = this.regular();
        this.skip();
        if (/^\d+$/.test(g) && this.b[this.pos] === 0x52 && !this.isRegularAt(this.pos + 1)) {
          this.pos++;
          return { t: 'ref', n: Number(token), g: Number(g) };
        }
      }
      this.pos = save;
      return { t: 'num', v: Number(token) };
    }
    if (!token) throw new PdfRefused({ kind: 'damaged' });
    return { t: 'kw', v: token };
  }

  private isRegularAt(i: number): boolean {
    const c = this.b[i];
    return c !== undefined && !WHITE.has(c) && !DELIM.has(c);
  }

  private literal(): Value {
    const b = this.b;
    let depth = 0;
    for (; this.pos < b.length; this.pos++) {
      const c = b[this.pos];
      if (c === 0x5c) this.pos++;
      else if (c === 0x28) depth++;
      else if (c === 0x29 && --depth === 0) {
        this.pos++;
        return { t: 'str' };
      }
    }
    throw new PdfRefused({ kind: 'damaged' });
  }

  keyword(word: string): boolean {
    this.skip();
    if (
      this.b.toString('latin1', this.pos, this.pos + word.length) !== word ||
      this.isRegularAt(this.pos + word.length)
    )
      return false;
    this.pos += word.length;
    return true;
  }
}

const num = (v: Value | undefined) => (v?.t === 'num' ? v.v : undefined);

/** What the check learnt of the file: every object by `n g`, and where stream data lies. */
interface Scan {
  objects: Map<string, Value>;
  streams: [number, number][];
  budget: number;
}

function walk(value: Value, scan: Scan, depth = 0): void {
  if (depth > MAX_DEPTH) throw new PdfRefused({ kind: 'damaged' });
  if (value.t === 'name' && ACTIVE.has(value.v))
    throw new PdfRefused({ kind: 'active', name: value.v });
  if (value.t === 'arr') for (const item of value.v) walk(item, scan, depth + 1);
  if (value.t === 'dict') {
    for (const [key, item] of value.v) {
      if (ACTIVE.has(key)) throw new PdfRefused({ kind: 'active', name: key });
      walk(item, scan, depth + 1);
    }
  }
}

/** A document's /OpenAction may go to a page (an array or a GoTo action), nothing else. */
function checkOpenActions(scan: Scan): void {
  const resolve = (v: Value | undefined): Value | undefined =>
    v?.t === 'ref' ? scan.objects.get(`${v.n} ${v.g}`) : v;
  for (const value of scan.objects.values()) {
    if (value.t !== 'dict') continue;
    const action = resolve(value.v.get('OpenAction'));
    if (action?.t !== 'dict') continue;
    const type = action.v.get('S');
    if (type?.t !== 'name' || type.v !== 'GoTo')
      throw new PdfRefused({ kind: 'active', name: 'OpenAction' });
  }
}

const names = (v: Value | undefined): string[] =>
  v === undefined || (v.t === 'kw' && v.v === 'null')
    ? []
    : v.t === 'name'
      ? [v.v]
      : v.t === 'arr'
        ? v.v.map((x) => (x.t === 'name' ? x.v : '?'))
        : ['?'];

function parmsOf(v: Value | undefined, count: number): (DecodeParms | undefined)[] {
  const one = (x: Value | undefined): DecodeParms | undefined =>
    x?.t === 'dict' ? Object.fromEntries([...x.v].map(([k, y]) => [k, num(y)])) : undefined;
  if (v?.t === 'arr') return v.v.map(one);
  return Array.from({ length: count }, (_, i) => (i === 0 ? one(v) : undefined));
}

/** The data of a stream starting after `stream`, its /Length trusted only where `endstream` follows. */
function streamData(
  b: Buffer,
  at: number,
  length: Value | undefined,
  lengths: Map<string, number>,
): [number, number] {
  let start = at;
  if (b[start] === 0x0d) start++;
  if (b[start] === 0x0a) start++;
  const declared = length?.t === 'ref' ? lengths.get(`${length.n} ${length.g}`) : num(length);
  if (declared !== undefined && declared >= 0 && start + declared <= b.length) {
    const lexer = new Lexer(b, start + declared);
    if (lexer.keyword('endstream')) return [start, start + declared];
  }
  const end = b.indexOf('endstream', start, 'latin1');
  if (end < 0) throw new PdfRefused({ kind: 'damaged' });
  let stop = end;
  if (b[stop - 1] === 0x0a) stop--;
  if (b[stop - 1] === 0x0d) stop--;
  return [start, Math.max(start, stop)];
}

/** Decodes a stream and, for an object stream, parses and checks the objects inside. */
function checkStream(dict: Map<string, Value>, data: Buffer, scan: Scan): void {
  const filters = names(dict.get('Filter'));
  if (filters.includes('?'))
    throw new PdfRefused({ kind: 'unreadable', detail: 'an encoding given indirectly' });
  if (filters.includes('Crypt')) throw new PdfRefused({ kind: 'encrypted' });
  let decoded: Buffer;
  try {
    const out = decodeChain(
      data,
      filters,
      parmsOf(dict.get('DecodeParms') ?? dict.get('DP'), filters.length),
      scan.budget,
    );
    if (out.image) return;
    decoded = out.bytes;
  } catch (error) {
    if (error instanceof UndecodableStream) {
      if (/size budget/.test(error.message)) throw new PdfRefused({ kind: 'too_large' });
      throw new PdfRefused({ kind: 'damaged' });
    }
    throw error;
  }
  scan.budget -= decoded.length;
  const type = dict.get('Type');
  const count = num(dict.get('N'));
  const first = num(dict.get('First'));
  const isObjectStream =
    (type?.t === 'name' && type.v === 'ObjStm') || (count !== undefined && first !== undefined);
  if (!isObjectStream) return;
  if (
    count === undefined ||
    first === undefined ||
    count < 0 ||
    first < 0 ||
    first > decoded.length
  ) {
    throw new PdfRefused({ kind: 'damaged' });
  }
  const header = new Lexer(decoded);
  for (let i = 0; i < count; i++) {
    const n = header.value();
    const offset = header.value();
    if (n.t !== 'num' || offset.t !== 'num' || first + offset.v > decoded.length)
      throw new PdfRefused({ kind: 'damaged' });
    const object = new Lexer(decoded, first + offset.v).value();
    walk(object, scan);
    scan.objects.set(`${n.v} 0`, object);
  }
  // Whatever else the stream holds, between and after the objects, is read for names too.
  scanText(decoded.toString('latin1'));
}

const NAME_PATTERN = new RegExp(`/(${[...ACTIVE].join('|')})(?=[\\s/<>\\[\\]()%{}]|$)`);
const decodeNames = (text: string) =>
  text.replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

function scanText(text: string): void {
  const found = NAME_PATTERN.exec(decodeNames(text))?.[1];
  if (found) throw new PdfRefused({ kind: 'active', name: found });
}

/** Checks a PDF, every object and stream of every revision; throws PdfRefused. */
function checkPdfStructure(pdf: Buffer): void {
  const text = pdf.toString('latin1');
  if (/\/Encrypt(?=[\s/<>[\]()%{}]|$)/.test(decodeNames(text)))
    throw new PdfRefused({ kind: 'encrypted' });
  const lengths = new Map<string, number>();
  for (const m of text.matchAll(/(\d+)\s+(\d+)\s+obj\s*(\d+)\s*endobj/g))
    lengths.set(`${m[1]} ${m[2]}`, Number(m[3]));
  const scan: Scan = { objects: new Map(), streams: [], budget: DECODE_BUDGET };
  let skipUntil = 0;
  for (const m of text.matchAll(/(?<![0-9])(\d+)\s+(\d+)\s+obj(?![^\s/<>[\]()%{}])/g)) {
    // A match inside a stream's data is data, not an object.
    if (m.index < skipUntil) continue;
    const lexer = new Lexer(pdf, m.index + m[0].length);
    const object = lexer.value();
    walk(object, scan);
    scan.objects.set(`${m[1]} ${m[2]}`, object);
    if (object.t === 'dict' && lexer.keyword('stream')) {
      const [start, end] = streamData(pdf, lexer.pos, object.v.get('Length'), lengths);
      scan.streams.push([start, end]);
      skipUntil = end;
      checkStream(object.v, pdf.subarray(start, end), scan);
    }
  }
  // Trailers and anything between objects (stream data left out: it is not PDF syntax).
  let outside = '';
  let from = 0;
  for (const [start, end] of scan.streams) {
    outside += text.slice(from, start);
    from = end;
  }
  outside += text.slice(from);
  scanText(outside);
  checkOpenActions(scan);
}

/**
 * Checks a PDF and answers its re-written form: the pages alone, in a new document. Throws
 * PdfRefused.
 */
export async function rewritePdf(pdf: Buffer): Promise<Buffer> {
  checkPdfStructure(pdf);
  let source: PDFDocument;
  try {
    source = await PDFDocument.load(pdf, { updateMetadata: false, throwOnInvalidObject: true });
  } catch {
    throw new PdfRefused({ kind: 'damaged' });
  }
  if (source.getPageCount() === 0) throw new PdfRefused({ kind: 'no_pages' });
  const out = await PDFDocument.create({ updateMetadata: false });
  const pages = await out.copyPages(source, source.getPageIndices());
  for (const page of pages) {
    for (const key of ['Annots', 'AA', 'B', 'Metadata', 'PieceInfo', 'Trans'])
      page.node.delete(PDFName.of(key));
    out.addPage(page);
  }
  const bytes = Buffer.from(await out.save({ useObjectStreams: false, addDefaultPage: false }));
  checkPdfStructure(bytes);
  return bytes;
}
