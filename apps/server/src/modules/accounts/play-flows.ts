import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { rows } from './consistency.ts';
import { type HouseAccountKind, PLAYABLE_ACCOUNT_KINDS } from './schema.ts';

/*
 * A player's play as the ledger saw it: the movements between their accounts and the house's
 * betting and casino accounts. Cash in and out (payments, withdrawals) and bonuses are not play.
 * A stake given back (a void, a rollback) is both staked and returned, so the net is right.
 */

/** The house's sides of play: stakes, wins, taxes, covers, holds and credit of bets and games. */
const PLAY_HOUSE_KINDS: readonly HouseAccountKind[] = [
  'house_bets',
  'house_wins',
  'house_casino',
  'house_jackpot',
  'house_taxes',
  'house_insurance',
  'house_vip_holds',
  'house_advances',
];

export interface PlayFlow {
  currencyId: number;
  /** Minor units out of the player's accounts into play. */
  staked: number;
  /** Minor units back from play: wins, refunds, sales. */
  returned: number;
}

const list = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/** What the player staked and got back since `since`, per currency. */
export async function playFlowsSince(
  db: Database,
  playerId: number,
  since: Date,
): Promise<PlayFlow[]> {
  const found = await rows<{ currencyId: number; staked: string; returned: string }>(
    db,
    sql`select p.currency_id as "currencyId",
               coalesce(sum(-p.amount) filter (where p.amount < 0), 0)::text as staked,
               coalesce(sum(p.amount) filter (where p.amount > 0), 0)::text as returned
        from ledger_postings p
        join accounts mine on mine.id = p.account_id
        where mine.owner_id = ${playerId}
          and mine.kind in (${list(PLAYABLE_ACCOUNT_KINDS)})
          and p.created_at >= ${since.toISOString()}
          and exists (
            select 1 from ledger_postings other
            join accounts house on house.id = other.account_id
            where other.transaction_id = p.transaction_id
              and house.kind in (${list(PLAY_HOUSE_KINDS)})
          )
        group by p.currency_id`,
  );
  return found.map((row) => ({
    currencyId: Number(row.currencyId),
    staked: Number(row.staked),
    returned: Number(row.returned),
  }));
}
