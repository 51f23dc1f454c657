import { type IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import {
  LIVE_PUSH_PATH,
  languageCode,
  OPERATOR_TOKEN_COOKIE,
  USER_TOKEN_COOKIE,
} from '@arenabet/contracts';
import { referenceLanguageFor } from '@arenabet/reference/localized';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest, forbidden } from '../../platform/http/errors.ts';
import { toValidationErrors } from '../../platform/http/validation.ts';
import type { PushVisitor } from './connection.ts';

interface PendingUpgrade {
  socket: Duplex;
  head: Buffer;
}

const pushQuery = z.object({ lng: z.optional(languageCode) });

/**
 * The live push WebSocket at LIVE_PUSH_PATH. An upgrade request goes through Fastify's router
 * like any request, so it gets the same client address (trusted proxies), cookies and error
 * answers; the route completes the handshake only when the request passes every check, and a
 * refused upgrade is answered over HTTP like any refused call.
 */
export function livePushRoutes(app: FastifyInstance, services: AppServices, deps: ModuleDeps) {
  const hub = services.livePush;
  const upgrades = new WeakMap<IncomingMessage, PendingUpgrade>();
  app.server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    routeUpgrade(app, request, socket, () => upgrades.set(request, { socket, head }));
  });

  app.get(LIVE_PUSH_PATH, async (request, reply) => {
    const upgrade = upgrades.get(request.raw);
    if (!upgrade) throw badRequest('live_push_websocket_only');
    refuseCrossSite(request, deps.config.PUBLIC_URL);
    hub.admit(request.ip);
    const visitor = await visitorOf(request, services, deps);
    reply.hijack();
    hub.accept(request.raw, upgrade.socket, upgrade.head, visitor);
  });

  const stopListening = services.feed.onChanges((batch) => hub.publish(batch));
  app.addHook('onReady', async () => hub.start());
  // Before the server stops listening: it waits for open sockets, and these stay open.
  app.addHook('preClose', async () => {
    stopListening();
    await hub.close();
  });
}

function routeUpgrade(
  app: FastifyInstance,
  request: IncomingMessage,
  socket: Duplex,
  remember: () => void,
): void {
  // Until ws takes the socket nobody listens for its errors, and a reset would crash the process.
  socket.on('error', () => socket.destroy());
  if (new URL(request.url ?? '/', 'http://localhost').pathname !== LIVE_PUSH_PATH) {
    // The site has one WebSocket; any other upgrade is not ours to answer.
    socket.destroy();
    return;
  }
  remember();
  const response = new ServerResponse(request);
  response.assignSocket(socket as Socket);
  // A refused upgrade was answered over HTTP: the connection ends with the answer.
  response.on('finish', () => socket.end());
  app.routing(request, response);
}

/**
 * A WebSocket carries the site's cookie whichever page opens it, so only this site's pages may
 * open one: same host as the request, or the configured public address (a proxy that does not
 * pass the Host on). Browsers always send Origin on a WebSocket; a client without it is not one.
 */
function refuseCrossSite(request: FastifyRequest, publicUrl: string | undefined): void {
  if (request.headers['sec-fetch-site'] === 'cross-site') throw forbidden('csrf_rejected');
  const origin = request.headers.origin;
  if (origin === undefined || origin === publicUrl) return;
  if (hostOf(origin) !== request.host) throw forbidden('csrf_rejected');
}

function hostOf(origin: string): string | undefined {
  try {
    return new URL(origin).host;
  } catch {
    return undefined;
  }
}

/**
 * The connection's language and, with a valid user_token cookie, its player; with a valid
 * operator cookie (the back office in the same browser), its operator.
 */
async function visitorOf(
  request: FastifyRequest,
  services: AppServices,
  deps: ModuleDeps,
): Promise<PushVisitor> {
  const query = pushQuery.safeParse(request.query);
  if (!query.success) throw badRequest('validation_failed', toValidationErrors(query.error));
  const language = referenceLanguageFor(query.data.lng ?? (await deps.defaultLanguage()));
  const token = request.cookies[USER_TOKEN_COOKIE];
  const signedIn = token ? await services.auth.authenticate(token) : null;
  const operatorToken = request.cookies[OPERATOR_TOKEN_COOKIE];
  const operator = operatorToken ? await services.operators.authenticate(operatorToken) : null;
  return {
    ip: request.ip,
    language,
    ...(signedIn && { player: { playerId: signedIn.playerId, expiresAt: signedIn.expiresAt } }),
    ...(operator && {
      operator: { operatorId: operator.operatorId, expiresAt: operator.expiresAt },
    }),
  };
}
