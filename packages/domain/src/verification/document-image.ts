/*
 * What an uploaded identity document really is, read from its bytes and never from its name or
 * its declared type: a renamed executable is no photo. Of the spec's image formats (png, jpg,
 * jpeg, webp, svg) a document is taken as PNG, JPEG or WebP; an SVG is a program as much as a
 * picture (script, outside references) and no camera makes one. The picture's size is read
 * from its header too, so a small file that would unpack into a vast bitmap (an image bomb)
 * is refused before anything decodes it.
 */

export const DOCUMENT_IMAGE_TYPES = ['png', 'jpeg', 'webp'] as const;
export type DocumentImageType = (typeof DOCUMENT_IMAGE_TYPES)[number];

export const DOCUMENT_IMAGE_MEDIA_TYPES: Record<DocumentImageType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
};

export interface DocumentImageRules {
  maxBytes: number;
  /** The most pixels a picture may hold: a phone camera's 50 megapixels, with room. */
  maxPixels: number;
  /** The shortest side a readable document photo has. */
  minSide: number;
}

export const DOCUMENT_IMAGE_RULES: DocumentImageRules = {
  maxBytes: 10 * 1024 * 1024,
  maxPixels: 64_000_000,
  minSide: 200,
};

export interface ImageHeader {
  type: DocumentImageType;
  width: number;
  height: number;
}

/** Why an upload is refused, as dictionary keys. */
export type DocumentImageProblem =
  | 'document_file_too_large'
  | 'document_file_type'
  | 'document_image_too_large'
  | 'document_image_too_small';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function startsWith(bytes: Uint8Array, signature: readonly number[], at = 0): boolean {
  return signature.every((byte, index) => bytes[at + index] === byte);
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

const view = (bytes: Uint8Array) => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** PNG: the signature, then the IHDR chunk with width and height. */
function pngHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (bytes.length < 24 || !startsWith(bytes, PNG_SIGNATURE) || ascii(bytes, 12, 4) !== 'IHDR') {
    return undefined;
  }
  return { type: 'png', width: view(bytes).getUint32(16), height: view(bytes).getUint32(20) };
}

/** JPEG markers that start a frame and carry its size (every SOF but DHT, JPG and DAC). */
const JPEG_FRAME_MARKERS = new Set([
  0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf,
]);

/** JPEG: walks the segments from SOI to the first frame header. */
function jpegHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return undefined;
  const data = view(bytes);
  let at = 2;
  while (at + 9 < bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] ?? 0;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    const length = data.getUint16(at + 2);
    if (JPEG_FRAME_MARKERS.has(marker)) {
      return { type: 'jpeg', height: data.getUint16(at + 5), width: data.getUint16(at + 7) };
    }
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

/** WebP: RIFF....WEBP, then a lossy (VP8), lossless (VP8L) or extended (VP8X) first chunk. */
function webpHeader(bytes: Uint8Array): ImageHeader | undefined {
  if (bytes.length < 30 || ascii(bytes, 0, 4) !== 'RIFF' || ascii(bytes, 8, 4) !== 'WEBP') {
    return undefined;
  }
  const data = view(bytes);
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && startsWith(bytes, [0x9d, 0x01, 0x2a], 23)) {
    return {
      type: 'webp',
      width: data.getUint16(26, true) & 0x3fff,
      height: data.getUint16(28, true) & 0x3fff,
    };
  }
  if (chunk === 'VP8L' && bytes[20] === 0x2f) {
    const bits = data.getUint32(21, true);
    return { type: 'webp', width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X') {
    const width = 1 + ((bytes[24] ?? 0) | ((bytes[25] ?? 0) << 8) | ((bytes[26] ?? 0) << 16));
    const height = 1 + ((bytes[27] ?? 0) | ((bytes[28] ?? 0) << 8) | ((bytes[29] ?? 0) << 16));
    return { type: 'webp', width, height };
  }
  return undefined;
}

/** The picture's type and size from its first bytes, or undefined when it is none we take. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | undefined {
  return pngHeader(bytes) ?? jpegHeader(bytes) ?? webpHeader(bytes);
}

/** Why an upload is refused, or its header when it may be stored. */
export function checkDocumentImage(
  bytes: Uint8Array,
  rules: DocumentImageRules = DOCUMENT_IMAGE_RULES,
): ImageHeader | { problem: DocumentImageProblem } {
  if (bytes.length > rules.maxBytes) return { problem: 'document_file_too_large' };
  const header = readImageHeader(bytes);
  if (!header) return { problem: 'document_file_type' };
  if (header.width * header.height > rules.maxPixels)
    return { problem: 'document_image_too_large' };
  if (Math.min(header.width, header.height) < rules.minSide) {
    return { problem: 'document_image_too_small' };
  }
  return header;
}
