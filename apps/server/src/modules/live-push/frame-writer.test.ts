import { constants, inflateRawSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  deflatedPayload,
  deflateOffersWeTake,
  sharedDeflateWindow,
  textFrame,
} from './frame-writer.ts';

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

describe('deflatedPayload', () => {
  const payload = Buffer.from(
    JSON.stringify({ type: 'changes', games: Array(200).fill({ I: 1 }) }),
  );

  it.each([9, 12, 15])(
    'inflates back within a window of 2^%i bytes, as a receiver does',
    (bits) => {
      const deflated = deflatedPayload(payload, bits);
      expect(deflated.length).toBeLessThan(payload.length / 10);
      // RFC 7692 7.2.2: the receiver appends the flush's empty block the sender left off.
      const tail = Buffer.from([0x00, 0x00, 0xff, 0xff]);
      const inflated = inflateRawSync(Buffer.concat([deflated, tail]), {
        windowBits: bits,
        finishFlush: constants.Z_SYNC_FLUSH,
      });
      expect(inflated.equals(payload)).toBe(true);
    },
  );

  it('marks a compressed frame with RSV1', () => {
    expect(textFrame(deflatedPayload(payload, 15), true)[0]).toBe(0xc1);
  });
});

describe('sharedDeflateWindow', () => {
  it.each([
    [' permessage-deflate; server_no_context_takeover; client_max_window_bits=9', 15],
    ['permessage-deflate; server_no_context_takeover; server_max_window_bits=10', 10],
    ['permessage-deflate; server_no_context_takeover; server_max_window_bits=8', undefined],
    // Without it the client keeps a context between messages: one frame cannot serve everyone.
    ['permessage-deflate; client_max_window_bits=15', undefined],
    ['', undefined],
    ['x-webkit-deflate-frame', undefined],
  ])('reads %j as %s', (extensions, bits) => {
    expect(sharedDeflateWindow(extensions)).toBe(bits);
  });
});

describe('deflateOffersWeTake', () => {
  it.each([
    // Chrome and Safari: the server may set the client's window.
    ['permessage-deflate; client_max_window_bits', 'permessage-deflate; client_max_window_bits'],
    [
      'permessage-deflate; client_max_window_bits="10"',
      'permessage-deflate; client_max_window_bits="10"',
    ],
    // Firefox: it may not, so no compression (and not a refused upgrade).
    ['permessage-deflate', undefined],
    ['permessage-deflate; client_max_window_bits=8', undefined],
    [
      'permessage-deflate; server_max_window_bits=10, permessage-deflate; client_max_window_bits',
      'permessage-deflate; client_max_window_bits',
    ],
    ['x-webkit-deflate-frame; client_max_window_bits', undefined],
  ])('takes from %j: %j', (header, taken) => {
    expect(deflateOffersWeTake(header)).toBe(taken);
  });
});
