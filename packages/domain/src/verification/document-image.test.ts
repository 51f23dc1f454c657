import { crc32, deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { checkDocumentImage, readImageHeader } from './document-image.ts';

/** A whole, valid PNG of one grey colour: signature, IHDR, IDAT and IEND with their CRCs. */
function png(width: number, height: number, rows = height): Uint8Array {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const scanlines = Buffer.alloc(rows * (width + 1), 0x80);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's opening: SOI, an APP0 JFIF segment, then a baseline frame header (SOF0). */
function jpeg(width: number, height: number): Uint8Array {
  const app0 = [0xff, 0xe0, 0x00, 0x10, ...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...sof0, 1, 1, 0x11, 0, 0xff, 0xd9]);
}

/** A lossless WebP's opening: RIFF, WEBP, a VP8L chunk with its 14-bit sizes less one. */
function webpLossless(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8L', 8, 'ascii');
  bytes.writeUInt32LE(10, 16);
  bytes[20] = 0x2f;
  bytes.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  return bytes;
}

describe('document images, read by content', () => {
  it('reads the type and size of a PNG, a JPEG and a WebP', () => {
    expect(readImageHeader(png(640, 480))).toEqual({ type: 'png', width: 640, height: 480 });
    expect(readImageHeader(jpeg(1200, 800))).toEqual({ type: 'jpeg', width: 1200, height: 800 });
    expect(readImageHeader(webpLossless(900, 600))).toEqual({
      type: 'webp',
      width: 900,
      height: 600,
    });
  });

  it('refuses a renamed executable, an SVG and text, whatever they are called', () => {
    const elf = Uint8Array.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, ...new Array(60).fill(0)]);
    const windows = Uint8Array.from([0x4d, 0x5a, 0x90, 0, ...new Array(60).fill(0)]);
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    for (const bytes of [elf, windows, svg, new Uint8Array(0)]) {
      expect(checkDocumentImage(bytes)).toEqual({ problem: 'document_file_type' });
    }
  });

  it('refuses an image bomb by its header before anything decodes it', () => {
    // 20 000 × 20 000 grey pixels of one row only: a few hundred bytes that claim 400 megapixels.
    const bomb = png(20_000, 20_000, 1);
    expect(bomb.length).toBeLessThan(1_000);
    expect(checkDocumentImage(bomb)).toEqual({ problem: 'document_image_too_large' });
    expect(checkDocumentImage(jpeg(65_000, 65_000))).toEqual({
      problem: 'document_image_too_large',
    });
  });

  it('refuses a file past the size limit and a picture too small to read', () => {
    const rules = { maxBytes: 100, maxPixels: 64_000_000, minSide: 200 };
    expect(checkDocumentImage(png(640, 480), rules)).toEqual({
      problem: 'document_file_too_large',
    });
    expect(checkDocumentImage(png(120, 80))).toEqual({ problem: 'document_image_too_small' });
    expect(checkDocumentImage(png(640, 480))).toEqual({ type: 'png', width: 640, height: 480 });
  });

  it('refuses a cut-off header', () => {
    expect(checkDocumentImage(png(640, 480).subarray(0, 20))).toEqual({
      problem: 'document_file_type',
    });
    expect(checkDocumentImage(jpeg(640, 480).subarray(0, 12))).toEqual({
      problem: 'document_file_type',
    });
  });
});
