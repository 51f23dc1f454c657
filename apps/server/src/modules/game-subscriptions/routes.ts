import { gameSubscriptionCalls as calls, subscriptionEventNameKey } from '@arenabet/contracts';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../module-deps.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';

export function gameSubscriptionRoutes(app: FastifyInstance, services: AppServices): void {
  const subscriptions = services.gameSubscriptions;

  registerCall(app, calls.eventTypes, async ({ query }) => {
    const events = await subscriptions.eventTypes(query.gameId);
    return {
      gameId: query.gameId,
      events: events.map((event) => ({ event, nameKey: subscriptionEventNameKey(event) })),
    };
  });

  registerCall(app, calls.subscription, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    return { gameId: body.gameId, events: await subscriptions.subscription(playerId, body.gameId) };
  });

  registerCall(app, calls.save, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { gameId, events } = body.data.attributes;
    const saved = await subscriptions.save(playerId, gameId, events);
    const attributes = { gameId, events: saved };
    return { data: { type: 'game-subscription' as const, id: String(gameId), attributes } };
  });

  const stopListening = services.feed.onChanges((batch) => subscriptions.handleBatch(batch));
  app.addHook('onClose', async () => {
    stopListening();
    await subscriptions.idle();
  });
}
