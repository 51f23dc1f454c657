import { casinoTableCalls as calls, TABLE_BETS } from '@arenabet/contracts/casino-tables';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../platform/http/route.ts';
import { currentPlayer } from '../auth/routes.ts';
import { roundView } from './round-views.ts';
import { parsedBet } from './routes.ts';
import type { CasinoService } from './service.ts';
import type { PlacedTableBet } from './shared-tables.ts';

/** The shared tables' calls: a table's state, a bet, a crash cash-out, the player's bets. */
export function tableRoutes(app: FastifyInstance, casino: CasinoService): void {
  const { tables } = casino;

  registerCall(app, calls.table, async ({ params }) => {
    const attributes = await tables.state(params.game);
    return { data: { type: 'casino-table' as const, id: params.game, attributes } };
  });

  registerCall(app, calls.myBets, async ({ params, request }) => {
    const { playerId } = currentPlayer(request);
    const bets = await tables.myBets(playerId, params.game);
    return {
      data: {
        type: 'casino-table-bets' as const,
        id: params.game,
        attributes: { bets: bets.map(roundView) },
      },
    };
  });

  registerCall(app, calls.bet, async ({ params, body, request }) => {
    const { playerId } = currentPlayer(request);
    const { roundId, requestId, bet } = body.data.attributes;
    const placed = await tables.bet(playerId, params.game, {
      roundId,
      requestId,
      bet: parsedBet(TABLE_BETS[params.game], bet),
    });
    return placedAnswer(placed);
  });

  registerCall(app, calls.cashOut, async ({ body, request }) => {
    const { playerId } = currentPlayer(request);
    return placedAnswer(await tables.cashOut(playerId, body.data.attributes.roundId));
  });
}

function placedAnswer({ row, tableRound, chain, balance }: PlacedTableBet) {
  const bet = roundView({ round: row, seeds: null, table: { round: tableRound, chain } });
  return {
    data: { type: 'casino-table-bet' as const, id: String(row.id), attributes: { bet, balance } },
  };
}
