import { type DuelCandidate, duelCalls, encodeGame } from '@arenabet/contracts';
import { type ReferenceLanguage, referenceLanguageFor } from '@arenabet/reference/localized';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../../platform/http/errors.ts';
import { registerCall } from '../../../platform/http/route.ts';
import type { FeedService } from '../service.ts';
import { feedGame, type NameBook, teamNameOf } from '../snapshot/game-view.ts';
import type { SourceGame } from '../source.ts';

function candidateOf(game: SourceGame, names: NameBook, lang: ReferenceLanguage): DuelCandidate {
  const team = (id: number) => ({ id, name: teamNameOf(names, id)[lang] });
  return {
    gameId: game.id,
    champId: game.champId,
    champName: names.champ(game.champId)?.name[lang] ?? '',
    startsAt: game.startsAt,
    live: game.isLive,
    home: team(game.homeTeamId),
    away: team(game.awayTeamId ?? game.homeTeamId),
  };
}

/** GetAvailablePlayersForDuel and BuildDuel, under the line feed's root where the spec has them. */
export function duelRoutes(
  app: FastifyInstance,
  feed: FeedService,
  defaultLanguage: () => Promise<string>,
): void {
  const langOf = async (lng: string | undefined) =>
    referenceLanguageFor(lng ?? (await defaultLanguage()));

  registerCall(app, duelCalls.availablePlayers, async ({ query }) => {
    const lang = await langOf(query.lng);
    const names = feed.names();
    const games = await feed.duelCandidates(query.sport);
    return {
      data: {
        type: 'duel-candidates',
        id: String(query.sport),
        attributes: { games: games.map((game) => candidateOf(game, names, lang)) },
      },
    };
  });

  const answer = (duel: SourceGame, lang: ReferenceLanguage) => {
    const game = encodeGame(feedGame(duel, 0, feed.names(), lang, 'all'));
    return { data: { type: 'duel' as const, id: String(duel.id), attributes: { game } } };
  };

  registerCall(app, duelCalls.build, async ({ body, query }) => {
    const { first, second, lng } = body.data.attributes;
    return answer(await feed.buildDuel(first, second), await langOf(lng ?? query.lng));
  });

  registerCall(app, duelCalls.get, async ({ query }) => {
    const duel = await feed.duel(query.id);
    if (!duel) throw notFound('duel_not_found');
    return answer(duel, await langOf(query.lng));
  });
}
