import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

/**
 * The client's address: Fastify's `request.ip`, read from X-Forwarded-For only through the
 * proxies TRUST_PROXY names. Every per-address limit, session row and log uses that one value.
 */

/** No trust, a hop count, every hop, or the proxies' addresses and ranges. */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for the reserved ranges. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** The setting's value, or null when it is not one of the documented forms. */
export function parseTrustProxy(value: string): TrustProxy | null {
  const text = value.trim();
  if (text === 'true' || text === 'false') return text === 'true';
  if (/^\d+$/.test(text)) return Number(text);
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isProxyAddress) ? entries : null;
}

function isProxyAddress(entry: string): boolean {
  if (RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = version === 4 ? 32 : 128;
  return /^\d+$/.test(prefix) && Number(prefix) <= bits;
}

/**
 * Fastify's option. A hop count becomes a function: Fastify itself now refuses to trust a bare
 * count (it cannot tell the first hop is a proxy), while here the operator states it is.
 */
export function trustProxyOption(value: TrustProxy) {
  return typeof value === 'number' ? (_address: string, hop: number) => hop < value : value;
}

/**
 * Says once in the log when a deployment looks misconfigured: forwarded addresses arriving
 * while none is trusted (every visitor then shares the proxy's address, and its limits), or
 * every hop trusted (any client can then choose its address).
 */
export function watchForwarding(app: FastifyInstance, trustProxy: TrustProxy): void {
  if (trustProxy === true) {
    app.log.warn(
      'TRUST_PROXY=true: any client can choose its address unless only the proxy can reach this server',
    );
    return;
  }
  if (trustProxy !== false) return;
  let warned = false;
  app.addHook('onRequest', async (request) => {
    if (warned || request.headers['x-forwarded-for'] === undefined) return;
    warned = true;
    request.log.warn(
      'X-Forwarded-For arrives but TRUST_PROXY is unset: behind a proxy every visitor shares its address',
    );
  });
}
