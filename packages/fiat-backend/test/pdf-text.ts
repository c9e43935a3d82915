// The text lines of a PDF made by pdfkit: each content stream inflated, each TJ array's hex strings
// decoded (the standard fonts' WinAnsi encoding; what statements print is ASCII and Latin-1).
//
// A stream's bytes are taken by the /Length its dictionary gives, never by searching for
// "endstream": compressed bytes may themselves end in a carriage return, which a pattern like
// /\r?\nendstream/ would take for the line end, truncating the stream (a statement whose last
// compressed byte was 0x0D read as empty in CI).
import { inflateSync } from 'node:zlib';

export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  const raw = pdf.toString('latin1');
  for (const head of raw.matchAll(/<<((?:(?!>>)[\s\S])*?)>>\s*stream\r?\n/g)) {
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(head[1] ?? '');
    if (!length || !/\/FlateDecode/.test(head[1] ?? '')) continue;
    const start = (head.index ?? 0) + head[0].length;
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, start + Number(length[1]))).toString('latin1');
    } catch {
      continue; // not a compressed content stream (an image, a font)
    }
    for (const tj of content.matchAll(/\[((?:\s*<[0-9a-fA-F]*>\s*-?[\d.]*)*)\s*\]\s*TJ/g)) {
      const text = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)]
        .map((h) => Buffer.from(h[1] ?? '', 'hex').toString('latin1'))
        .join('');
      lines.push(text.trim());
    }
  }
  return lines;
}
