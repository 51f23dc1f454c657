import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

/*
 * An answer's bytes kept ready to send: the JSON once, its brotli and gzip forms once each, made
 * on first demand off the event loop (zlib's thread pool). The feed keeps its answers so per
 * snapshot version (feed/answers/answer-cache.ts), the site's calls whose answer changes only
 * with a version per version (`memoizedAnswer` in route.ts).
 */

export type ContentEncoding = 'br' | 'gzip';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const ENCODINGS: readonly ContentEncoding[] = ['br', 'gzip'];
/** Clients send few distinct Accept-Encoding headers; each is read once. */
const MAX_REMEMBERED_HEADERS = 256;
const encodingByHeader = new Map<string, ContentEncoding | null>();

/** Brotli when the request allows it, else gzip, else none. */
export function preferredEncoding(header: string | undefined): ContentEncoding | undefined {
  if (!header) return undefined;
  let encoding = encodingByHeader.get(header);
  if (encoding === undefined) {
    encoding = readAcceptEncoding(header);
    if (encodingByHeader.size < MAX_REMEMBERED_HEADERS) encodingByHeader.set(header, encoding);
  }
  return encoding ?? undefined;
}

/** The encoding to send `body` in: none below `fromBytes`, where compressing saves nothing. */
export function encodingToSend(
  body: EncodedBody,
  acceptEncoding: string | undefined,
  fromBytes: number,
): ContentEncoding | undefined {
  return body.body.length >= fromBytes ? preferredEncoding(acceptEncoding) : undefined;
}

/** `q=0` refuses an encoding, `*` stands for the unnamed. */
function readAcceptEncoding(header: string): ContentEncoding | null {
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const any = weights.get('*');
  return ENCODINGS.find((encoding) => (weights.get(encoding) ?? any ?? 0) > 0) ?? null;
}

export interface EncodingLevels {
  /** 0-11. */
  brotliQuality: number;
  /** 1-9. */
  gzipLevel: number;
}

/** The smallest forms, for answers made once and sent many times. */
export const SMALLEST: EncodingLevels = {
  brotliQuality: constants.BROTLI_MAX_QUALITY,
  gzipLevel: constants.Z_BEST_COMPRESSION,
};

export class EncodedBody {
  readonly body: Buffer;
  private readonly encoded = new Map<ContentEncoding, Promise<Buffer>>();
  private readonly done = new Map<ContentEncoding, Buffer>();

  constructor(
    json: string,
    /**
     * The levels: fast ones for answers that change every second, the slowest and smallest for
     * those compressed once for many requests.
     */
    private readonly levels: EncodingLevels,
    /** Told the size of each encoded form when it is ready. */
    private readonly onEncoded: (bytes: number) => void = () => {},
  ) {
    this.body = Buffer.from(json);
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
                [constants.BROTLI_PARAM_QUALITY]: this.levels.brotliQuality,
                [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                [constants.BROTLI_PARAM_SIZE_HINT]: this.body.length,
              },
            })
          : gzipAsync(this.body, { level: this.levels.gzipLevel });
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
