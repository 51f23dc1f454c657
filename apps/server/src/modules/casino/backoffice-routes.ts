import { casinoBackofficeCalls as calls } from '@arenabet/contracts/casino-backoffice';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/route.ts';
import { signedIn } from '../operators/routes.ts';
import { roundsAnswer } from './routes.ts';
import type { CasinoService } from './service.ts';

export function backofficeRoutes(app: FastifyInstance, casino: CasinoService): void {
  registerCall(app, calls.games, async () => ({
    data: {
      type: 'casino-backoffice' as const,
      id: 'casino',
      attributes: await casino.operations.overview(),
    },
  }));

  registerCall(app, calls.switchGame, async ({ params, body, request }) => {
    const { operatorId } = signedIn(request);
    const { enabled, reason } = body.data.attributes;
    const attributes = await casino.operations.switchGame(operatorId, params.game, enabled, reason);
    return { data: { type: 'casino-game-state' as const, id: params.game, attributes } };
  });

  registerCall(app, calls.playerRounds, async ({ params, query }) => {
    const found = await casino.rounds(params.playerId, query.before);
    return roundsAnswer(params.playerId, found);
  });
}
