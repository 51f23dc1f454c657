import { describe, expect, it } from 'vitest';
import { CAMERA_SECRET, jpeg, png, webpWithMetadata } from '../testing/document-images.ts';
import { readImageHeader } from './document-image.ts';
import { stripImageMetadata } from './strip-metadata.ts';

const says = (bytes: Uint8Array, text: string) => Buffer.from(bytes).includes(text, 0, 'latin1');

describe('stripImageMetadata', () => {
  it("drops a JPEG's EXIF and comment, keeping JFIF, the frame and the scan", () => {
    const photo = jpeg(800, 600, { exif: CAMERA_SECRET });
    expect(says(photo, CAMERA_SECRET)).toBe(true);
    const kept = stripImageMetadata(photo, 'jpeg');
    expect(says(kept, CAMERA_SECRET)).toBe(false);
    expect(says(kept, 'Exif')).toBe(false);
    expect(says(kept, 'JFIF')).toBe(true);
    expect(Buffer.from(kept).equals(Buffer.from(jpeg(800, 600)))).toBe(true);
    expect(readImageHeader(kept)).toEqual({ type: 'jpeg', width: 800, height: 600 });
  });

  it("drops a PNG's text chunks and keeps the picture byte for byte", () => {
    const kept = stripImageMetadata(png(300, 200, { text: CAMERA_SECRET }), 'png');
    expect(says(kept, CAMERA_SECRET)).toBe(false);
    expect(Buffer.from(kept).equals(png(300, 200))).toBe(true);
  });

  it("drops a WebP's EXIF and XMP, clears their flags and counts the RIFF size again", () => {
    const photo = webpWithMetadata(640, 480, CAMERA_SECRET);
    const kept = stripImageMetadata(photo, 'webp');
    expect(says(kept, CAMERA_SECRET)).toBe(false);
    const riffSize = Buffer.from(kept).readUInt32LE(4);
    expect(riffSize).toBe(kept.length - 8);
    expect((kept[20] ?? 0xff) & 0x0c).toBe(0);
    expect(readImageHeader(kept)).toEqual({ type: 'webp', width: 640, height: 480 });
  });

  it('leaves a picture without metadata as it is', () => {
    expect(Buffer.from(stripImageMetadata(png(300, 200), 'png')).equals(png(300, 200))).toBe(true);
  });
});
