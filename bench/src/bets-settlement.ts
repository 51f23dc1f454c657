import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { TransferRequest } from '../../apps/server/src/modules/accounts/service.ts';
import { EUR } from '../../apps/server/src/modules/bets/bets-test-kit.ts';
import type { SourceGame } from '../../apps/server/src/modules/feed/source.ts';
import type { Database } from '../../apps/server/src/platform/db/client.ts';
import { withTransaction } from '../../apps/server/src/platform/db/transaction.ts';
import type { BetsWorld, Bettor } from './bets-world.ts';
import { couponEventsOf } from './bets-world.ts';
import { type StatementTime, startStatementTimer } from './statement-timer.ts';

/*
 * Settling one game with many single bets on it. Setup: one real bet per outcome through
 * MakeBetWeb, then copies of those coupons (same stake, tax, odds, possible win, leg names),
 * written set-based, whose stakes really leave the players' accounts through the accounts
 * service's batch transfer. Then the feed finishes the game and the app settles it, timed.
 */

export interface SettlementRun {
  coupons: number;
  seconds: number;
  /** Statements sent while settling, slowest first (the setup's are not counted). */
  statements: StatementTime[];
}

/** Owner ids of the settlement's players, who exist only in the ledger. */
const FIRST_OWNER_ID = 3_000_000;
/** Coupons (with their stakes) written per transaction while setting up. */
const SETUP_BATCH = 25_000;

export async function settleManyBets(
  world: BetsWorld,
  templateBettor: Bettor,
  bets: number,
  accounts: number,
): Promise<SettlementRun> {
  const game = await world.openGame();
  const templates = await placeTemplates(world, game, templateBettor);
  const owners = await openAccounts(world, accounts, bets);
  for (let first = 0; first < bets; first += SETUP_BATCH) {
    await writeCopies(world, templates, owners, first, Math.min(bets, first + SETUP_BATCH));
  }
  await world.database.db.execute(sql`analyze coupons; analyze coupon_legs`);

  world.feed.finish(game.id, 2, 1);
  const timer = startStatementTimer();
  const started = performance.now();
  await world.tick();
  const seconds = (performance.now() - started) / 1000;
  const statements = timer.stop();
  const coupons = await settledCount(world, game.id, bets + templates.length);
  return { coupons, seconds, statements };
}

interface Template {
  couponId: number;
  stake: number;
  stakeTax: number;
}

/** One accepted single on each outcome of the game, placed over HTTP as a player would. */
async function placeTemplates(
  world: BetsWorld,
  game: SourceGame,
  bettor: Bettor,
): Promise<Template[]> {
  for (const event of couponEventsOf([game])) {
    const response = await fetch(`${world.origin}/service-api/LiveBet/Secure/MakeBetWeb?lng=en`, {
      method: 'POST',
      headers: {
        'content-type': 'application/vnd.api+json',
        authorization: `Bearer ${bettor.token}`,
      },
      body: JSON.stringify({
        data: { attributes: { couponEvents: [event], vid: 0, summ: '1', betGuid: randomUUID() } },
      }),
    });
    const body = await response.text();
    if (!response.ok || JSON.parse(body).data.attributes.status !== 'accepted') {
      throw new Error(`Template bet refused: ${body.slice(0, 300)}`);
    }
  }
  const rows = await rowsOf<{ coupon_id: number; stake: string; stake_tax: string }>(
    world.database.db,
    sql`select c.id as coupon_id, c.stake::text, c.stake_tax::text
        from coupons c join coupon_legs l on l.coupon_id = c.id
        where l.parent_game_id = ${game.id} order by c.id`,
  );
  return rows.map((r) => ({
    couponId: r.coupon_id,
    stake: Number(r.stake),
    stakeTax: Number(r.stake_tax),
  }));
}

/** Main accounts written in one statement, each funded for its share of the bets. */
async function openAccounts(world: BetsWorld, count: number, bets: number): Promise<Bettor[]> {
  const db = world.database.db;
  const made = await rowsOf<{ id: number; owner_id: number }>(
    db,
    sql`insert into accounts (owner_id, kind, currency_id, is_active)
        select ${FIRST_OWNER_ID} + g, 'main', ${EUR}, true from generate_series(1, ${count}) g
        returning id, owner_id`,
  );
  const { accounts } = world.app.services;
  const cash = await accounts.houseAccount('house_cash', EUR);
  // A euro a bet at most (the template stakes are 1.00), and some to spare.
  const amount = (Math.ceil(bets / count) + 1) * 100;
  await withTransaction(db, (tx) =>
    accounts.transferManyIn(
      tx,
      made.map(({ id, owner_id }) => ({
        idempotencyKey: `bench-settle-deposit-${owner_id}`,
        kind: 'deposit',
        postings: [
          { accountId: id, amount },
          { accountId: cash, amount: -amount },
        ],
      })),
    ),
  );
  return made.map(({ id, owner_id }) => ({ playerId: owner_id, accountId: id, token: '' }));
}

/**
 * Copies first..last-1: a GUID row, a coupon and its leg each, as the template they copy,
 * and each stake as the movement placing would write.
 */
async function writeCopies(
  world: BetsWorld,
  templates: readonly Template[],
  owners: readonly Bettor[],
  first: number,
  last: number,
): Promise<void> {
  const { accounts } = world.app.services;
  const [houseBets, houseTaxes] = await Promise.all([
    accounts.houseAccount('house_bets', EUR),
    accounts.houseAccount('house_taxes', EUR),
  ]);
  const guids: string[] = [];
  const templateIds: number[] = [];
  const accountIds: number[] = [];
  const ownerIds: number[] = [];
  const stakes: TransferRequest[] = [];
  for (let i = first; i < last; i++) {
    const template = templates[i % templates.length] as Template;
    const owner = owners[i % owners.length] as Bettor;
    const guid = randomUUID();
    guids.push(guid);
    templateIds.push(template.couponId);
    accountIds.push(owner.accountId);
    ownerIds.push(owner.playerId);
    const tax = template.stakeTax;
    stakes.push({
      idempotencyKey: `bet:${guid}`,
      kind: 'bet_stake',
      postings: [
        { accountId: owner.accountId, amount: -template.stake },
        { accountId: houseBets, amount: template.stake - tax },
        ...(tax > 0 ? [{ accountId: houseTaxes, amount: tax }] : []),
      ],
    });
  }
  await withTransaction(world.database.db, async (tx) => {
    await tx.execute(sql`
      create temp table bench_copies on commit drop as
      select x.guid, x.template_id, x.account_id, x.owner_id,
             nextval('bet_requests_id_seq') as request_id, nextval('coupons_id_seq')::int as coupon_id
      from unnest(${sql.param(guids)}::text[], ${sql.param(templateIds)}::int[],
                  ${sql.param(accountIds)}::int[], ${sql.param(ownerIds)}::int[])
        as x(guid, template_id, account_id, owner_id)`);
    await tx.execute(sql`
      insert into bet_requests (id, bet_guid, player_id, fingerprint, status, problems, coupon,
                                live, due_at, created_at, decided_at)
      select x.request_id, x.guid, x.owner_id, r.fingerprint, 'accepted', '[]', r.coupon, false,
             now(), now(), now()
      from bench_copies x join coupons t on t.id = x.template_id
        join bet_requests r on r.id = t.request_id`);
    await tx.execute(sql`
      insert into coupons (id, request_id, player_id, account_id, currency_id, vid, system_size,
                           stake, stake_tax, bet_count, total_odds, possible_win, live, accepted_at)
      select x.coupon_id, x.request_id, x.owner_id, x.account_id, t.currency_id, t.vid,
             t.system_size, t.stake, t.stake_tax, t.bet_count, t.total_odds, t.possible_win,
             t.live, t.accepted_at
      from bench_copies x join coupons t on t.id = x.template_id`);
    await tx.execute(sql`
      insert into coupon_legs (coupon_id, player_id, position, game_id, parent_game_id, sport_id,
                               champ_id, market_group, outcome_type, param_key, has_param, odds,
                               live, starts_at, names)
      select x.coupon_id, x.owner_id, l.position, l.game_id, l.parent_game_id, l.sport_id, l.champ_id,
             l.market_group, l.outcome_type, l.param_key, l.has_param, l.odds, l.live,
             l.starts_at, l.names
      from bench_copies x join coupon_legs l on l.coupon_id = x.template_id`);
    await accounts.transferManyIn(tx, stakes);
  });
}

/** Throws unless every coupon on the game was settled. */
async function settledCount(world: BetsWorld, gameId: number, expected: number): Promise<number> {
  const [row] = await rowsOf<{ settled: string; open: string }>(
    world.database.db,
    sql`select count(*) filter (where c.state <> 'open')::text as settled,
               count(*) filter (where c.state = 'open')::text as open
        from coupons c join coupon_legs l on l.coupon_id = c.id
        where l.parent_game_id = ${gameId}`,
  );
  const settled = Number(row?.settled ?? 0);
  if (settled !== expected) {
    // The runner logs (silently here) instead of throwing: run it again to see why.
    await world.app.services.bets.settlement.settleGame(gameId);
    throw new Error(`${settled} of ${expected} coupons settled (${row?.open} still open)`);
  }
  return settled;
}

async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
