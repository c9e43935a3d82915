// The standard stream filters of PDF (ISO 32000-2, 7.4), decoded strictly: a stream that does not
// decode whole (a cut Flate checksum, a stray character in ASCII85) throws, so nothing can hide
// behind an encoding the checker reads leniently. Image codecs (DCT, JPX, JBIG2, CCITT) are the
// last filter of a chain and are not decoded: what they hold is a picture, never objects.
import { inflateSync } from 'node:zlib';

export class UndecodableStream extends Error {}

/** Filters whose output is image data: a chain ends with them. */
const IMAGE_FILTERS = new Set([
  'DCTDecode',
  'DCT',
  'JPXDecode',
  'JBIG2Decode',
  'CCITTFaxDecode',
  'CCF',
]);

/** Decode parameters as the checker needs them (numbers only). */
export type DecodeParms = Record<string, number | undefined>;

const isSpace = (c: number) =>
  c === 0x00 || c === 0x09 || c === 0x0a || c === 0x0c || c === 0x0d || c === 0x20;

function asciiHex(data: Buffer): Buffer {
  const out: number[] = [];
  let high = -1;
  for (const c of data) {
    if (isSpace(c)) continue;
    if (c === 0x3e) break; // '>' ends the data
    const digit = Number.parseInt(String.fromCharCode(c), 16);
    if (Number.isNaN(digit)) throw new UndecodableStream('ASCIIHexDecode: not a hex digit');
    if (high < 0) high = digit;
    else {
      out.push(high * 16 + digit);
      high = -1;
    }
  }
  if (high >= 0) out.push(high * 16);
  return Buffer.from(out);
}

function ascii85(data: Buffer): Buffer {
  const out: number[] = [];
  const group: number[] = [];
  let i = 0;
  if (data[0] === 0x3c && data[1] === 0x7e) i = 2; // optional '<~'
  let ended = false;
  for (; i < data.length; i++) {
    const c = data[i] as number;
    if (isSpace(c)) continue;
    if (c === 0x7e) {
      ended = true; // '~>' ends the data
      break;
    }
    if (c === 0x7a && group.length === 0) {
      out.push(0, 0, 0, 0); // 'z' is four zero bytes
      continue;
    }
    if (c < 0x21 || c > 0x75) throw new UndecodableStream('ASCII85Decode: not a base-85 digit');
    group.push(c - 0x21);
    if (group.length === 5) {
      const value = group.reduce((v, d) => v * 85 + d, 0);
      if (value > 0xffffffff) throw new UndecodableStream('ASCII85Decode: group out of range');
      out.push(value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff);
      group.length = 0;
    }
  }
  if (!ended) throw new UndecodableStream('ASCII85Decode: no end marker');
  if (group.length === 1) throw new UndecodableStream('ASCII85Decode: a lone final digit');
  if (group.length > 1) {
    const n = group.length;
    while (group.length < 5) group.push(84);
    const value = group.reduce((v, d) => v * 85 + d, 0);
    const bytes = [value >>> 24, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
    out.push(...bytes.slice(0, n - 1));
  }
  return Buffer.from(out);
}

function runLength(data: Buffer): Buffer {
  const out: Buffer[] = [];
  let i = 0;
  while (i < data.length) {
    const length = data[i++] as number;
    if (length === 128) return Buffer.concat(out);
    if (length < 128) {
      if (i + length + 1 > data.length) throw new UndecodableStream('RunLengthDecode: cut short');
      out.push(data.subarray(i, i + length + 1));
      i += length + 1;
    } else {
      if (i >= data.length) throw new UndecodableStream('RunLengthDecode: cut short');
      out.push(Buffer.alloc(257 - length, data[i++] as number));
    }
  }
  throw new UndecodableStream('RunLengthDecode: no end marker');
}

function lzw(data: Buffer, earlyChange: number, budget: number): Buffer {
  const out: number[] = [];
  let table: number[][] = [];
  const reset = () => {
    table = Array.from({ length: 258 }, (_, i) => (i < 256 ? [i] : []));
  };
  reset();
  let width = 9;
  let bits = 0;
  let value = 0;
  let previous: number[] | undefined;
  for (const byte of data) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= width) {
      const code = (value >>> (bits - width)) & ((1 << width) - 1);
      bits -= width;
      value &= (1 << bits) - 1;
      if (code === 256) {
        reset();
        width = 9;
        previous = undefined;
        continue;
      }
      if (code === 257) return Buffer.from(out);
      let entry: number[];
      if (code < table.length && (code < 256 || code > 257)) entry = table[code] as number[];
      else if (code === table.length && previous) entry = [...previous, previous[0] as number];
      else throw new UndecodableStream('LZWDecode: a code out of sequence');
      out.push(...entry);
      if (out.length > budget) throw new UndecodableStream('LZWDecode: over the size budget');
      if (previous) table.push([...previous, entry[0] as number]);
      previous = entry;
      const next = table.length + earlyChange;
      if (next >= 1 << width && width < 12) width++;
    }
  }
  // Streams may end without the EOD code (viewers accept it); the data is whole.
  return Buffer.from(out);
}

/** PNG (10–15) and TIFF (2) predictors, as Flate and LZW apply them (7.4.4.4). */
function unpredict(data: Buffer, parms: DecodeParms): Buffer {
  const predictor = parms.Predictor ?? 1;
  if (predictor === 1) return data;
  const colors = parms.Colors ?? 1;
  const bpc = parms.BitsPerComponent ?? 8;
  const columns = parms.Columns ?? 1;
  if (![1, 2, 4, 8, 16].includes(bpc) || colors < 1 || colors > 32 || columns < 1) {
    throw new UndecodableStream('predictor parameters out of range');
  }
  const bpp = Math.max(1, Math.ceil((colors * bpc) / 8));
  const rowLength = Math.ceil((colors * bpc * columns) / 8);
  if (predictor === 2) {
    if (bpc !== 8) return data; // other depths do not change which bytes are names
    const out = Buffer.from(data);
    for (let row = 0; row < out.length; row += rowLength) {
      for (let i = row + bpp; i < Math.min(row + rowLength, out.length); i++) {
        out[i] = ((out[i] as number) + (out[i - bpp] as number)) & 0xff;
      }
    }
    return out;
  }
  if (predictor < 10 || predictor > 15) throw new UndecodableStream('unknown predictor');
  const rows: Buffer[] = [];
  let prior = Buffer.alloc(rowLength);
  for (let i = 0; i < data.length; i += rowLength + 1) {
    const type = data[i] as number;
    const row = Buffer.from(data.subarray(i + 1, i + 1 + rowLength));
    if (row.length < rowLength) row.fill(0, row.length);
    for (let x = 0; x < row.length; x++) {
      const left = x >= bpp ? (row[x - bpp] as number) : 0;
      const up = prior[x] as number;
      const upLeft = x >= bpp ? (prior[x - bpp] as number) : 0;
      const raw = row[x] as number;
      if (type === 0) continue;
      else if (type === 1) row[x] = (raw + left) & 0xff;
      else if (type === 2) row[x] = (raw + up) & 0xff;
      else if (type === 3) row[x] = (raw + ((left + up) >> 1)) & 0xff;
      else if (type === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        row[x] = (raw + (pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft)) & 0xff;
      } else throw new UndecodableStream('unknown PNG row filter');
    }
    rows.push(row);
    prior = row;
  }
  return Buffer.concat(rows);
}

/**
 * Applies a chain of filters. Answers the decoded bytes and whether the chain ended in an image
 * codec (then the bytes are the codec's input, not decoded further). `budget` bounds the output
 * (a decompression bomb throws).
 */
export function decodeChain(
  data: Buffer,
  filters: readonly string[],
  parms: readonly (DecodeParms | undefined)[],
  budget: number,
): { bytes: Buffer; image: boolean } {
  let bytes = data;
  for (const [i, filter] of filters.entries()) {
    const p = parms[i] ?? {};
    if (IMAGE_FILTERS.has(filter)) {
      if (i !== filters.length - 1) throw new UndecodableStream(`${filter} before another filter`);
      return { bytes, image: true };
    }
    switch (filter) {
      case 'ASCIIHexDecode':
      case 'AHx':
        bytes = asciiHex(bytes);
        break;
      case 'ASCII85Decode':
      case 'A85':
        bytes = ascii85(bytes);
        break;
      case 'FlateDecode':
      case 'Fl':
        try {
          // Strict: a stream cut before its Adler-32 checksum does not decode.
          bytes = inflateSync(bytes, { maxOutputLength: budget });
        } catch (error) {
          throw new UndecodableStream(
            (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE'
              ? 'FlateDecode: over the size budget'
              : `FlateDecode: ${(error as Error).message}`,
          );
        }
        bytes = unpredict(bytes, p);
        break;
      case 'LZWDecode':
      case 'LZW':
        bytes = unpredict(lzw(bytes, p.EarlyChange ?? 1, budget), p);
        break;
      case 'RunLengthDecode':
      case 'RL':
        bytes = runLength(bytes);
        break;
      default:
        throw new UndecodableStream(`unknown filter ${filter}`);
    }
    if (bytes.length > budget) throw new UndecodableStream('over the size budget');
  }
  return { bytes, image: false };
}
