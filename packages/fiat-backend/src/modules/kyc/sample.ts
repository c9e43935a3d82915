// Sample document pictures for the demo seed: a plain card of a colour with a darker band, as a
// real PNG (so the demo's documents open in the app like any customer's).
import { crc32, deflateSync } from 'node:zlib';

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width × height RGB PNG of `rgb`, with a band a third darker across its upper part. */
export function samplePng(rgb: [number, number, number], width = 600, height = 380): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const band = y > height / 8 && y < height / 3 ? 2 / 3 : 1;
    for (let x = 0; x < width; x++)
      rows.set(
        rgb.map((c) => Math.round(c * band)),
        y * (width * 3 + 1) + 1 + x * 3,
      );
  }
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
