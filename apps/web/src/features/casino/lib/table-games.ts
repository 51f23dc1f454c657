import { i18nKey } from '../../../shared/i18n/i18n-key.ts';

/*
 * The in-house games this site has a table for. The catalogue lists more (the slot, blackjack,
 * an outside studio's games): the lobby shows only the games a card can open, since a card that
 * leads nowhere is a promise the page cannot keep.
 */
export const TABLE_GAMES = ['roulette', 'dice', 'keno', 'baccarat'] as const;
export type TableGameSlug = (typeof TABLE_GAMES)[number];

export function isTableGame(slug: string | undefined): slug is TableGameSlug {
  return (TABLE_GAMES as readonly (string | undefined)[]).includes(slug);
}

/** The game's name in the dictionary, as the catalogue names it (`nameKey`). */
export const GAME_NAME_KEYS: Readonly<Record<TableGameSlug, string>> = {
  roulette: i18nKey('casino_game_roulette'),
  dice: i18nKey('casino_game_dice'),
  keno: i18nKey('casino_game_keno'),
  baccarat: i18nKey('casino_game_baccarat'),
};

/** A round's game as the history names it; a game without a table keeps its catalogue key. */
export function gameNameKey(slug: string): string {
  return isTableGame(slug) ? GAME_NAME_KEYS[slug] : `casino_game_${slug.replaceAll('-', '_')}`;
}

/**
 * A table game's card picture, in the web app's public files where the catalogue's `image`
 * points (`/casino/<slug>.svg`). Only the games with a table have one drawn yet.
 */
export const gameArt = (slug: TableGameSlug) => `/casino/${slug}.svg`;
