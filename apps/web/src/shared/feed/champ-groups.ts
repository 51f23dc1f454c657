import type { FeedGame } from '@arenabet/contracts';

export interface ChampGroup {
  champId: number;
  champName: string;
  sportId: number;
  sportName: string;
  countryName: string | undefined;
  games: FeedGame[];
}

/** Games under their champs, in the order the feed ranked them (first game decides). */
export function groupByChamp(games: readonly FeedGame[]): ChampGroup[] {
  const groups = new Map<number, ChampGroup>();
  for (const game of games) {
    const group = groups.get(game.champId);
    if (group) {
      group.games.push(game);
      continue;
    }
    groups.set(game.champId, {
      champId: game.champId,
      champName: game.champName,
      sportId: game.sportId,
      sportName: game.sportName,
      countryName: game.countryName,
      games: [game],
    });
  }
  return [...groups.values()];
}

export interface SportGroup {
  sportId: number;
  sportName: string;
  champs: ChampGroup[];
}

/** Champ groups under their sports, sports in the order they first appear. */
export function groupBySport(champs: readonly ChampGroup[]): SportGroup[] {
  const sports = new Map<number, SportGroup>();
  for (const champ of champs) {
    const sport = sports.get(champ.sportId);
    if (sport) sport.champs.push(champ);
    else
      sports.set(champ.sportId, {
        sportId: champ.sportId,
        sportName: champ.sportName,
        champs: [champ],
      });
  }
  return [...sports.values()];
}

/** One line of a flattened list: a sport's band, a champ's header, or a game. */
export type ListRow =
  | { kind: 'sport'; key: string; sport: SportGroup }
  | { kind: 'champ'; key: string; champ: ChampGroup }
  | { kind: 'game'; key: string; game: FeedGame; champ: ChampGroup; last: boolean };

/** Sports -> champs -> games as one list, so a virtual list can window it. */
export function flattenGames(games: readonly FeedGame[], withSports: boolean): ListRow[] {
  const rows: ListRow[] = [];
  for (const sport of groupBySport(groupByChamp(games))) {
    if (withSports) rows.push({ kind: 'sport', key: `s${sport.sportId}`, sport });
    for (const champ of sport.champs) {
      rows.push({ kind: 'champ', key: `c${champ.champId}`, champ });
      champ.games.forEach((game, index) => {
        const last = index === champ.games.length - 1;
        rows.push({ kind: 'game', key: `g${game.id}`, game, champ, last });
      });
    }
  }
  return rows;
}
