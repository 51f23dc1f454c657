import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { type TrustProxy, trustProxyOption, watchForwarding } from './client-address.ts';

/** A bare app with the setting, its log lines kept. */
async function appWith(trustProxy: TrustProxy) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _encoding, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const app = Fastify({
    logger: { level: 'warn', stream },
    trustProxy: trustProxyOption(trustProxy),
  });
  watchForwarding(app, trustProxy);
  app.get('/ip', async (request) => request.ip);
  await app.ready();
  const ipOf = async (remoteAddress: string, forwarded?: string) =>
    (
      await app.inject({
        url: '/ip',
        remoteAddress,
        headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      })
    ).body;
  return { app, lines, ipOf };
}

describe('the client address', () => {
  it('is the socket address while no proxy is trusted, and the log says so once', async () => {
    const { app, lines, ipOf } = await appWith(false);
    expect(await ipOf('192.0.2.10', '203.0.113.1')).toBe('192.0.2.10');
    expect(await ipOf('192.0.2.10', '203.0.113.2')).toBe('192.0.2.10');
    expect(lines.filter((line) => line.includes('TRUST_PROXY is unset'))).toHaveLength(1);
    await app.close();
  });

  it('is the one the named proxy saw, never what a client claims before it', async () => {
    const { app, ipOf } = await appWith(['192.0.2.0/24']);
    expect(await ipOf('192.0.2.10', '6.6.6.6, 203.0.113.1')).toBe('203.0.113.1');
    // Not through the proxy: the header is the client's own word.
    expect(await ipOf('203.0.113.9', '6.6.6.6')).toBe('203.0.113.9');
    await app.close();
  });

  it('counts hops from the server', async () => {
    const { app, ipOf } = await appWith(2);
    expect(await ipOf('192.0.2.10', '6.6.6.6, 203.0.113.1, 192.0.2.20')).toBe('203.0.113.1');
    await app.close();
  });

  it('warns at start when every hop is trusted', async () => {
    const { app, lines } = await appWith(true);
    expect(lines.some((line) => line.includes('TRUST_PROXY=true'))).toBe(true);
    await app.close();
  });
});
