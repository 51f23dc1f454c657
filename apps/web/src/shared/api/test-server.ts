import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

export interface TestServer {
  origin: string;
  /** How many requests each path received, to count retries. */
  hits: Map<string, number>;
  close(): Promise<void>;
}

/** A real HTTP server on a free local port: the client is tested over the wire, not with mocks. */
export async function startTestServer(routes: Record<string, Handler>): Promise<TestServer> {
  const hits = new Map<string, number>();
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    hits.set(path, (hits.get(path) ?? 0) + 1);
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const handler = routes[path];
      if (handler) handler(req, res, Buffer.concat(chunks).toString('utf8'));
      else sendJson(res, 404, { success: false, message: 'no route', errors: [] });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    hits,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

export function sendJson(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/vnd.api+json' });
  res.end(JSON.stringify(body));
}
