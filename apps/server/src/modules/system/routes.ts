import { systemCalls } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import { type Database, pingDatabase } from '../../platform/db/client.ts';
import { buildOpenApiDocument } from '../../platform/http/openapi.ts';
import { registerCall } from '../../platform/http/route.ts';

const startedAt = Date.now();

export function systemRoutes(app: FastifyInstance, db: Database, version: string): void {
  registerCall(app, systemCalls.health, async ({ reply }) => {
    const up = await pingDatabase(db);
    reply.code(up ? 200 : 503);
    return {
      status: up ? ('ok' as const) : ('degraded' as const),
      database: up ? ('up' as const) : ('down' as const),
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
    };
  });

  // Built on first request: by then every module has registered its calls.
  let document: Record<string, unknown> | undefined;
  const openApi = () => {
    document ??= buildOpenApiDocument(app.calls, version);
    return document;
  };
  app.get('/web-api/docs/openapi.json', async () => openApi());
  app.get('/web-api/docs', async (request, reply) => {
    if (!request.headers.accept?.includes('text/html')) return openApi();
    return reply.type('text/html; charset=utf-8').send(docsPage(openApi()));
  });
}

/** A readable list of the calls, with no script or style from elsewhere. */
function docsPage(document: Record<string, unknown>): string {
  const paths = document.paths as Record<
    string,
    Record<string, { summary?: string; tags?: string[] }>
  >;
  const rows = Object.entries(paths)
    .flatMap(([path, operations]) =>
      Object.entries(operations).map(
        ([method, operation]) =>
          `<tr><td>${escapeHtml(operation.tags?.[0] ?? '')}</td><td><b>${method.toUpperCase()}</b></td><td><code>${escapeHtml(path)}</code></td><td>${escapeHtml(operation.summary ?? '')}</td></tr>`,
      ),
    )
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Arenabet API</title>
<style>body{font:14px system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse}td{border-bottom:1px solid #ddd;padding:.35rem .6rem}code{font-size:13px}</style></head>
<body><h1>Arenabet API</h1><p>Machine-readable document: <a href="/web-api/docs/openapi.json">openapi.json</a> (OpenAPI 3.1).</p><table>${rows}</table></body></html>`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
