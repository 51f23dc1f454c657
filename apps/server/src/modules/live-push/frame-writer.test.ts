import { describe, expect, it } from 'vitest';
import { textFrame } from './frame-writer.ts';

/** The payload length a frame header announces (RFC 6455 section 5.2), and where data starts. */
function announced(frame: Buffer): { length: number; offset: number } {
  const short = (frame[1] ?? 0) & 0x7f;
  if (short < 126) return { length: short, offset: 2 };
  if (short === 126) return { length: frame.readUInt16BE(2), offset: 4 };
  return { length: Number(frame.readBigUInt64BE(2)), offset: 10 };
}

describe('textFrame', () => {
  it.each([0, 125, 126, 65_535, 65_536, 200_000])(
    'frames %i bytes as one final text frame',
    (size) => {
      const payload = Buffer.alloc(size, 'x');
      const frame = textFrame(payload);
      expect(frame[0]).toBe(0x81);
      // Server frames are never masked.
      expect((frame[1] ?? 0) & 0x80).toBe(0);
      const { length, offset } = announced(frame);
      expect(length).toBe(size);
      expect(frame.subarray(offset).equals(payload)).toBe(true);
    },
  );
});
