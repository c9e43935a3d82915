// Document files for the KYC tests, made here: real JPEGs (jpeg-js) and PNGs (pngjs) of any size,
// with extras that a cleaned file must lose (EXIF, comments, text chunks, data after the end), and
// small PDFs with and without active content.
import { crc32, deflateSync } from 'node:zlib';
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';

function pixels(width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++)
    data.set([(i * 7) % 256, (i >> 8) % 256, 160, 255], i * 4);
  return data;
}

/** A JPEG segment (marker and data). */
function segment(marker: number, data: Buffer): Buffer {
  const header = Buffer.from([0xff, marker, 0, 0]);
  header.writeUInt16BE(data.length + 2, 2);
  return Buffer.concat([header, data]);
}

/** EXIF with an orientation and a GPS pointer (what a phone writes). */
function exifSegment(orientation = 6): Buffer {
  const tiff = Buffer.alloc(38);
  tiff.write('MM', 0, 'latin1');
  tiff.writeUInt16BE(42, 2);
  tiff.writeUInt32BE(8, 4);
  tiff.writeUInt16BE(2, 8);
  tiff.writeUInt16BE(0x0112, 10);
  tiff.writeUInt16BE(3, 12);
  tiff.writeUInt32BE(1, 14);
  tiff.writeUInt16BE(orientation, 18);
  tiff.writeUInt16BE(0x8825, 22); // GPS IFD pointer
  tiff.writeUInt16BE(4, 24);
  tiff.writeUInt32BE(1, 26);
  tiff.writeUInt32BE(0, 30);
  return segment(
    0xe1,
    Buffer.concat([
      Buffer.from('Exif\0\0', 'latin1'),
      tiff,
      Buffer.from('GPS 25.2048N 55.2708E', 'latin1'),
    ]),
  );
}

export function jpegFile(
  width = 640,
  height = 400,
  extra: { exif?: boolean; comment?: string; trailing?: string } = {},
): Buffer {
  const encoded = Buffer.from(jpeg.encode({ data: pixels(width, height), width, height }, 80).data);
  const parts: Buffer[] = [encoded.subarray(0, 2)];
  if (extra.exif) parts.push(exifSegment());
  if (extra.comment) parts.push(segment(0xfe, Buffer.from(extra.comment, 'latin1')));
  parts.push(encoded.subarray(2));
  if (extra.trailing) parts.push(Buffer.from(extra.trailing, 'latin1'));
  return Buffer.concat(parts);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

export function pngFile(
  width = 500,
  height = 300,
  extra: { text?: string; trailing?: string } = {},
): Buffer {
  const png = new PNG({ width, height });
  png.data = pixels(width, height);
  const encoded = PNG.sync.write(png);
  if (!extra.text && !extra.trailing) return encoded;
  const iend = encoded.length - 12;
  return Buffer.concat([
    encoded.subarray(0, 33),
    ...(extra.text ? [chunk('tEXt', Buffer.from(`Comment\0${extra.text}`, 'latin1'))] : []),
    encoded.subarray(33, iend + 12),
    Buffer.from(extra.trailing ?? '', 'latin1'),
  ]);
}

/** A one-page PDF; `active` adds an action that runs a script, plainly or inside a compressed object stream. */
export function pdfFile(
  active?: 'plain' | 'compressed' | 'hex-name' | 'encrypted',
  trailing = '',
): Buffer {
  const objects = [
    '1 0 obj << /Type /Catalog /Pages 2 0 R' +
      (active === 'plain'
        ? ' /OpenAction << /S /JavaScript /JS (app.alert(1)) >>'
        : active === 'hex-name'
          ? ' /OpenAction << /S /J#61vaScript /JS (x) >>'
          : '') +
      ' >> endobj',
    '2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj',
    '3 0 obj << /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >> endobj',
  ];
  const parts = [Buffer.from(`%PDF-1.7\n${objects.join('\n')}\n`, 'latin1')];
  if (active === 'compressed') {
    const hidden = deflateSync(Buffer.from('4 0 << /S /Launch /F (cmd.exe) >>', 'latin1'));
    parts.push(
      Buffer.from(
        `5 0 obj << /Type /ObjStm /N 1 /First 4 /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
        'latin1',
      ),
      hidden,
      Buffer.from('\nendstream\nendobj\n', 'latin1'),
    );
  }
  parts.push(
    Buffer.from(
      `trailer << /Root 1 0 R${active === 'encrypted' ? ' /Encrypt 6 0 R' : ''} >>\n%%EOF\n${trailing}`,
      'latin1',
    ),
  );
  return Buffer.concat(parts);
}

export const svgFile = () =>
  Buffer.from(
    '<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  );
export const htmlFile = () =>
  Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
export const gifFile = () =>
  Buffer.concat([
    Buffer.from('GIF89a', 'latin1'),
    Buffer.from([1, 0, 1, 0, 0, 0, 0, 0x2c, 0, 0, 0, 0, 1, 0, 1, 0, 0, 2, 2, 0x44, 1, 0, 0x3b]),
  ]);

/** Sends a file as the body of a PUT, as the app's `ky.put(url, { body: file })` does. */
export async function upload(
  api: string,
  token: string,
  path: string,
  file: Buffer,
  contentType = 'image/jpeg',
  fileName?: string,
) {
  const url = `${api}${path}${fileName ? `?file_name=${encodeURIComponent(fileName)}` : ''}`;
  const response = await fetch(url, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'content-type': contentType },
    body: new Uint8Array(file),
  });
  const text = await response.text();
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- test bodies are checked field by field
  return { status: response.status, body: (text ? JSON.parse(text) : undefined) as any };
}

/** Personal details that pass every check (an Emirates ID valid for years). */
export const PERSONAL = {
  first_name: 'Noor',
  last_name: 'Al Mansoori',
  date_of_birth: '1991-05-20',
  nationality: 'AE',
  country_of_residence: 'AE',
  address: { line1: 'Villa 12, Street 4', city: 'Dubai', region: 'Dubai' },
  occupation: 'Engineer',
  identity_document_type: 'emirates_id',
  identity_document_number: '784199112345671',
  identity_document_expiry: '2030-01-31',
  confirmed: true,
};
