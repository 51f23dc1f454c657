import { Chances, offerOf, type Position } from '../../apps/server/src/modules/bets/cash-out.ts';
import type { CouponRecord, LegRecord } from '../../apps/server/src/modules/bets/coupon-views.ts';
import { fixtureGame } from '../../apps/server/src/modules/feed/feed-test-kit.ts';
import type { OfferedGame } from '../../apps/server/src/modules/feed/service.ts';
import { readSiteSettings } from '../../packages/domain/src/site-settings.ts';
import { sampleSections } from '../../packages/domain/src/testing/site-config-sample.ts';
import { median } from './timed-run.ts';

/*
 * Cash-out prices when a live game ticks: every open bet on the game is priced again (the
 * push's round, without its database read and its sends). 10 000 open singles and expresses
 * on one game's outcomes, priced from one look at the game's markets per round, beside the
 * same count of plain arithmetic (stake × odds × chance × (1 − margin), floored) in the same
 * run. Rounds alternate and the median is printed.
 */

export interface CashOutBenchOptions {
  rounds: number;
  bets: number;
}

export async function runCashOutBench({ rounds, bets }: CashOutBenchOptions): Promise<void> {
  const game = fixtureGame({ isLive: true });
  const offered: OfferedGame = { game, phase: 'live' } as OfferedGame;
  const feed = { offeredGame: async () => offered };
  const settings = readSiteSettings(sampleSections());
  const positions = openPositions(game.id, game.outcomes, bets);
  const priced: number[] = [];
  const plain: number[] = [];
  for (let round = 0; round < rounds + 1; round++) {
    const started = performance.now();
    const chances = await Chances.load(feed, positions);
    for (const position of positions) offerOf(position, chances, settings);
    const pricedSeconds = (performance.now() - started) / 1000;
    const plainSeconds = plainArithmetic(positions);
    // The first round warms the code up and is not counted.
    if (round === 0) continue;
    priced.push(bets / pricedSeconds);
    plain.push(bets / plainSeconds);
  }
  const quotes = median(priced);
  const baseline = median(plain);
  console.log(
    `\nCash-out prices of ${bets} open bets on one live game, median of ${rounds} rounds`,
  );
  console.log(`  baseline, plain arithmetic: ${Math.round(baseline).toLocaleString('en')} per s`);
  console.log(`  cash-out quotes:            ${Math.round(quotes).toLocaleString('en')} per s`);
  console.log(`  ratio quotes / baseline:    ${(quotes / baseline).toFixed(3)}`);
  console.log(`  one tick of the game:       ${((bets / quotes) * 1000).toFixed(1)} ms`);
}

/** The same count of prices, each from numbers already at hand. */
function plainArithmetic(positions: readonly Position[]): number {
  const started = performance.now();
  let sum = 0;
  for (const { coupon, legs } of positions) {
    let value = coupon.stake;
    for (const leg of legs) value *= (leg.odds / 1000) * (1000 / leg.odds / 1.05);
    sum += Math.floor(value * 0.95 ** legs.length);
  }
  if (sum < 0) console.log(sum);
  return (performance.now() - started) / 1000;
}

/** Singles, and expresses of two of the game's outcomes, on its 1X2 and totals. */
function openPositions(
  gameId: number,
  outcomes: readonly { group: number; type: number; odds: number; line?: number }[],
  count: number,
): Position[] {
  const usable = outcomes.filter((o) => o.group === 1 || o.group === 17);
  return Array.from({ length: count }, (_, i) => {
    const legCount = i % 3 === 0 ? 2 : 1;
    const legs = Array.from({ length: legCount }, (_, position) => {
      const outcome = usable[(i + position * 3) % usable.length] ?? usable[0];
      return legOf(i, position, gameId, outcome);
    });
    const stake = 1000 + (i % 50) * 100;
    const coupon = {
      id: i + 1,
      vid: legCount === 1 ? 0 : 1,
      stake,
      stakeTax: 0,
      soldStake: 0,
      possibleWin: stake * 20,
      currencyId: 12,
    } as unknown as CouponRecord;
    return { coupon, legs };
  });
}

function legOf(
  couponIndex: number,
  position: number,
  gameId: number,
  outcome: { group: number; type: number; odds: number; line?: number } | undefined,
): LegRecord {
  if (!outcome) throw new Error('The fixture game has no 1X2 or totals');
  return {
    id: couponIndex * 2 + position,
    couponId: couponIndex + 1,
    position,
    gameId,
    parentGameId: gameId,
    marketGroup: outcome.group,
    outcomeType: outcome.type,
    paramKey: outcome.line === undefined ? 0 : Math.round(outcome.line * 1000),
    hasParam: outcome.line !== undefined,
    odds: Math.round(outcome.odds * 1000),
    result: 'open',
  } as LegRecord;
}
