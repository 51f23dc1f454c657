import type { JackpotPot } from '@arenabet/contracts/casino';

/**
 * The pot a viewer's spins would play for: the one in the currency they play in (their active
 * account's, or the site's first currency for a visitor), else the game's first pot.
 */
export function viewerPot(
  pots: readonly JackpotPot[],
  game: string,
  currencyIso: string | undefined,
): JackpotPot | undefined {
  const games = pots.filter((pot) => pot.game === game);
  return games.find((pot) => pot.currencyIso === currencyIso) ?? games[0];
}
