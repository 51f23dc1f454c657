import { describe, expect, it } from 'vitest';
import { jpeg, png, webpLossless } from '../testing/document-images.ts';
import { checkDocumentImage, readImageHeader } from './document-image.ts';

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
    const bomb = png(20_000, 20_000, { rows: 1 });
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
