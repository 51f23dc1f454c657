import type { PreviewGame } from '@arenabet/contracts/casino-catalogue';
import {
  CASINO_CATEGORY,
  type CasinoCategorySlug,
  casinoCategoryId,
} from '@arenabet/reference/casino';

/*
 * The lobby's view: which category, what was searched and in which order. It lives in the
 * address (`?category=roulette&q=rou&sort=new`), so a reload or a shared link opens the same
 * list.
 */

/** Popular first, newest first, or the games with a jackpot first (then by popularity). */
export type LobbySort = 'popular' | 'new' | 'jackpot';
export const LOBBY_SORTS: readonly LobbySort[] = ['popular', 'new', 'jackpot'];

export interface LobbyView {
  /** A category's slug; undefined for every game. */
  category: CasinoCategorySlug | undefined;
  query: string;
  sort: LobbySort;
}

export const DEFAULT_LOBBY_VIEW: LobbyView = { category: undefined, query: '', sort: 'popular' };

/** The longest search kept: a pasted page of text is not a game's name. */
const QUERY_MAX = 60;

export function readLobbyView(params: URLSearchParams): LobbyView {
  const slug = params.get('category') ?? '';
  const sort = params.get('sort');
  return {
    category: casinoCategoryId(slug) === undefined ? undefined : (slug as CasinoCategorySlug),
    query: (params.get('q') ?? '').slice(0, QUERY_MAX),
    sort: LOBBY_SORTS.find((known) => known === sort) ?? 'popular',
  };
}

export function writeLobbyView(view: LobbyView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.category) params.set('category', view.category);
  if (view.query) params.set('q', view.query.slice(0, QUERY_MAX));
  if (view.sort !== 'popular') params.set('sort', view.sort);
  return params;
}

/**
 * The order of the chips after "all" and the favourites: the lobby's own lists first, then the
 * kinds of game. Only categories that hold a game get a chip.
 */
const CATEGORY_ORDER: readonly CasinoCategorySlug[] = [
  'popular',
  'new',
  'roulette',
  'table-games',
  'baccarat',
  'blackjack',
  'keno',
  'lottery',
  'slots',
  'poker',
  'crash',
  'bingo',
  'jackpot',
  'live-casino',
];

export interface LobbyCategory {
  slug: CasinoCategorySlug;
  count: number;
}

/**
 * The chips: the favourites always (a visitor learns from its empty list what the star does),
 * then each category of the order that holds a game.
 */
export function lobbyCategories(
  games: readonly PreviewGame[],
  favourites: readonly number[],
): LobbyCategory[] {
  const starred = games.filter((game) => favourites.includes(game.id)).length;
  const kinds = CATEGORY_ORDER.map((slug) => ({
    slug,
    count: games.filter((game) => game.categories.includes(CASINO_CATEGORY[slug])).length,
  })).filter((category) => category.count > 0);
  return [{ slug: 'favourite', count: starred }, ...kinds];
}

/** Lower case, without accents: "Рулетка" finds "рулетка", "roulette" finds "Roulette". */
export function searchable(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

export interface LobbyPreferences {
  /** Starred games' ids. */
  favourites: readonly number[];
  /** Pinned games' ids, in the order pinned: they lead the list. */
  pinned: readonly number[];
  /** The game's name in the page's language. */
  nameOf(game: PreviewGame): string;
}

const byPopularity = (a: PreviewGame, b: PreviewGame) => a.popularity - b.popularity;
const byNewest = (a: PreviewGame, b: PreviewGame) =>
  b.addedOn.localeCompare(a.addedOn) || byPopularity(a, b);
/** The games with a progressive jackpot first, each part by popularity. */
const byJackpot = (a: PreviewGame, b: PreviewGame) =>
  Number(b.jackpotReturn !== undefined) - Number(a.jackpotReturn !== undefined) ||
  byPopularity(a, b);
const ORDERS = { popular: byPopularity, new: byNewest, jackpot: byJackpot } as const;

/** The games the view shows, pinned ones first in the order they were pinned. */
export function lobbyGames(
  games: readonly PreviewGame[],
  view: LobbyView,
  preferences: LobbyPreferences,
): PreviewGame[] {
  const query = searchable(view.query);
  const inCategory = (game: PreviewGame) => {
    if (!view.category) return true;
    if (view.category === 'favourite') return preferences.favourites.includes(game.id);
    return game.categories.includes(CASINO_CATEGORY[view.category]);
  };
  const found = (game: PreviewGame) =>
    query === '' ||
    searchable(preferences.nameOf(game)).includes(query) ||
    game.slug.includes(query);
  const shown = games.filter((game) => inCategory(game) && found(game));
  const sorted = shown.sort(ORDERS[view.sort]);
  const pinRank = (game: PreviewGame) => {
    const rank = preferences.pinned.indexOf(game.id);
    return rank < 0 ? Number.POSITIVE_INFINITY : rank;
  };
  // A stable sort: unpinned games keep the order chosen above.
  return sorted.sort((a, b) => {
    const [ra, rb] = [pinRank(a), pinRank(b)];
    return ra === rb ? 0 : ra < rb ? -1 : 1;
  });
}
