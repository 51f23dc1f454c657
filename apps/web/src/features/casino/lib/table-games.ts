import { SHARED_TABLE_GAMES, type SharedTableGameSlug } from '@arenabet/contracts/casino-tables';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';

/*
 * The in-house games this site has a table for. The catalogue lists more (an outside studio's
 * games): the lobby shows only the games a card can open, since a card that
 * leads nowhere is a promise the page cannot keep. Most are played from the player's own seed
 * pair; crash and the live wheel are shared tables, one round for every player at once.
 */
export const SEEDED_GAMES = [
  'roulette',
  'dice',
  'keno',
  'baccarat',
  'gem-mine',
  'blackjack',
] as const;
export type SeededGameSlug = (typeof SEEDED_GAMES)[number];

export const TABLE_GAMES = [...SEEDED_GAMES, ...SHARED_TABLE_GAMES] as const;
export type TableGameSlug = (typeof TABLE_GAMES)[number];
export type { SharedTableGameSlug };

export function isTableGame(slug: string | undefined): slug is TableGameSlug {
  return (TABLE_GAMES as readonly (string | undefined)[]).includes(slug);
}

export function isSeededGame(slug: string | undefined): slug is SeededGameSlug {
  return (SEEDED_GAMES as readonly (string | undefined)[]).includes(slug);
}

export function isSharedTable(slug: string | undefined): slug is SharedTableGameSlug {
  return (SHARED_TABLE_GAMES as readonly (string | undefined)[]).includes(slug);
}

/** The game's name in the dictionary, as the catalogue names it (`nameKey`). */
export const GAME_NAME_KEYS: Readonly<Record<TableGameSlug, string>> = {
  roulette: i18nKey('casino_game_roulette'),
  dice: i18nKey('casino_game_dice'),
  keno: i18nKey('casino_game_keno'),
  baccarat: i18nKey('casino_game_baccarat'),
  'gem-mine': i18nKey('casino_game_gem_mine'),
  blackjack: i18nKey('casino_game_blackjack'),
  crash: i18nKey('casino_game_crash'),
  'live-roulette': i18nKey('casino_game_live_roulette'),
};

/** A round's game as the history names it; a game without a table keeps its catalogue key. */
export function gameNameKey(slug: string): string {
  return isTableGame(slug) ? GAME_NAME_KEYS[slug] : `casino_game_${slug.replaceAll('-', '_')}`;
}

/**
 * A table game's card picture, in the web app's public files where the catalogue's `image`
 * points (`/casino/<slug>.svg`); every catalogue game has one, for outside clients of the preview.
 */
export const gameArt = (slug: TableGameSlug) => `/casino/${slug}.svg`;
