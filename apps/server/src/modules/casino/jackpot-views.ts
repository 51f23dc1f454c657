import type { JackpotPot } from '@arenabet/contracts/casino';
import { JACKPOT_GAMES } from '@arenabet/domain/casino/jackpot';
import { currencyById } from '@arenabet/reference/currencies';
import type { ModuleDeps } from '../../module-deps.ts';
import { type Jackpots, termsFor } from './jackpots.ts';
import { currencyIsoOf } from './round-views.ts';

/**
 * The pots for the ticker: each jackpot game's pot in every currency the site takes, the ones
 * no spin has opened yet at the seed they would open with, then any other open pot.
 */
export async function jackpotsNow(
  jackpots: Jackpots,
  deps: Pick<ModuleDeps, 'siteSettings'>,
): Promise<JackpotPot[]> {
  const [rows, settings] = await Promise.all([jackpots.pots(), deps.siteSettings()]);
  const currencies = settings?.currencies ?? [];
  const pots: JackpotPot[] = [];
  for (const game of JACKPOT_GAMES) {
    const mine = rows.filter((row) => row.game === game);
    const ids = new Set([
      ...currencies.map((currency) => currency.id),
      ...mine.map((r) => r.currencyId),
    ]);
    for (const currencyId of ids) {
      const row = mine.find((candidate) => candidate.currencyId === currencyId);
      const seed = row?.seed ?? termsFor(currencyId, currencies)?.seed;
      // A currency the site has no rate for has no pot to show.
      if (seed === undefined) continue;
      pots.push({
        game,
        currencyIso: currencyIsoOf(currencyId),
        precision: currencyById(currencyId)?.precision ?? 2,
        amount: row?.amount ?? seed,
        seed,
        open: row !== undefined,
        wins: row?.wins ?? 0,
        lastWin: row?.lastWin ?? null,
        lastWonAt: row?.lastWonAt?.toISOString() ?? null,
      });
    }
  }
  return pots;
}
