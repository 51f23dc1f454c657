import type { DocumentImageType } from './document-image.ts';

/*
 * A document photo is kept without what the camera wrote beside the picture: EXIF (the place,
 * the time, the phone), XMP, IPTC, comments and text chunks. Only the segments and chunks that
 * draw the picture stay, so the stored file says nothing the player did not mean to send.
 */

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
const ascii = (bytes: Uint8Array, at: number, length: number) =>
  String.fromCharCode(...bytes.subarray(at, at + length));

function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

/** JPEG: APP0 (JFIF) and APP14 (Adobe, which tells the colour transform) stay; other APPn and COM go. */
function stripJpeg(bytes: Uint8Array): Uint8Array {
  const data = view(bytes);
  const kept: Uint8Array[] = [bytes.subarray(0, 2)];
  let at = 2;
  while (at + 4 <= bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xda || marker === 0xd9) break; // the scan (or the end): the rest is picture
    const end = at + 2 + data.getUint16(at + 2);
    const isApp = marker >= 0xe0 && marker <= 0xef;
    const dropped = (isApp && marker !== 0xe0 && marker !== 0xee) || marker === 0xfe;
    if (!dropped) kept.push(bytes.subarray(at, end));
    at = end;
  }
  kept.push(bytes.subarray(at));
  return concat(kept);
}

/** PNG chunks that draw the picture; text, time, EXIF and private chunks go. */
const PNG_KEPT = new Set(['IHDR', 'PLTE', 'IDAT', 'IEND', 'tRNS', 'gAMA', 'cHRM', 'sRGB', 'sBIT']);

function stripPng(bytes: Uint8Array): Uint8Array {
  const data = view(bytes);
  const kept: Uint8Array[] = [bytes.subarray(0, 8)];
  let at = 8;
  while (at + 12 <= bytes.length) {
    const end = at + 12 + data.getUint32(at);
    if (PNG_KEPT.has(ascii(bytes, at + 4, 4))) kept.push(bytes.subarray(at, end));
    at = end;
  }
  return concat(kept);
}

/** VP8X flags of the chunks dropped here: EXIF and XMP. */
const WEBP_EXIF_FLAG = 0x08;
const WEBP_XMP_FLAG = 0x04;

/** WebP: the EXIF and XMP chunks go, their flags are cleared, and the RIFF size is counted again. */
function stripWebp(bytes: Uint8Array): Uint8Array {
  const data = view(bytes);
  const kept: Uint8Array[] = [];
  let at = 12;
  while (at + 8 <= bytes.length) {
    const size = data.getUint32(at + 4, true);
    const end = Math.min(bytes.length, at + 8 + size + (size % 2));
    const name = ascii(bytes, at, 4);
    if (name !== 'EXIF' && name !== 'XMP ') {
      const chunk = bytes.slice(at, end);
      if (name === 'VP8X' && chunk.length > 8) {
        chunk[8] = (chunk[8] ?? 0) & ~(WEBP_EXIF_FLAG | WEBP_XMP_FLAG);
      }
      kept.push(chunk);
    }
    at = end;
  }
  const body = concat(kept);
  const header = bytes.slice(0, 12);
  view(header).setUint32(4, 4 + body.length, true);
  return concat([header, body]);
}

/** The picture without its metadata, in the same format. */
export function stripImageMetadata(bytes: Uint8Array, type: DocumentImageType): Uint8Array {
  if (type === 'jpeg') return stripJpeg(bytes);
  if (type === 'png') return stripPng(bytes);
  return stripWebp(bytes);
}
