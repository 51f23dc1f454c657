import { createHash } from 'node:crypto';
import { constants } from 'node:zlib';
import { EncodedBody, type EncodingLevels } from '../../../platform/http/encoded-body.ts';

/*
 * Feed answers kept ready to send: the JSON once, its gzip and brotli forms once each, and an
 * ETag, for as long as the snapshot version the answer depends on stays the same. A repeated
 * call costs a lookup and a write of ready bytes.
 */

/** Answers smaller than this go out as they are: compressing them saves nothing. */
export const MIN_COMPRESSED_BYTES = 512;
/** Brotli's fast levels compress JSON better than gzip at the same speed; 11 is far slower. */
const LEVELS: EncodingLevels = { brotliQuality: 5, gzipLevel: constants.Z_DEFAULT_COMPRESSION };

export class CachedAnswer extends EncodedBody {
  readonly etag: string;

  constructor(
    readonly version: number,
    json: string,
    onEncoded: (bytes: number) => void = () => {},
  ) {
    super(json, LEVELS, onEncoded);
    this.etag = `W/"${createHash('sha1').update(this.body).digest('base64url').slice(0, 22)}"`;
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
