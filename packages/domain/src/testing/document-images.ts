import { crc32, deflateSync } from 'node:zlib';

/*
 * Document pictures for tests, made byte by byte: a whole valid PNG, and the openings of a JPEG
 * and a WebP with the segments and chunks a camera adds (EXIF with a place, XMP, text).
 */

/** Where the "camera" was: a place no stored file may still say. */
export const CAMERA_SECRET = 'GPS 51.5007N 0.1246W';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A whole, valid PNG of one grey colour: signature, IHDR, IDAT and IEND with their CRCs. */
export function png(width: number, height: number, options: { rows?: number; text?: string } = {}) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  const scanlines = Buffer.alloc((options.rows ?? height) * (width + 1), 0x80);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    ...(options.text ? [pngChunk('tEXt', Buffer.from(`Comment\0${options.text}`, 'latin1'))] : []),
    pngChunk('IDAT', deflateSync(scanlines)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

function jpegSegment(marker: number, payload: Buffer): number[] {
  const length = payload.length + 2;
  return [0xff, marker, length >> 8, length & 0xff, ...payload];
}

/** A JPEG's opening: SOI, APP0 JFIF, optionally an EXIF APP1 and a comment, then SOF0 and a scan. */
export function jpeg(width: number, height: number, options: { exif?: string } = {}) {
  const app0 = jpegSegment(
    0xe0,
    Buffer.from([...Buffer.from('JFIF\0'), 1, 1, 0, 0, 1, 0, 1, 0, 0]),
  );
  const camera = options.exif
    ? [
        ...jpegSegment(0xe1, Buffer.from(`Exif\0\0${options.exif}`, 'latin1')),
        ...jpegSegment(0xfe, Buffer.from(options.exif, 'latin1')),
      ]
    : [];
  const sof0 = [0xff, 0xc0, 0x00, 0x0b, 8, height >> 8, height & 0xff, width >> 8, width & 0xff];
  const scan = [0xff, 0xda, 0x00, 0x08, 1, 1, 0x00, 0, 0x3f, 0, 0x12, 0x34, 0xff, 0xd9];
  return Uint8Array.from([0xff, 0xd8, ...app0, ...camera, ...sof0, 1, 1, 0x11, 0, ...scan]);
}

/** A lossless WebP's opening: RIFF, WEBP, a VP8L chunk with its 14-bit sizes less one. */
export function webpLossless(width: number, height: number): Uint8Array {
  const bytes = Buffer.alloc(30);
  bytes.write('RIFF', 0, 'ascii');
  bytes.writeUInt32LE(22, 4);
  bytes.write('WEBPVP8L', 8, 'ascii');
  bytes.writeUInt32LE(10, 16);
  bytes[20] = 0x2f;
  bytes.writeUInt32LE((width - 1) | ((height - 1) << 14), 21);
  return bytes;
}

function riffChunk(name: string, payload: Buffer): Buffer {
  const size = Buffer.alloc(4);
  size.writeUInt32LE(payload.length);
  const pad = payload.length % 2 ? Buffer.alloc(1) : Buffer.alloc(0);
  return Buffer.concat([Buffer.from(name, 'ascii'), size, payload, pad]);
}

/** An extended WebP (VP8X) whose flags say EXIF and XMP, with both chunks after the picture. */
export function webpWithMetadata(width: number, height: number, secret: string): Uint8Array {
  const vp8x = Buffer.alloc(10);
  vp8x[0] = 0x08 | 0x04;
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const picture = Buffer.from([0x2f, 0, 0, 0, 0, 0, 0, 0, 0]);
  const body = Buffer.concat([
    riffChunk('VP8X', vp8x),
    riffChunk('VP8L', picture),
    riffChunk('EXIF', Buffer.from(secret, 'latin1')),
    riffChunk('XMP ', Buffer.from(`<x:xmpmeta>${secret}</x:xmpmeta>`, 'latin1')),
  ]);
  const header = Buffer.alloc(12);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(4 + body.length, 4);
  header.write('WEBP', 8, 'ascii');
  return Buffer.concat([header, body]);
}
