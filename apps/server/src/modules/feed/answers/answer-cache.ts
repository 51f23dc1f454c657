import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * Feed answers kept ready to send: the JSON once, its gzip and brotli forms once each (made on
 * first demand, off the event loop), and an ETag, for as long as the snapshot version the answer
 * depends on stays the same. A repeated call costs a lookup and a write of ready bytes.
 */

export type ContentEncoding = 'br' | 'gzip';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Answers smaller than this go out as they are: compressing them saves nothing. */
export const MIN_COMPRESSED_BYTES = 512;
/** Brotli's fast levels compress JSON better than gzip at the same speed; 11 is far slower. */
const BROTLI_QUALITY = 5;

export class CachedAnswer {
  readonly body: Buffer;
  readonly etag: string;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();
  private readonly done = new Map<ContentEncoding, Buffer>();

  constructor(
    readonly version: number,
    json: string,
    /** Told the size of each encoded form when it is ready. */
    private readonly onEncoded: (bytes: number) => void = () => {},
  ) {
    this.body = Buffer.from(json);
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url').slice(0, 22)}"`;
  }

  /** Bytes held: the JSON and the encoded forms made so far. */
  get size(): number {
    let size = this.body.length;
    for (const bytes of this.done.values()) size += bytes.length;
    return size;
  }

  /** The encoded bytes once made: the hot path sends them without waiting on a promise. */
  ready(encoding: ContentEncoding): Buffer | undefined {
    return this.done.get(encoding);
  }

  encodedAs(encoding: ContentEncoding): Promise<Buffer> {
    let buffer = this.encoded.get(encoding);
    if (!buffer) {
      buffer =
        encoding === 'br'
          ? brotliAsync(this.body, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipAsync(this.body);
      buffer.then(
        (bytes) => {
          this.done.set(encoding, bytes);
          this.onEncoded(bytes.length);
        },
        // The caller hears the failure; the next request tries again.
        () => this.encoded.delete(encoding),
      );
      this.encoded.set(encoding, buffer);
    }
    return buffer;
  }
}

/**
 * The most recent answers by key, within a budget of bytes (every form counted): the oldest
 * entries go first when it is spent, so a flood of distinct searches cannot take the memory.
 */
export class AnswerCache {
  private readonly entries = new Map<string, CachedAnswer>();
  private bytes = 0;

  constructor(private readonly maxBytes = 64 * 1024 * 1024) {}

  get usedBytes(): number {
    return this.bytes;
  }

  get(key: string, version: number): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    return entry?.version === version ? entry : undefined;
  }

  put(key: string, version: number, json: string): CachedAnswer {
    this.remove(key);
    const entry = new CachedAnswer(version, json, (bytes) => {
      // Encodings finish later; one of an entry already replaced no longer counts.
      if (this.entries.get(key) === entry) this.grow(bytes);
    });
    this.entries.set(key, entry);
    this.grow(entry.body.length);
    return entry;
  }

  private grow(bytes: number): void {
    this.bytes += bytes;
    for (const key of this.entries.keys()) {
      if (this.bytes <= this.maxBytes || this.entries.size === 1) break;
      this.remove(key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.bytes -= entry.size;
  }
}
