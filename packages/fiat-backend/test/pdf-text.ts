// The text lines of a PDF made by pdfkit: each content stream inflated, each TJ array's hex strings
// decoded (the standard fonts' WinAnsi encoding; what statements print is ASCII and Latin-1).
import { inflateSync } from 'node:zlib';

export function pdfLines(pdf: Buffer): string[] {
  const lines: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1] ?? '', 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream
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
