import {
  encodeGame,
  type FeedChamp,
  type FeedGame,
  type FeedLiveScore,
  type FeedSubGame,
  type FeedTeam,
  type OutcomeLayout,
} from '@arenabet/contracts';
import { countryById } from '@arenabet/reference/countries';
import type { LocalizedName, ReferenceLanguage } from '@arenabet/reference/localized';
import { sportById } from '@arenabet/reference/sports';
import type { SourceChamp, SourceGame, SourceSubGame, SourceTeam } from '../source.ts';
import { additionalOutcomes, mainOutcomes } from './main-markets.ts';
import type { SnapshotGame } from './snapshot.ts';

/*
 * The site's games in the feed's terms, named in one reference language; the wire form comes
 * from `encodeGame` of the contracts, the one mapping between the two.
 */

/**
 * How much of a game an answer shows: the main markets (lists), every market (a game's page,
 * with its sub-games listed when asked), or none (the game's header).
 */
export type GameView = 'main' | 'all' | 'allWithSubGames' | 'info';

/** Where games find the names of their champ and teams. */
export interface NameBook {
  champ(id: number): SourceChamp | undefined;
  team(id: number): SourceTeam | undefined;
}

export function sportNameIn(sportId: number, lang: ReferenceLanguage): string {
  return sportById(sportId)?.names[lang] ?? String(sportId);
}

function countryNameIn(countryId: number, lang: ReferenceLanguage): string | undefined {
  return countryById(countryId)?.names[lang];
}

/** A team the reference does not know yet (a provider's late addition) still shows its id. */
export function teamNameOf(names: NameBook, id: number): LocalizedName {
  const fallback = `#${id}`;
  return names.team(id)?.name ?? { ru: fallback, en: fallback, ar: fallback };
}

/** The source keeps no team pictures: the format's picture lists go out empty. */
function teamOf(names: NameBook, id: number, lang: ReferenceLanguage): FeedTeam {
  const name = teamNameOf(names, id);
  return { id, name: name[lang], nameEn: name.en, images: [] };
}

export function feedScore(
  live: NonNullable<SourceGame['live']>,
  lang: ReferenceLanguage,
): FeedLiveScore {
  const { periodText, ...score } = live;
  return periodText ? { ...score, periodText: periodText[lang] } : score;
}

function marketCountOf(game: SourceGame): number {
  return game.subGames.reduce((count, sg) => count + sg.outcomes.length, game.outcomes.length);
}

/** The outcomes the view shows (`E`), and in a list the other lines beside them (`AE`). */
function outcomesFor(game: SourceGame, view: GameView) {
  if (view === 'info') return { outcomes: [], additional: [] };
  if (view !== 'main') return { outcomes: game.outcomes, additional: [] };
  const main = mainOutcomes(game.outcomes);
  return { outcomes: main, additional: additionalOutcomes(game.outcomes, main) };
}

export function feedGame(
  game: SourceGame,
  version: number,
  names: NameBook,
  lang: ReferenceLanguage,
  view: GameView,
): FeedGame {
  const champ = names.champ(game.champId);
  const countryId = champ?.countryId;
  const countryName = countryId === undefined ? undefined : countryNameIn(countryId, lang);
  return {
    id: game.id,
    champId: game.champId,
    champName: champ?.name[lang] ?? String(game.champId),
    ...(champ ? { champNameEn: champ.name.en } : {}),
    sportId: game.sportId,
    sportName: sportNameIn(game.sportId, lang),
    home: teamOf(names, game.homeTeamId, lang),
    ...(game.awayTeamId === undefined ? {} : { away: teamOf(names, game.awayTeamId, lang) }),
    startsAt: game.startsAt,
    ...(countryId === undefined ? {} : { countryId }),
    ...(countryName === undefined ? {} : { countryName }),
    marketCount: marketCountOf(game),
    subGames:
      view === 'allWithSubGames'
        ? game.subGames.map((sg, index) => feedSubGame(sg, index + 1, lang))
        : [],
    version,
    priority: game.priority,
    ...(game.category === undefined ? {} : { category: game.category }),
    ...outcomesFor(game, view),
    ...(game.live ? { live: feedScore(game.live, lang) } : {}),
    status: game.status,
    ...(game.runners ? { runners: game.runners.map((name) => name[lang]) } : {}),
  };
}

function feedSubGame(subGame: SourceSubGame, number: number, lang: ReferenceLanguage): FeedSubGame {
  return {
    id: subGame.id,
    number,
    periodName: subGame.periodName[lang],
    kind: subGame.kind,
    kindName: subGame.kindName?.[lang] ?? '',
    marketCount: subGame.outcomes.length,
  };
}

/** A sub-game as a game of its own: the parent's teams and score, its own id and markets. */
export function subGameFeedGame(
  parent: SnapshotGame,
  subGame: SourceSubGame,
  names: NameBook,
  lang: ReferenceLanguage,
): FeedGame {
  const game = feedGame(parent.game, parent.version, names, lang, 'info');
  return {
    ...game,
    id: subGame.id,
    marketCount: subGame.outcomes.length,
    outcomes: subGame.outcomes,
    parentId: parent.game.id,
  };
}

/** The game's wire JSON in one language, view and layout, built once per version of the game. */
export function gameJson(
  entry: SnapshotGame,
  names: NameBook,
  lang: ReferenceLanguage,
  view: GameView,
  layout: OutcomeLayout = 'flat',
): string {
  const key = `${view}:${layout}:${lang}`;
  let json = entry.memo.get(key);
  if (json === undefined) {
    const game = feedGame(entry.game, entry.version, names, lang, view);
    json = JSON.stringify(encodeGame(game, layout));
    entry.memo.set(key, json);
  }
  return json;
}

export function feedChamp(
  champ: SourceChamp,
  gameCount: number,
  lang: ReferenceLanguage,
): FeedChamp {
  const countryName = countryNameIn(champ.countryId, lang);
  return {
    id: champ.id,
    name: champ.name[lang],
    nameEn: champ.name.en,
    sportId: champ.sportId,
    sportName: sportNameIn(champ.sportId, lang),
    countryId: champ.countryId,
    ...(countryName === undefined ? {} : { countryName }),
    gameCount,
    isTop: champ.isTop,
  };
}

/** Every name of a game in every language, lower-cased, for the search. */
export function searchableText(game: SourceGame, names: NameBook): string {
  const localized: (LocalizedName | undefined)[] = [
    names.team(game.homeTeamId)?.name,
    game.awayTeamId === undefined ? undefined : names.team(game.awayTeamId)?.name,
    names.champ(game.champId)?.name,
  ];
  return localized
    .flatMap((name) => (name ? Object.values(name) : []))
    .join('\n')
    .toLocaleLowerCase();
}
