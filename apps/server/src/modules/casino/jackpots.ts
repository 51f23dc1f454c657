import {
  contributionOf,
  JACKPOT_EURO_TERMS,
  type JackpotDraw,
  type JackpotTerms,
  jackpotTermsIn,
  jackpotWordOf,
  winsJackpot,
} from '@arenabet/domain/casino/jackpot';
import type { RoundSeeds } from '@arenabet/domain/casino/provably-fair';
import type { GeoCurrency } from '@arenabet/domain/site-settings-types';
import { currencyById } from '@arenabet/reference/currencies';
import { and, eq } from 'drizzle-orm';
import type { ModuleDeps } from '../../module-deps.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import type { AccountsService } from '../accounts/service.ts';
import { EUR, unitsPerEuro } from './euro-rates.ts';
import { casinoJackpots } from './schema.ts';
import { nodeSeedHmac } from './seeds.ts';

/*
 * The progressive jackpots' pots on the server, one per game and currency, each mirrored by the
 * ledger: the house's casino account pays the seed and every contribution into house_jackpot,
 * and a win takes the whole pot back out to be paid with the round's win through the wallet.
 * A spin locks its pot's row, so contributions and wins of one pot happen one at a time.
 */

export type JackpotRow = typeof casinoJackpots.$inferSelect;

export interface JackpotSpin {
  game: string;
  currencyId: number;
  stake: number;
  seeds: RoundSeeds;
  /** The round's key in the ledger's idempotency keys. */
  roundKey: string;
}

export class Jackpots {
  private readonly opened = new Set<string>();

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock' | 'siteSettings'>,
    private readonly services: { accounts: Pick<AccountsService, 'houseAccount' | 'transferIn'> },
  ) {}

  private get accounts() {
    return this.services.accounts;
  }

  /**
   * Opens the game's pot in a currency, seeded by the house, and the house accounts it moves.
   * Called before the spin's transaction (each takes a connection of its own on first use).
   */
  async open(game: string, currencyId: number): Promise<void> {
    const key = `${game}:${currencyId}`;
    if (this.opened.has(key)) return;
    const [casino, jackpot] = await Promise.all([
      this.accounts.houseAccount('house_casino', currencyId),
      this.accounts.houseAccount('house_jackpot', currencyId),
    ]);
    const terms = await this.termsIn(currencyId);
    if (!terms) return;
    await withTransaction(this.deps.db, async (tx) => {
      const [pot] = await tx
        .insert(casinoJackpots)
        .values({ game, currencyId, amount: terms.seed, ...terms, openedAt: this.deps.clock.now() })
        .onConflictDoNothing()
        .returning();
      if (!pot) return;
      await this.accounts.transferIn(tx, {
        idempotencyKey: `jackpot:seed:${pot.id}:0`,
        kind: 'jackpot_seed',
        postings: [
          { accountId: casino, amount: -terms.seed },
          { accountId: jackpot, amount: terms.seed },
        ],
      });
    });
    this.opened.add(key);
  }

  /**
   * A paid spin's part in the pot: its contribution, and the whole pot when it wins; none in a
   * currency without a pot.
   */
  async spin(tx: Transaction, spin: JackpotSpin): Promise<JackpotDraw | undefined> {
    const [pot] = await tx
      .select()
      .from(casinoJackpots)
      .where(
        and(eq(casinoJackpots.game, spin.game), eq(casinoJackpots.currencyId, spin.currencyId)),
      )
      .for('update');
    if (!pot) return undefined;
    const casino = await this.accounts.houseAccount('house_casino', spin.currencyId);
    const jackpot = await this.accounts.houseAccount('house_jackpot', spin.currencyId);
    const move = (what: string, kind: string, amount: number) =>
      this.accounts.transferIn(tx, {
        idempotencyKey: `jackpot:${what}`,
        kind,
        postings: [
          { accountId: casino, amount: -amount },
          { accountId: jackpot, amount },
        ],
      });
    const { whole, carry } = contributionOf(spin.stake, pot.carry, pot);
    if (whole > 0) await move(`in:${spin.roundKey}`, 'jackpot_contribution', whole);
    const amount = pot.amount + whole;
    const won = winsJackpot(jackpotWordOf(spin.seeds, nodeSeedHmac), spin.stake, pot);
    const terms = { odds: pot.odds, seed: pot.seed, stakeCap: pot.stakeCap };
    if (!won) {
      await tx.update(casinoJackpots).set({ amount, carry }).where(eq(casinoJackpots.id, pot.id));
      return { ...terms, won, amount: 0 };
    }
    await move(`win:${spin.roundKey}`, 'jackpot_win', -amount);
    await move(`seed:${pot.id}:${pot.wins + 1}`, 'jackpot_seed', pot.seed);
    await tx
      .update(casinoJackpots)
      .set({
        amount: pot.seed,
        carry,
        wins: pot.wins + 1,
        lastWin: amount,
        lastWonAt: this.deps.clock.now(),
      })
      .where(eq(casinoJackpots.id, pot.id));
    return { ...terms, won, amount };
  }

  /** Every pot open now. */
  pots(): Promise<JackpotRow[]> {
    return this.deps.db.select().from(casinoJackpots).orderBy(casinoJackpots.id);
  }

  /** The terms in a currency: the euro's, converted at the site's rates when it has them. */
  async termsIn(currencyId: number): Promise<JackpotTerms | undefined> {
    const settings = await this.deps.siteSettings();
    return termsFor(currencyId, settings?.currencies ?? []);
  }
}

/**
 * A currency's terms, the euro's at the site's rate; none where the site has no rate for it (a
 * pot is not opened on guessed terms: that currency's spins play the reels alone).
 */
export function termsFor(
  currencyId: number,
  rates: readonly GeoCurrency[],
): JackpotTerms | undefined {
  const rate = unitsPerEuro(currencyId, rates);
  if (rate === undefined) return undefined;
  if (currencyId === EUR) return JACKPOT_EURO_TERMS;
  return jackpotTermsIn(rate, currencyById(currencyId)?.precision ?? 2);
}
