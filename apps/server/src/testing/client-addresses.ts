import type { InjectOptions } from 'fastify';
import type { AppConfig } from '../platform/config.ts';
import { solveChallenge } from '../platform/security/proof-of-work.ts';
import type { TestApp } from './test-app.ts';

/*
 * Requests from chosen client addresses, the two ways a deployment sees them: straight from the
 * client's socket, or through a reverse proxy whose socket every request shares and which names
 * the client in X-Forwarded-For. Tests run the same story both ways.
 */

/** The reverse proxy of the "behind a proxy" network (documentation range, RFC 5737). */
export const PROXY_ADDRESS = '192.0.2.10';

export interface Network {
  name: string;
  config: Partial<Record<keyof AppConfig, string>>;
  /** How a request from `client` reaches the server on this network. */
  from(client: string): { remoteAddress: string; headers: Record<string, string> };
}

export const NETWORKS: Network[] = [
  {
    name: 'without a proxy',
    config: {},
    from: (client) => ({ remoteAddress: client, headers: {} }),
  },
  {
    name: 'behind a proxy',
    config: { TRUST_PROXY: PROXY_ADDRESS },
    from: (client) => ({ remoteAddress: PROXY_ADDRESS, headers: { 'x-forwarded-for': client } }),
  },
];

/** `request` as sent by `client` over `network`, its own headers kept. */
export function fromClient(
  network: Network,
  client: string,
  request: InjectOptions,
): InjectOptions {
  const { remoteAddress, headers } = network.from(client);
  const own = { ...(request.headers as Record<string, string> | undefined) };
  // A proxy appends the address it saw to whatever the client claimed.
  const forwarded = [own['x-forwarded-for'], headers['x-forwarded-for']].filter(Boolean);
  return {
    ...request,
    remoteAddress,
    headers: {
      ...own,
      ...headers,
      ...(forwarded.length > 0 ? { 'x-forwarded-for': forwarded.join(', ') } : {}),
    },
  };
}

/** A solved proof-of-work captcha, as the browser sends it in x-captcha-token. */
export async function solvedCaptcha(t: TestApp): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/web-api/captcha/challenge' });
  const solution = solveChallenge(response.json().data.attributes.challenge);
  return Buffer.from(JSON.stringify(solution)).toString('base64');
}

/** Gives a new client address at each call, so no two requests share one by accident. */
export function freshClients(): () => string {
  let serial = 0;
  return () => {
    serial += 1;
    return `198.51.${100 + Math.floor(serial / 250)}.${(serial % 250) + 1}`;
  };
}
