import type { CashOutPrice } from '@arenabet/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { CoalescingRounds } from '../../platform/coalescing-rounds.ts';
import type { FeedChangeBatch } from '../feed/feed-api.ts';
import type { CashOut, Position } from './cash-out.ts';
import { couponLegs, coupons } from './schema.ts';

/*
 * Cash-out prices as the games tick: each batch of the feed reprices the open bets on the games
 * it changed, of the players connected to this instance, and pushes each player their prices.
 * A round that is still running when the next batch comes is followed by one round for all the
 * games that changed meanwhile, so a busy feed never queues rounds.
 */
export class CashOutPush {
  private readonly rounds: CoalescingRounds<number>;

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db'>,
    private readonly services: AppServices,
    private readonly cashOut: CashOut,
    log: { error(details: object, message: string): void },
  ) {
    this.rounds = new CoalescingRounds(
      (games) => this.reprice(games),
      (error) => log.error({ err: error }, 'cash-out prices failed'),
    );
  }

  handleBatch(batch: FeedChangeBatch): void {
    this.rounds.add(batch.changes.map((change) => change.parentId ?? change.gameId));
  }

  /** Resolves once the rounds in progress are done (tests, shutdown). */
  idle(): Promise<void> {
    return this.rounds.idle();
  }

  /** Prices every connected player's open bets on these games and pushes them. */
  async reprice(gameIds: readonly number[]): Promise<number> {
    const players = this.services.livePush.connectedPlayers();
    if (players.length === 0 || gameIds.length === 0) return 0;
    // A duel is priced from its two games: it moves when either does.
    const duels = await this.services.feed.duelsOf(...gameIds);
    const onGames = this.deps.db
      .selectDistinct({ id: couponLegs.couponId })
      .from(couponLegs)
      .where(
        and(
          inArray(couponLegs.parentGameId, [...gameIds, ...duels]),
          eq(couponLegs.result, 'open'),
        ),
      );
    const positions = await this.cashOut.openPositions(
      and(inArray(coupons.playerId, players), inArray(coupons.id, onGames)),
    );
    let pushed = 0;
    for (const [playerId, own] of byPlayer(positions)) {
      const settings = await this.cashOut.settingsFor(playerId).catch(() => undefined);
      if (!settings) continue;
      pushed += this.push(playerId, await this.cashOut.prices(own, settings));
    }
    return pushed;
  }

  private push(playerId: number, prices: Map<number, CashOutPrice>): number {
    const list = [...prices.values()];
    this.services.livePush.sendToPlayers([playerId], {
      type: 'bets',
      event: 'cash_out',
      couponIds: list.map((price) => price.couponId),
      prices: list,
    });
    return list.length;
  }
}

function byPlayer(positions: readonly Position[]): Map<number, Position[]> {
  const players = new Map<number, Position[]>();
  for (const position of positions) {
    const { playerId } = position.coupon;
    players.set(playerId, [...(players.get(playerId) ?? []), position]);
  }
  return players;
}
