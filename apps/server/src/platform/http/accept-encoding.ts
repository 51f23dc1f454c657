/** The encodings the web app is pre-compressed in, best first. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

/**
 * The encoding of ours the request's Accept-Encoding weighs highest (brotli on a tie), or null
 * for the file as it is. `q=0` refuses an encoding; `*` stands for any not named.
 */
export function chooseEncoding(header: string | undefined): PrecompressedEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: PrecompressedEncoding | null = null;
  for (const encoding of PRECOMPRESSED_ENCODINGS) {
    if (weightOf(encoding) > (best ? weightOf(best) : 0)) best = encoding;
  }
  return best;
}
