import type { MinorUnits } from './game.ts';
import { uniform52 } from './games/crash.ts';
import { pureSeedHmac, type RoundSeeds, type SeedHmac } from './provably-fair.ts';

/*
 * The progressive jackpot of Gem Mine. Every paid spin puts 1 % of its stake in the pot of its
 * currency; each spin has a chance of winning the whole pot proportional to its stake, one in
 * `odds` per minor unit staked, up to a cap; after a win the pot starts again from its seed,
 * which the house puts in. The stake counts only up to the cap in both the contribution and the
 * chance, so every unit staked up to it buys the same share of the jackpot.
 *
 * The return: a unit staked wins the pot with chance 1 / odds, and the pot it wins holds on
 * average the seed and 1 % of the odds' worth of stakes, so the jackpot returns 1 % plus
 * seed / odds of what is staked, on top of the base game's 95.90 %.
 *
 * Whether a spin wins is drawn from the round's own seeds apart from its reels:
 * HMAC-SHA256(server seed, `client:nonce:jackpot`), its first 52 bits r, and the spin wins when
 * r × odds < counted stake × 2^52 (whole numbers): a chance within 2^-52 of stake / odds.
 */

export const JACKPOT_GAMES: ReadonlySet<string> = new Set(['gem-mine']);
/** Hundredths of a stake that go to the pot: 1 %. */
export const JACKPOT_CONTRIBUTION_HUNDREDTHS = 1;

export interface JackpotTerms {
  /** Minor units staked per expected win: €1 000 000 in euros. */
  odds: number;
  /** What the pot starts from, the house's money. */
  seed: MinorUnits;
  /** The most of one spin's stake that counts. */
  stakeCap: MinorUnits;
}

/** The terms in euro cents; another currency's are these converted at the site's rate. */
export const JACKPOT_EURO_TERMS: JackpotTerms = {
  odds: 100_000_000,
  seed: 100_000,
  stakeCap: 100_000,
};

/** The jackpot's share of the return to player. */
export function jackpotReturnOf(terms: JackpotTerms): number {
  return JACKPOT_CONTRIBUTION_HUNDREDTHS / 100 + terms.seed / terms.odds;
}

/**
 * What a spin puts in the pot, in whole minor units, and the hundredths of a unit carried to
 * the next spin: the pot gets exactly 1 % of every counted stake over time.
 */
export function contributionOf(stake: MinorUnits, carry: number, terms: JackpotTerms) {
  const hundredths = carry + Math.min(stake, terms.stakeCap) * JACKPOT_CONTRIBUTION_HUNDREDTHS;
  return { whole: Math.floor(hundredths / 100), carry: hundredths % 100 };
}

const RANGE = 2n ** 52n;

/** The spin's jackpot word: the first 52 bits of its HMAC under `…:jackpot`. */
export function jackpotWordOf(seeds: RoundSeeds, hmac: SeedHmac = pureSeedHmac): number {
  return uniform52(hmac(seeds.serverSeed, `${seeds.clientSeed}:${seeds.nonce}:jackpot`));
}

/** Whether the spin with this word and stake wins the pot. */
export function winsJackpot(word: number, stake: MinorUnits, terms: JackpotTerms): boolean {
  const counted = BigInt(Math.min(stake, terms.stakeCap));
  return BigInt(word) * BigInt(terms.odds) < counted * RANGE;
}

/** The terms in a currency `rate` units per euro, with `precision` digits of minor units. */
export function jackpotTermsIn(rate: number, precision: number): JackpotTerms {
  const scale = (rate * 10 ** precision) / 100;
  const minor = (cents: number) => Math.max(1, Math.round(cents * scale));
  return {
    odds: minor(JACKPOT_EURO_TERMS.odds),
    seed: minor(JACKPOT_EURO_TERMS.seed),
    stakeCap: minor(JACKPOT_EURO_TERMS.stakeCap),
  };
}

/** What the round shows of its jackpot draw: the terms it was drawn under and the result. */
export interface JackpotDraw extends JackpotTerms {
  won: boolean;
  /** The pot paid, 0 when not won. */
  amount: MinorUnits;
}
