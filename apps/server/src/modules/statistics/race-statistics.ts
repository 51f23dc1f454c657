import {
  type HorseRaces,
  type HorsesRace,
  MARKET_GROUP,
  RACE_RUNNER_TYPE_BASE,
} from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import { type LocalizedName, nameIn } from '@arenabet/reference/localized';
import { SPORT_ID } from '@arenabet/reference/sports';
import type { SourceGame } from '../feed/source.ts';
import type { FeedLookup } from './feed-lookup.ts';
import type { HistoryIndex } from './history-index.ts';
import { stableUnit } from './stable-hash.ts';
import { unknownId } from './statistics-error.ts';

/*
 * Horse races: the feed lists a race's runners by number, by name. A horse runs at one meeting
 * (champ) and its name is unique there, though another meeting may have a namesake; so the
 * horse's id is derived from the meeting and the English name: the same horse has the same id
 * in every race and on every instance.
 */
export function horseIdOf(champId: number, name: LocalizedName): number {
  const chars = [...name.en].map((char) => char.charCodeAt(0));
  return 1 + Math.floor(stableUnit(champId, ...chars) * 2_147_483_646);
}

/** Runner numbers in finishing order, from the result the feed keeps once a race is run. */
export function finishingOrder(game: SourceGame): number[] {
  const entry = game.live?.info.find((item) => item.key === 'order');
  if (!entry) return [];
  return entry.value
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n >= 1);
}

function placeOf(order: readonly number[], runnerNumber: number): number | undefined {
  const index = order.indexOf(runnerNumber);
  return index === -1 ? undefined : index + 1;
}

async function raceGame(lookup: FeedLookup, gameId: number): Promise<SourceGame> {
  const game = await lookup.game(gameId);
  if (!game.runners) throw unknownId('gameId', gameId);
  return game;
}

export async function horsesRace(lookup: FeedLookup, gameId: number): Promise<HorsesRace> {
  const game = await raceGame(lookup, gameId);
  const order = finishingOrder(game);
  const odds = new Map(
    game.outcomes
      .filter((o) => o.group === MARKET_GROUP.raceWinner && !o.locked)
      .map((o) => [o.type - RACE_RUNNER_TYPE_BASE, o.odds]),
  );
  return {
    gameId: game.id,
    champId: game.champId,
    champName: await lookup.champName(game.champId),
    startsAt: game.startsAt,
    isFinished: game.status === GAME_STATUS.SETTLED,
    runners: (game.runners ?? []).map((name, index) => {
      const number = index + 1;
      const runnerOdds = odds.get(number);
      const place = placeOf(order, number);
      return {
        number,
        horseId: horseIdOf(game.champId, name),
        name: nameIn(name, lookup.lng),
        ...(runnerOdds === undefined ? {} : { odds: runnerOdds }),
        ...(place === undefined ? {} : { place }),
      };
    }),
  };
}

export async function horseRaces(
  lookup: FeedLookup,
  history: HistoryIndex,
  horseId: number,
  count: number,
): Promise<HorseRaces> {
  const races = (await history.sport(SPORT_ID.horseRacing)).races.flatMap((game) => {
    const index = (game.runners ?? []).findIndex(
      (name) => horseIdOf(game.champId, name) === horseId,
    );
    return index === -1 ? [] : [{ game, number: index + 1, name: game.runners?.[index] }];
  });
  const first = races[0]?.name;
  if (!first) throw unknownId('horseId', horseId);
  const placed = races.map((race) => ({
    ...race,
    place: placeOf(finishingOrder(race.game), race.number),
  }));
  const shown = placed.slice(0, count);
  const champNames = await Promise.all(shown.map((race) => lookup.champName(race.game.champId)));
  return {
    horse: { id: horseId, name: nameIn(first, lookup.lng) },
    starts: placed.length,
    wins: placed.filter((race) => race.place === 1).length,
    podiums: placed.filter((race) => race.place !== undefined && race.place <= 3).length,
    races: shown.map((race, index) => ({
      gameId: race.game.id,
      champName: champNames[index] ?? '',
      startsAt: race.game.startsAt,
      number: race.number,
      runners: race.game.runners?.length ?? 0,
      ...(race.place === undefined ? {} : { place: race.place }),
    })),
  };
}
