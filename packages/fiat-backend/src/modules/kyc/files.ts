// A document file as the bank keeps it: its type decided by its content (file-type's magic bytes),
// never by its name or declared type; JPEG and PNG rewritten to the segments and chunks that carry
// the picture (EXIF with its GPS position, XMP, comments, text chunks, animation and anything after
// the image's end are dropped, so no script or second file rides along); PDFs checked object by
// object and stream by stream, refused when they carry active content or encryption, and kept as a
// re-written document of their pages alone (pdf.ts).
import { createHash } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { fileTypeFromBuffer } from 'file-type';
import { ApiError } from '../../http/errors';
import { PdfRefused, rewritePdf } from './pdf';

export type DocumentContentType = 'image/jpeg' | 'image/png' | 'application/pdf';

export interface CheckedFile {
  contentType: DocumentContentType;
  bytes: Buffer;
  sha256: string;
  width: number | null;
  height: number | null;
}

/** The shorter side of a photo or scan must have at least this many pixels to be readable. */
const MIN_SIDE = 200;
/** Larger images are refused (a decompression bomb, or no camera's). */
const MAX_SIDE = 12_000;
const MAX_PIXELS = 60_000_000;

const invalid = (message: string) => new ApiError('document_invalid', message);

const human = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / (1024 * 1024)).toFixed(1)} MB`
    : `${Math.ceil(bytes / 1024)} KB`;

/** The size limit's message (also used before the body is read, from Content-Length). */
export function tooLarge(size: number, max: number): ApiError {
  return new ApiError(
    'payload_too_large',
    `This file is ${human(size)}; the limit is ${human(max)}. Send a smaller photo or scan.`,
  );
}

/** What a file is, for the refusal's message. */
async function describe(bytes: Buffer): Promise<{ mime: string | undefined; label: string }> {
  const head = bytes
    .subarray(0, 1024)
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimStart()
    .toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg')))
    return { mime: 'image/svg+xml', label: 'an SVG image (which can carry scripts)' };
  if (head.startsWith('<')) return { mime: 'text/html', label: 'an HTML or XML text file' };
  const found = await fileTypeFromBuffer(bytes).catch(() => undefined);
  if (found)
    return {
      mime: found.mime,
      label: `${/^[aeiou]/i.test(found.ext) ? 'an' : 'a'} ${found.ext.toUpperCase()} file`,
    };
  return { mime: undefined, label: 'not a file type we recognise' };
}

/**
 * Checks and cleans a document. `allowed` lists the types this document may be (a selfie: images
 * only). Throws unsupported_media_type (another type), payload_too_large, or document_invalid
 * (damaged, too small, or a PDF with active content).
 */
export async function checkDocumentFile(
  raw: Buffer,
  allowed: readonly DocumentContentType[],
  maxBytes: number,
): Promise<CheckedFile> {
  if (raw.length === 0) throw invalid('The file is empty.');
  if (raw.length > maxBytes) throw tooLarge(raw.length, maxBytes);
  const { mime, label } = await describe(raw);
  const names = allowed
    .map((t) => ({ 'image/jpeg': 'JPEG', 'image/png': 'PNG', 'application/pdf': 'PDF' })[t])
    .join(', ')
    .replace(/, ([^,]*)$/, ' or $1');
  if (!mime || !(allowed as readonly string[]).includes(mime)) {
    throw new ApiError(
      'unsupported_media_type',
      `This file is ${label}, whatever its name says. Send a ${names}.`,
    );
  }
  let cleaned: { bytes: Buffer; width: number | null; height: number | null };
  if (mime === 'image/jpeg') cleaned = cleanJpeg(raw);
  else if (mime === 'image/png') cleaned = cleanPng(raw);
  else cleaned = { bytes: await checkPdf(raw), width: null, height: null };
  if (cleaned.width !== null && cleaned.height !== null) {
    if (Math.min(cleaned.width, cleaned.height) < MIN_SIDE) {
      throw invalid(
        `This image is ${cleaned.width} × ${cleaned.height} pixels: too small to read. Take the photo again, at least ${MIN_SIDE} pixels on each side.`,
      );
    }
    if (
      Math.max(cleaned.width, cleaned.height) > MAX_SIDE ||
      cleaned.width * cleaned.height > MAX_PIXELS
    ) {
      throw invalid(
        `This image is ${cleaned.width} × ${cleaned.height} pixels: larger than any document needs. Send a smaller one.`,
      );
    }
  }
  return {
    contentType: mime as DocumentContentType,
    ...cleaned,
    sha256: createHash('sha256').update(cleaned.bytes).digest('hex'),
  };
}

// ── JPEG ──────────────────────────────────────────────────────────────────────────────────────

/** Start-of-frame markers (baseline, progressive, lossless…), which give the size. */
const SOF = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf]);
/** Segments that describe the picture: tables, frame, restart interval, JFIF, Adobe colour transform. */
const KEEP_JPEG = new Set([...SOF, 0xc4, 0xcc, 0xdb, 0xdd, 0xe0, 0xee]);

const damaged = () =>
  invalid('This JPEG file is damaged or incomplete. Take the photo again or export it anew.');

/** The EXIF orientation (1–8) of an APP1 segment's data, if it has one. */
function exifOrientation(data: Buffer): number | undefined {
  if (data.length < 14 || data.toString('latin1', 0, 6) !== 'Exif\0\0') return undefined;
  const tiff = data.subarray(6);
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (little ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (little ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  try {
    const ifd = u32(4);
    const count = u16(ifd);
    for (let i = 0; i < count; i++) {
      const entry = ifd + 2 + i * 12;
      if (u16(entry) === 0x0112) {
        const value = u16(entry + 8);
        return value >= 1 && value <= 8 ? value : undefined;
      }
    }
  } catch {
    return undefined;
  }
  return undefined;
}

/** A minimal EXIF segment holding only the orientation, so a phone's photo still shows upright. */
function orientationSegment(orientation: number): Buffer {
  const tiff = Buffer.alloc(26);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(1, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt32BE(0, 22);
  const data = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

function cleanJpeg(raw: Buffer): { bytes: Buffer; width: number; height: number } {
  const out: Buffer[] = [Buffer.from([0xff, 0xd8])];
  let i = 2;
  let width = 0;
  let height = 0;
  let scans = 0;
  let orientation: number | undefined;
  for (;;) {
    if (i >= raw.length || raw[i] !== 0xff) throw damaged();
    while (raw[i] === 0xff) i++;
    const marker = raw[i++];
    if (marker === undefined) throw damaged();
    if (marker === 0xd9) break;
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (i + 2 > raw.length) throw damaged();
    const length = raw.readUInt16BE(i);
    if (length < 2 || i + length > raw.length) throw damaged();
    const segment = raw.subarray(i - 2, i + length);
    const data = raw.subarray(i + 2, i + length);
    i += length;
    if (SOF.has(marker)) {
      if (data.length < 5) throw damaged();
      height = data.readUInt16BE(1);
      width = data.readUInt16BE(3);
    }
    if (marker === 0xe1) orientation ??= exifOrientation(data);
    if (KEEP_JPEG.has(marker)) out.push(segment);
    if (marker === 0xda) {
      // Entropy-coded data up to the next marker that is neither a stuffed 0xFF00 nor a restart.
      scans++;
      out.push(segment);
      const start = i;
      const isMarker = (next: number | undefined) =>
        next !== undefined && next !== 0x00 && !(next >= 0xd0 && next <= 0xd7);
      while (i + 1 < raw.length && !(raw[i] === 0xff && isMarker(raw[i + 1]))) i++;
      if (i + 1 >= raw.length) throw damaged();
      out.push(raw.subarray(start, i));
    }
  }
  if (!width || !height || !scans) throw damaged();
  out.push(Buffer.from([0xff, 0xd9]));
  // EXIF belongs right after the JFIF header when there is one.
  if (orientation && orientation !== 1)
    out.splice(out[1]?.[1] === 0xe0 ? 2 : 1, 0, orientationSegment(orientation));
  return { bytes: Buffer.concat(out), width, height };
}

// ── PNG ───────────────────────────────────────────────────────────────────────────────────────

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** The picture and how to show its colours; text, time, EXIF, ICC and animation chunks are dropped. */
const KEEP_PNG = new Set([
  'IHDR',
  'PLTE',
  'IDAT',
  'IEND',
  'tRNS',
  'gAMA',
  'cHRM',
  'sRGB',
  'pHYs',
  'sBIT',
  'bKGD',
]);

function cleanPng(raw: Buffer): { bytes: Buffer; width: number; height: number } {
  const broken = () => invalid('This PNG file is damaged or incomplete. Export it again.');
  if (!raw.subarray(0, 8).equals(PNG_SIGNATURE)) throw broken();
  const out: Buffer[] = [PNG_SIGNATURE];
  let i = 8;
  let width = 0;
  let height = 0;
  let ended = false;
  let images = 0;
  while (!ended) {
    if (i + 12 > raw.length) throw broken();
    const length = raw.readUInt32BE(i);
    const type = raw.toString('latin1', i + 4, i + 8);
    const end = i + 12 + length;
    if (length > raw.length || end > raw.length || !/^[A-Za-z]{4}$/.test(type)) throw broken();
    const chunk = raw.subarray(i, end);
    if (crc32(raw.subarray(i + 4, i + 8 + length)) !== raw.readUInt32BE(i + 8 + length))
      throw broken();
    if (i === 8 && type !== 'IHDR') throw broken();
    if (type === 'IHDR') {
      width = raw.readUInt32BE(i + 8);
      height = raw.readUInt32BE(i + 12);
    }
    if (type === 'IDAT') images++;
    if (type === 'IEND') ended = true;
    // An unknown critical chunk (upper-case first letter) changes how the picture decodes: refuse.
    if (!KEEP_PNG.has(type) && type[0] === type[0]?.toUpperCase()) {
      throw invalid(
        `This PNG uses a part (${type}) that standard viewers cannot show. Export it as an ordinary PNG or JPEG.`,
      );
    }
    if (KEEP_PNG.has(type)) out.push(chunk);
    i = end;
  }
  if (!width || !height || !images) throw broken();
  return { bytes: Buffer.concat(out), width, height };
}

// ── PDF ───────────────────────────────────────────────────────────────────────────────────────

/** Checks a PDF and answers the re-written document the bank keeps (pdf.ts). */
async function checkPdf(raw: Buffer): Promise<Buffer> {
  const eof = raw.lastIndexOf('%%EOF');
  if (raw.toString('latin1', 0, 5) !== '%PDF-' || eof < 0) throw damagedPdf();
  try {
    return await rewritePdf(raw);
  } catch (error) {
    if (!(error instanceof PdfRefused)) throw error;
    const refuse = (why: string) =>
      invalid(
        `This PDF ${why}, which the bank does not accept. Print it to a new PDF, or send a photo or scan of the document.`,
      );
    const r = error.refusal;
    switch (r.kind) {
      case 'active':
        throw refuse(`contains active content (/${r.name})`);
      case 'encrypted':
        throw refuse('is password-protected or encrypted, so it cannot be checked');
      case 'unreadable':
        throw refuse(`uses ${r.detail}, so it cannot be checked`);
      case 'too_large':
        throw invalid('This PDF expands to far more than a document needs. Save or scan it again.');
      case 'no_pages':
        throw invalid('This PDF has no pages. Save or scan the document again.');
      case 'damaged':
        throw damagedPdf();
    }
  }
}

const damagedPdf = () =>
  invalid('This PDF is damaged or incomplete: a part of it cannot be read. Save or scan it again.');
