import type { Socket } from 'node:net';
import { constants, deflateRawSync } from 'node:zlib';
import type { WebSocket } from 'ws';

/*
 * One message to thousands of connections: the WebSocket frame (header and payload) is built
 * once and written as is to each connection's TCP socket, instead of letting ws frame it again
 * for every connection (measured: about an eighth less time per fan-out at 10 000 connections;
 * the rest is the kernel's write, one per connection).
 *
 * Compressed once too (RFC 7692, permessage-deflate): the server always asks for
 * server_no_context_takeover, so each message is deflated on its own and the same compressed
 * frame is valid on every connection that took the extension with the same window. A phone on
 * the live page reads a fifth of the bytes, and the server deflates once per batch, not per
 * connection. ws itself never compresses (its threshold is never reached): its own frames are
 * the few per-player messages.
 *
 * This reaches into ws: its connection's TCP socket is the private `_socket`. It is safe while
 * ws writes every frame of its own synchronously, which holds with ws compressing nothing and no
 * Blob sends (the hub uses neither): then a frame written here can never land inside one of
 * ws's. Without that socket (another ws version), the frame writer falls back to ws's own send.
 */

const FIN = 0x80;
const RSV1_COMPRESSED = 0x40;
const TEXT_OPCODE = 0x01;
/** Raw deflate cannot keep to a 256-byte window (zlib widens 8 to 9): such a client reads plain frames. */
export const MIN_SHARED_DEFLATE_WINDOW_BITS = 9;
/** The empty stored block a sync flush ends with, which RFC 7692 leaves off the wire. */
const SYNC_FLUSH_TAIL = Buffer.from([0x00, 0x00, 0xff, 0xff]);

/**
 * Payloads shorter than this go plain: zlib's set-up costs more than the few bytes it saves
 * (about 150 µs for a 77-byte message), as ws's own default threshold has it.
 */
export const MIN_DEFLATED_BYTES = 1024;
/** The window the server asks a client to deflate its own messages within (512 bytes). */
export const CLIENT_DEFLATE_WINDOW_BITS = 9;

/** An unmasked, final text frame around a payload, as a server sends it. */
export function textFrame(payload: Buffer, compressed = false): Buffer {
  const length = payload.length;
  const headerLength = length < 126 ? 2 : length < 65_536 ? 4 : 10;
  const frame = Buffer.allocUnsafe(headerLength + length);
  frame[0] = FIN | TEXT_OPCODE | (compressed ? RSV1_COMPRESSED : 0);
  if (length < 126) {
    frame[1] = length;
  } else if (length < 65_536) {
    frame[1] = 126;
    frame.writeUInt16BE(length, 2);
  } else {
    frame[1] = 127;
    frame.writeBigUInt64BE(BigInt(length), 2);
  }
  payload.copy(frame, headerLength);
  return frame;
}

/** A message's payload deflated on its own within `windowBits`, as permessage-deflate sends it. */
export function deflatedPayload(payload: Buffer, windowBits: number): Buffer {
  const deflated = deflateRawSync(payload, { windowBits, finishFlush: constants.Z_SYNC_FLUSH });
  const ends = deflated.subarray(-SYNC_FLUSH_TAIL.length).equals(SYNC_FLUSH_TAIL);
  return ends ? deflated.subarray(0, -SYNC_FLUSH_TAIL.length) : deflated;
}

/**
 * The permessage-deflate offers of a `Sec-WebSocket-Extensions` request header that let the
 * server set the client's window (`client_max_window_bits`, bare or at least
 * CLIENT_DEFLATE_WINDOW_BITS); undefined when none does. Other extensions are dropped: the push
 * takes none.
 */
export function deflateOffersWeTake(header: string): string | undefined {
  const taken = header.split(',').filter((offer) => {
    const [name, ...params] = offer.split(';').map((part) => part.trim());
    if (name !== 'permessage-deflate') return false;
    const window = params.find((param) => param.split('=')[0]?.trim() === 'client_max_window_bits');
    if (window === undefined) return false;
    const value = window.split('=')[1]?.trim().replaceAll('"', '');
    return value === undefined || Number(value) >= CLIENT_DEFLATE_WINDOW_BITS;
  });
  return taken.length > 0 ? taken.map((offer) => offer.trim()).join(', ') : undefined;
}

/**
 * The window a connection's shared frames may be deflated within, read from the extensions its
 * handshake answered (`Sec-WebSocket-Extensions`); undefined when they must be sent plain.
 */
export function sharedDeflateWindow(extensions: string): number | undefined {
  const offer = extensions
    .split(',')
    .map((extension) => extension.split(';').map((part) => part.trim()))
    .find(([name]) => name === 'permessage-deflate');
  if (!offer?.includes('server_no_context_takeover')) return undefined;
  const asked = offer.find((part) => part.startsWith('server_max_window_bits='));
  const bits = asked ? Number(asked.split('=')[1]) : 15;
  return Number.isInteger(bits) && bits >= MIN_SHARED_DEFLATE_WINDOW_BITS && bits <= 15
    ? bits
    : undefined;
}

/** A payload ready for many connections: framed once (and deflated once per window). */
export class SharedMessage {
  private plain: Buffer | undefined;
  private readonly deflated = new Map<number, Buffer>();
  constructor(readonly payload: Buffer) {}

  /** Through ws, plain, where its TCP socket cannot be reached. */
  writeTo(socket: WebSocket): void {
    socket.send(this.payload, { binary: false });
  }

  /** The frame straight to a connection's TCP socket, found once when it connected. */
  writeToTcp(tcp: Socket, deflateWindowBits: number | undefined): void {
    const plain = deflateWindowBits === undefined || this.payload.length < MIN_DEFLATED_BYTES;
    tcp.write(plain ? this.plainFrame() : this.deflatedFrame(deflateWindowBits));
  }

  private plainFrame(): Buffer {
    this.plain ??= textFrame(this.payload);
    return this.plain;
  }

  /** The plain frame where deflating does not make the message smaller. */
  private deflatedFrame(windowBits: number): Buffer {
    let frame = this.deflated.get(windowBits);
    if (!frame) {
      const deflated = deflatedPayload(this.payload, windowBits);
      frame = deflated.length < this.payload.length ? textFrame(deflated, true) : this.plainFrame();
      this.deflated.set(windowBits, frame);
    }
    return frame;
  }
}

export function tcpSocketOf(socket: WebSocket): Socket | undefined {
  const tcp: unknown = (socket as unknown as { _socket?: unknown })._socket;
  return tcp && typeof (tcp as Socket).write === 'function' ? (tcp as Socket) : undefined;
}
