import {
  encodeChamp,
  encodeGame,
  encodeSportShort,
  MARKET_GROUPS,
  type MarketNameWire,
  OUTCOME_NAMES,
} from '@arenabet/contracts';
import type { ReferenceLanguage } from '@arenabet/reference/localized';
import { SPORTS } from '@arenabet/reference/sports';
import {
  feedChamp,
  feedGame,
  type GameView,
  gameJson,
  sportNameIn,
} from '../snapshot/game-view.ts';
import type { FeedSnapshot, SnapshotGame } from '../snapshot/snapshot.ts';
import {
  type ChampGames,
  type ExpressLeg,
  gameCountsBySport,
  type Selection,
} from './selections.ts';

/*
 * The `Value` of each answer as JSON text. Lists of games are joined from each game's JSON,
 * which is built once per version of the game, so a changed line re-encodes only what changed.
 */

export function gameListJson(
  games: readonly SnapshotGame[],
  snapshot: FeedSnapshot,
  lang: ReferenceLanguage,
  view: GameView = 'main',
): string {
  return `[${games.map((entry) => gameJson(entry, snapshot, lang, view)).join(',')}]`;
}

/** A champ, with its games (the `G` field) when the call includes them. */
export function champJson(
  { champ, games }: ChampGames,
  snapshot: FeedSnapshot,
  lang: ReferenceLanguage,
  withGames: boolean,
): string {
  const json = JSON.stringify(encodeChamp(feedChamp(champ, games.length, lang)));
  if (!withGames) return json;
  // The champ's JSON ends with its closing brace: the games go in just before it.
  return `${json.slice(0, -1)},"G":${gameListJson(games, snapshot, lang)}}`;
}

export function champListJson(
  champs: readonly ChampGames[],
  selection: Selection,
  withGames: boolean,
): string {
  const { snapshot, request } = selection;
  return `[${champs.map((c) => champJson(c, snapshot, request.lang, withGames)).join(',')}]`;
}

const sportOrder = new Map(SPORTS.map((sport, position) => [sport.id, position]));

/**
 * Sports with games in the phase's list for this request, each with how many: `C` is exactly
 * what Get1x2_VZip (and GetChampsZip, champ by champ) then give for the sport with the same
 * parameters. `CL` is the live list's count whatever the phase.
 */
export function sportsShortJson(selection: Selection): string {
  const { request } = selection;
  const counts = gameCountsBySport(selection);
  const live = gameCountsBySport({ ...selection, phase: 'live' });
  const sports = [...counts.keys()]
    .sort((a, b) => (sportOrder.get(a) ?? a) - (sportOrder.get(b) ?? b))
    .map((id) =>
      encodeSportShort({
        id,
        name: sportNameIn(id, request.lang),
        gameCount: counts.get(id) ?? 0,
        liveCount: live.get(id) ?? 0,
      }),
    );
  return JSON.stringify(sports);
}

/** The express of the day: each leg is its game with the one picked outcome. */
export function expressJson(
  legs: readonly ExpressLeg[],
  snapshot: FeedSnapshot,
  lang: ReferenceLanguage,
) {
  const games = legs.map(({ entry, pick }) =>
    encodeGame({
      ...feedGame(entry.game, entry.version, snapshot, lang, 'info'),
      outcomes: [pick],
    }),
  );
  return JSON.stringify(games);
}

/** The market dictionary: every group and outcome type named in the language. */
export function marketsJson(lang: ReferenceLanguage): string {
  const markets: MarketNameWire[] = MARKET_GROUPS.map((entry) => ({
    G: entry.group,
    N: entry.names[lang],
    E: entry.outcomeTypes.map((type) => ({
      T: type,
      N: OUTCOME_NAMES[type]?.[lang] ?? String(type),
    })),
  }));
  return JSON.stringify(markets);
}
