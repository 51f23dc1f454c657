import {
  builderEventsAnswer,
  champAnswer,
  champListAnswer,
  chronoAnswer,
  encodeGame,
  encodeOutcome,
  type FeedCall,
  gameAnswer,
  gameListAnswer,
  type MainFeedCall,
  marketNamesAnswer,
  type SportSectionCall,
  sportsShortAnswer,
} from '@arenabet/contracts';
import { builderPredicate } from '@arenabet/domain/betting/bet-builder';
import { isGoalScoreModel } from '@arenabet/domain/betting/goal-model';
import type { ZodMiniType } from 'zod/mini';
import { gameJson, subGameFeedGame } from '../snapshot/game-view.ts';
import type { AnswerDependency } from '../snapshot/snapshot.ts';
import { chronology } from './chrono.ts';
import { type FeedRequest, FeedRequestError } from './feed-request.ts';
import {
  expressDay,
  type Selection,
  searchGames,
  selectChamps,
  selectGames,
  topGames,
} from './selections.ts';
import {
  champJson,
  champListJson,
  expressJson,
  gameListJson,
  marketsJson,
  sportsShortJson,
} from './values.ts';

/** What a feed call answers and what its answer depends on. */
export interface FeedCallSpec {
  /** The answer's envelope: tests check every answer against it. */
  answer: ZodMiniType;
  /** Throws FeedRequestError when a parameter the call needs is missing. */
  check?(request: FeedRequest): void;
  dependency(selection: Selection): AnswerDependency;
  /** The `Value` as JSON; undefined when the game or champ asked for is not in the feed. */
  value(selection: Selection): string | undefined;
}

function requires(field: keyof FeedRequest, parameter: string) {
  return (request: FeedRequest) => {
    const value = request[field];
    if (value === undefined || (Array.isArray(value) && value.length === 0)) {
      throw new FeedRequestError(`Parameter ${parameter} is required`);
    }
  };
}

/** Games of a phase; only of the sports asked for (directly or through champs) when known. */
function phaseDependency({ snapshot, phase, request }: Selection): AnswerDependency {
  const sportIds = new Set(request.sportIds);
  if (sportIds.size === 0) {
    for (const id of request.champIds) {
      const champ = snapshot.champ(id);
      if (!champ) return { kind: 'phase', phase };
      sportIds.add(champ.sportId);
    }
  }
  return sportIds.size === 0
    ? { kind: 'phase', phase }
    : { kind: 'phase', phase, sportIds: [...sportIds] };
}

const gameDependency = ({ request }: Selection): AnswerDependency => ({
  kind: 'game',
  id: request.gameId ?? 0,
});
const membership = (): AnswerDependency => ({ kind: 'membership' });

const gameList =
  (pick: (selection: Selection) => ReturnType<typeof selectGames>) => (selection: Selection) =>
    gameListJson(pick(selection), selection.snapshot, selection.request.lang);

const games1x2: FeedCallSpec = {
  answer: gameListAnswer,
  dependency: phaseDependency,
  value: gameList(selectGames),
};
const gamesOfChamps: FeedCallSpec = { ...games1x2, check: requires('champIds', 'champ') };
const gamesOfTeams: FeedCallSpec = { ...games1x2, check: requires('teamIds', 'teams') };
const search: FeedCallSpec = {
  ...games1x2,
  check: requires('text', 'text'),
  value: gameList(searchGames),
};
const expressOfDay: FeedCallSpec = {
  ...games1x2,
  value: (s) => expressJson(expressDay(s), s.snapshot, s.request.lang),
};
/**
 * Champs with their game counts: `GC` is what Get1x2_VZip gives for the champ with the same
 * parameters (games without a main market only with `getEmpty`, as in the lists), so a client
 * can fetch by it. The answer changes only when a game comes, goes or gains or loses its main
 * markets, never with the odds.
 */
function champCounts(topOnly: boolean): FeedCallSpec {
  return {
    answer: champListAnswer,
    dependency: membership,
    value: (s) => champListJson(selectChamps(s, topOnly), s, false),
  };
}
const champsOfSport = champCounts(false);
const champsWithGames: FeedCallSpec = {
  answer: champListAnswer,
  dependency: phaseDependency,
  value: (s) => champListJson(selectChamps(s), s, true),
};

/**
 * A game with every market; a sub-game's id gives the sub-game, its parent in `PI`. With
 * GroupEvents the markets come grouped in columns (`GE`), as clients of the format read them.
 */
function gameValue(view: 'all' | 'info') {
  return ({ snapshot, request }: Selection): string | undefined => {
    const id = request.gameId ?? 0;
    const layout = request.groupEvents ? 'grouped' : 'flat';
    const entry = snapshot.game(id);
    if (entry) {
      const shown = request.isSubGames && view === 'all' ? 'allWithSubGames' : view;
      return gameJson(entry, snapshot, request.lang, shown, layout);
    }
    const parent = snapshot.parentOfSubGame(id);
    const subGame = parent?.game.subGames.find((sg) => sg.id === id);
    if (!parent || !subGame) return undefined;
    const game = subGameFeedGame(parent, subGame, snapshot, request.lang);
    return JSON.stringify(encodeGame(game, layout));
  };
}

const oneGame: FeedCallSpec = {
  answer: gameAnswer,
  check: requires('gameId', 'id'),
  dependency: gameDependency,
  value: gameValue('all'),
};

export const FEED_CALL_SPECS: Readonly<Record<FeedCall, FeedCallSpec>> = {
  Get1x2_VZip: games1x2,
  Get1x2_Zip: games1x2,
  GetSportsShortZip: { answer: sportsShortAnswer, dependency: membership, value: sportsShortJson },
  GetChampsZip: champsOfSport,
  GetChampZip: {
    answer: champAnswer,
    check: requires('champIds', 'champ'),
    dependency: phaseDependency,
    value: (s) => {
      const champ = s.snapshot.champ(s.request.champIds[0] ?? 0);
      return champ && champJson({ champ, games: selectGames(s) }, s.snapshot, s.request.lang, true);
    },
  },
  GetGameZip: oneGame,
  GetGamesTeamZip: gamesOfTeams,
  GetTopGamesStatZip: { ...games1x2, value: gameList(topGames) },
  WebGetTopChampsZip: {
    ...champsWithGames,
    value: (s) => champListJson(selectChamps(s, true), s, true),
  },
  Web_SearchZip: search,
  GetExpressDayZip: expressOfDay,
  GetChronoOfPlay: {
    answer: chronoAnswer,
    check: requires('gameId', 'id'),
    dependency: gameDependency,
    value: ({ snapshot, request }) => {
      const entry = snapshot.game(request.gameId ?? 0);
      return entry && JSON.stringify(chronology(entry.game, snapshot, request.lang));
    },
  },
  GetFavoritesZip: { ...games1x2, check: requires('gameIds', 'games') },
  GetMarketsZip: {
    answer: marketNamesAnswer,
    dependency: () => ({ kind: 'static' }),
    value: (s) => marketsJson(s.request.lang),
  },
};

export const SPORT_SECTION_SPECS: Readonly<Record<SportSectionCall, FeedCallSpec>> = {
  gamesByChamp: gamesOfChamps,
  gamesByOpp: gamesOfTeams,
  topChamps: champCounts(true),
  champsBySport: champsOfSport,
  sport1x2: games1x2,
  search,
};

/**
 * The bet builder's outcomes of the games asked for (`games`), of this phase only: per game
 * with a score model, its match outcomes the builder takes. Games without one are left out.
 */
export const BUILDER_EVENTS_SPEC: FeedCallSpec = {
  answer: builderEventsAnswer,
  check: requires('gameIds', 'games'),
  dependency: ({ phase }) => ({ kind: 'phase', phase }),
  value: ({ snapshot, phase, request }) => {
    const games = request.gameIds.flatMap((id) => {
      const entry = snapshot.game(id);
      if (!entry || entry.phase !== phase || !isGoalScoreModel(entry.game.scoreModel)) return [];
      const outcomes = entry.game.outcomes.filter((o) =>
        builderPredicate({ group: o.group, type: o.type, param: o.line }),
      );
      return outcomes.length > 0 ? [{ I: id, E: outcomes.map(encodeOutcome) }] : [];
    });
    return JSON.stringify(games);
  },
};

export const MAIN_FEED_SPECS: Readonly<Record<MainFeedCall, FeedCallSpec>> = {
  gameEvents: oneGame,
  gameInfo: { ...oneGame, value: gameValue('info') },
  games1x2,
  champsBySportWithGames: champsWithGames,
  expressDay: expressOfDay,
};
