import { favoriteCalls as calls, type Favorites } from '@arenabet/contracts/favorites';
import type { FastifyInstance } from 'fastify';
import type { AppServices } from '../../module-deps.ts';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';
import { FAVORITE_CHAMPS, FAVORITE_GAMES } from './favorite-kinds.ts';

const favoritesAnswer = (playerId: number, attributes: Favorites) => ({
  data: { type: 'favorites' as const, id: String(playerId), attributes },
});

/** Signed-in players only: the player guard reads x-auth Bearer (the spec's), Authorization or the cookie. */
export function favoritesRoutes(app: FastifyInstance, services: AppServices): void {
  const { favorites } = services;

  registerCall(app, calls.list, async ({ request }) => {
    const { playerId } = currentPlayer(request);
    return favoritesAnswer(playerId, await favorites.favoritesOf(playerId));
  });

  registerCall(app, calls.addGames, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { gameIds } = body.data.attributes;
    return favoritesAnswer(playerId, await favorites.add(FAVORITE_GAMES, playerId, gameIds));
  });

  registerCall(app, calls.removeGames, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { gameIds } = body.data.attributes;
    return favoritesAnswer(playerId, await favorites.remove(FAVORITE_GAMES, playerId, gameIds));
  });

  registerCall(app, calls.migrateGames, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { gameIds } = body.data.attributes;
    const attributes = await favorites.migrate(FAVORITE_GAMES, playerId, gameIds);
    return { data: { type: 'favorites-migration' as const, id: String(playerId), attributes } };
  });

  registerCall(app, calls.addChamps, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { champIds } = body.data.attributes;
    return favoritesAnswer(playerId, await favorites.add(FAVORITE_CHAMPS, playerId, champIds));
  });

  registerCall(app, calls.removeChamps, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { champIds } = body.data.attributes;
    return favoritesAnswer(playerId, await favorites.remove(FAVORITE_CHAMPS, playerId, champIds));
  });

  registerCall(app, calls.migrateChamps, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    const { champIds } = body.data.attributes;
    const attributes = await favorites.migrate(FAVORITE_CHAMPS, playerId, champIds);
    return { data: { type: 'favorites-migration' as const, id: String(playerId), attributes } };
  });
}
