// The document check: the type by content, the size limit, images rewritten to their picture
// alone (metadata and trailing data dropped, orientation kept), PDFs with active content refused.
import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../src/http/errors';
import { checkDocumentFile, type DocumentContentType } from '../src/modules/kyc/files';
import { gifFile, htmlFile, jpegFile, pdfFile, pngFile, svgFile } from './kyc-fixtures';

const ALL: DocumentContentType[] = ['image/jpeg', 'image/png', 'application/pdf'];
const MAX = 5 * 1024 * 1024;

async function refusal(
  file: Buffer,
  allowed = ALL,
  max = MAX,
): Promise<{ code: string; message: string }> {
  try {
    await checkDocumentFile(file, allowed, max);
  } catch (error) {
    if (error instanceof ApiError) return { code: error.code, message: error.message };
    throw error;
  }
  throw new Error('accepted');
}

describe('the document check', () => {
  it("keeps a JPEG's picture and orientation, and drops EXIF (GPS), comments and anything after the image", async () => {
    const file = jpegFile(640, 400, {
      exif: true,
      comment: '<script>alert(1)</script>',
      trailing: '<html><script>alert(2)</script></html>',
    });
    const checked = await checkDocumentFile(file, ALL, MAX);
    expect(checked).toMatchObject({ contentType: 'image/jpeg', width: 640, height: 400 });
    const text = checked.bytes.toString('latin1');
    expect(text).not.toContain('script');
    expect(text).not.toContain('GPS');
    expect(checked.bytes.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    // Still a picture of the same size, shown upright (orientation 6 kept in a minimal EXIF).
    expect(jpeg.decode(checked.bytes)).toMatchObject({ width: 640, height: 400 });
    expect(text).toContain('Exif');
    expect(checked.sha256).toMatch(/^[0-9a-f]{64}$/);
  });

  it("keeps a PNG's picture and drops its text chunks and trailing data", async () => {
    const checked = await checkDocumentFile(
      pngFile(500, 300, { text: '<script>x</script>', trailing: '<html>' }),
      ALL,
      MAX,
    );
    expect(checked).toMatchObject({ contentType: 'image/png', width: 500, height: 300 });
    expect(checked.bytes.toString('latin1')).not.toMatch(/script|html|tEXt/);
    expect(PNG.sync.read(checked.bytes).width).toBe(500);
  });

  it('accepts a plain PDF and cuts what follows its end', async () => {
    const checked = await checkDocumentFile(pdfFile(undefined, '<html>appended</html>'), ALL, MAX);
    expect(checked.contentType).toBe('application/pdf');
    expect(checked.bytes.toString('latin1')).not.toContain('html');
  });

  it('decides the type by content: SVG, HTML, GIF and unknown bytes are refused whatever their name', async () => {
    expect(await refusal(svgFile())).toEqual({
      code: 'unsupported_media_type',
      message:
        'This file is an SVG image (which can carry scripts), whatever its name says. Send a JPEG, PNG or PDF.',
    });
    expect((await refusal(htmlFile())).message).toMatch(/^This file is an HTML or XML text file/);
    expect((await refusal(gifFile())).message).toMatch(/^This file is a GIF file/);
    expect((await refusal(Buffer.from('just some text'))).code).toBe('unsupported_media_type');
    expect((await refusal(pdfFile(), ['image/jpeg', 'image/png'])).message).toBe(
      'This file is a PDF file, whatever its name says. Send a JPEG or PNG.',
    );
  });

  it('refuses files over the limit, empty, damaged or too small to read', async () => {
    expect(await refusal(jpegFile(), ALL, 1000)).toMatchObject({
      code: 'payload_too_large',
      message: expect.stringMatching(/^This file is \d+ KB; the limit is 1 KB/),
    });
    expect((await refusal(Buffer.alloc(0))).code).toBe('document_invalid');
    const truncated = jpegFile().subarray(0, 400);
    expect(await refusal(truncated)).toMatchObject({
      code: 'document_invalid',
      message: expect.stringMatching(/damaged/),
    });
    const badCrc = pngFile();
    badCrc[40] = (badCrc[40] ?? 0) ^ 0xff;
    expect((await refusal(badCrc)).message).toMatch(/PNG file is damaged/);
    expect((await refusal(jpegFile(150, 100))).message).toBe(
      'This image is 150 × 100 pixels: too small to read. Take the photo again, at least 200 pixels on each side.',
    );
  });

  it('refuses PDFs that can act: scripts (also behind #xx names and inside compressed streams) and encryption', async () => {
    expect((await refusal(pdfFile('plain'))).message).toMatch(
      /contains active content \(\/JavaScript\)/,
    );
    expect((await refusal(pdfFile('hex-name'))).message).toMatch(/active content \(\/JavaScript\)/);
    expect((await refusal(pdfFile('compressed'))).message).toMatch(/active content \(\/Launch\)/);
    expect((await refusal(pdfFile('encrypted'))).message).toMatch(
      /password-protected or encrypted/,
    );
  });
});
