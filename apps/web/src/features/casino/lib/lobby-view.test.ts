import type { PreviewGame } from '@arenabet/contracts/casino-catalogue';
import { CASINO_CATEGORY } from '@arenabet/reference/casino';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOBBY_VIEW,
  type LobbyView,
  lobbyCategories,
  lobbyGames,
  readLobbyView,
  searchable,
  writeLobbyView,
} from './lobby-view.ts';

const game = (fields: Partial<PreviewGame> & Pick<PreviewGame, 'id' | 'slug'>): PreviewGame => ({
  nameKey: `casino_game_${fields.slug}`,
  providerId: 1,
  providerSlug: 'arenabet',
  categories: [],
  returnToPlayer: 0.97,
  bestReturn: 0.97,
  image: `/casino/${fields.slug}.svg`,
  addedOn: '2026-11-28',
  popularity: 1,
  hasDemo: true,
  ...fields,
});

const { roulette, keno, jackpot, popular, new: fresh, 'table-games': table } = CASINO_CATEGORY;
const GAMES = [
  game({ id: 1, slug: 'roulette', categories: [roulette, table, popular], popularity: 2 }),
  game({ id: 2, slug: 'dice', categories: [table, popular, fresh], popularity: 3 }),
  game({ id: 3, slug: 'keno', categories: [keno, fresh], popularity: 4, addedOn: '2026-12-01' }),
  game({ id: 4, slug: 'gem-mine', categories: [jackpot], popularity: 5, jackpotReturn: 0.011 }),
];
const NAMES: Record<string, string> = { roulette: 'Рулетка', dice: 'Кости', keno: 'Кено' };
const preferences = (pinned: number[] = [], favourites: number[] = []) => ({
  pinned,
  favourites,
  nameOf: (shown: PreviewGame) => NAMES[shown.slug] ?? shown.slug,
});
const view = (fields: Partial<LobbyView>): LobbyView => ({ ...DEFAULT_LOBBY_VIEW, ...fields });
const slugs = (games: PreviewGame[]) => games.map((shown) => shown.slug);

describe('the lobby view in the address', () => {
  it('reads back what it writes, leaving defaults out', () => {
    const chosen = view({ category: 'roulette', query: 'ру', sort: 'new' });
    expect(readLobbyView(writeLobbyView(chosen))).toEqual(chosen);
    const jackpots = view({ sort: 'jackpot' });
    expect(readLobbyView(writeLobbyView(jackpots))).toEqual(jackpots);
    expect(writeLobbyView(DEFAULT_LOBBY_VIEW).toString()).toBe('');
  });

  it('ignores what it does not know', () => {
    const params = new URLSearchParams('category=darts&sort=random&q=x');
    expect(readLobbyView(params)).toEqual(view({ query: 'x' }));
  });
});

describe('lobbyCategories', () => {
  it('offers the favourites, then only categories holding a game, lists first', () => {
    expect(lobbyCategories(GAMES, [3])).toEqual([
      { slug: 'favourite', count: 1 },
      { slug: 'popular', count: 2 },
      { slug: 'new', count: 2 },
      { slug: 'roulette', count: 1 },
      { slug: 'table-games', count: 2 },
      { slug: 'keno', count: 1 },
      { slug: 'jackpot', count: 1 },
    ]);
  });
});

describe('lobbyGames', () => {
  it('orders by popularity or by date, newest first', () => {
    expect(slugs(lobbyGames(GAMES, view({}), preferences()))).toEqual([
      'roulette',
      'dice',
      'keno',
      'gem-mine',
    ]);
    expect(slugs(lobbyGames(GAMES, view({ sort: 'new' }), preferences()))).toEqual([
      'keno',
      'roulette',
      'dice',
      'gem-mine',
    ]);
    expect(slugs(lobbyGames(GAMES, view({ sort: 'jackpot' }), preferences()))).toEqual([
      'gem-mine',
      'roulette',
      'dice',
      'keno',
    ]);
  });

  it('filters by category, and by the favourites for the favourite category', () => {
    expect(slugs(lobbyGames(GAMES, view({ category: 'table-games' }), preferences()))).toEqual([
      'roulette',
      'dice',
    ]);
    const starred = preferences([], [3, 2]);
    expect(slugs(lobbyGames(GAMES, view({ category: 'favourite' }), starred))).toEqual([
      'dice',
      'keno',
    ]);
  });

  it('finds games by their name in the language, in any case, or by slug', () => {
    expect(slugs(lobbyGames(GAMES, view({ query: 'РУЛ' }), preferences()))).toEqual(['roulette']);
    expect(slugs(lobbyGames(GAMES, view({ query: 'keno' }), preferences()))).toEqual(['keno']);
    expect(lobbyGames(GAMES, view({ query: 'poker' }), preferences())).toEqual([]);
  });

  it('puts pinned games first, in the order they were pinned', () => {
    expect(slugs(lobbyGames(GAMES, view({}), preferences([3, 2])))).toEqual([
      'keno',
      'dice',
      'roulette',
      'gem-mine',
    ]);
  });
});

describe('searchable', () => {
  it('drops accents and case', () => {
    expect(searchable(' Baccarà ')).toBe('baccara');
  });
});
