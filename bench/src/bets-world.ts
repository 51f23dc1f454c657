import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app.ts';
import { EUR, pick, ScriptedFeed } from '../../apps/server/src/modules/bets/bets-test-kit.ts';
import type { SourceGame } from '../../apps/server/src/modules/feed/source.ts';
import { readConfig } from '../../apps/server/src/platform/config.ts';
import { type DatabaseHandle, openDatabase } from '../../apps/server/src/platform/db/client.ts';
import { seedDemoContent } from '../../apps/server/src/seed.ts';
import { verifyByTestPerson } from '../../apps/server/src/testing/verify-identity.ts';
import { listen } from './http-load.ts';

/**
 * The real app over a database of the bench's own, listening on a free port, its line a
 * scripted feed of a few pre-match games (no acceptance delay), with funded players signed in.
 * Background work is off: the bench ticks the feed when it changes a game.
 */
export interface BetsWorld {
  app: FastifyInstance;
  database: DatabaseHandle;
  feed: ScriptedFeed;
  /** http://127.0.0.1:port */
  origin: string;
  /** The pre-match games the placing bench bets on. */
  games: SourceGame[];
  /** A new pre-match game, loaded into the app's line. */
  openGame(): Promise<SourceGame>;
  /** Hands the feed's changes to the app, then waits for the settlement they started. */
  tick(): Promise<void>;
  close(): Promise<void>;
}

export interface Bettor {
  playerId: number;
  accountId: number;
  token: string;
}

export type CouponEvent = ReturnType<typeof pick>;

const DAY_SECONDS = 86_400;

export async function openBetsWorld(url: string, games: number): Promise<BetsWorld> {
  const config = readConfig({
    ...process.env,
    DATABASE_URL: url,
    DATA_DIR: 'memory://',
    LOG_LEVEL: 'silent',
  });
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const feed = new ScriptedFeed();
  const app = await buildApp({
    config,
    database,
    logger: false,
    backgroundWork: false,
    feedSource: () => feed,
  });
  await seedDemoContent(app.services, config, app.log);
  // Tens of thousands of singles go on the same four outcomes: the book's automatic suspension
  // (coupon.outcome_suspend_liability) would close them midway, as it should on a real book.
  await app.services.siteConfig.update(
    { brandId: 1, countryId: null, language: null },
    { coupon: { outcome_suspend_liability: 1_000_000_000 } },
    null,
  );
  const tick = async () => {
    await app.services.feed.tick();
    await app.services.bets.settlement.idle();
  };
  const openGame = async () => {
    const game = feed.addGame(Math.floor(Date.now() / 1000) + DAY_SECONDS);
    await tick();
    return game;
  };
  const opened: SourceGame[] = [];
  for (let i = 0; i < games; i++) opened.push(await openGame());
  const origin = await listen(app);
  return {
    app,
    database,
    feed,
    origin,
    games: opened,
    openGame,
    tick,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}

/** Every outcome of the games, as a coupon event at its current odds. */
export function couponEventsOf(games: readonly SourceGame[]): CouponEvent[] {
  return games.flatMap((game) =>
    game.outcomes.map((outcome) => pick(game, outcome.group, outcome.type, outcome.line)),
  );
}

/**
 * Players made and signed in through the services, as registration would, each with `amount`
 * minor units deposited on a main account in euros.
 */
export async function fundedBettors(
  app: FastifyInstance,
  count: number,
  amount: number,
): Promise<Bettor[]> {
  const { services } = app;
  const cash = await services.accounts.houseAccount('house_cash', EUR);
  const bettors: Bettor[] = [];
  for (let i = 0; i < count; i++) {
    const player = await services.players.create({ password: 'bench-password', currencyId: EUR });
    await verifyByTestPerson(services, player.id);
    const account = await services.accounts.openMainAccount(player.id, EUR);
    await fund(app, account.id, cash, amount, `bench-bettor-${player.id}`);
    const { token } = await services.auth.openSession(player.id, { ip: '127.0.0.1' });
    bettors.push({ playerId: player.id, accountId: account.id, token });
  }
  return bettors;
}

/**
 * Main accounts of players who exist only in the ledger (the plain SQL bets' players): the
 * players table is none of the plain transaction's business.
 */
export async function fundedAccounts(
  app: FastifyInstance,
  firstOwnerId: number,
  count: number,
  amount: number,
): Promise<Bettor[]> {
  const { accounts } = app.services;
  const cash = await accounts.houseAccount('house_cash', EUR);
  const made: Bettor[] = [];
  for (let i = 0; i < count; i++) {
    const ownerId = firstOwnerId + i;
    const account = await accounts.openMainAccount(ownerId, EUR);
    await fund(app, account.id, cash, amount, `bench-account-${ownerId}`);
    made.push({ playerId: ownerId, accountId: account.id, token: '' });
  }
  return made;
}

async function fund(
  app: FastifyInstance,
  accountId: number,
  cash: number,
  amount: number,
  key: string,
): Promise<void> {
  await app.services.accounts.transfer({
    idempotencyKey: key,
    kind: 'deposit',
    postings: [
      { accountId, amount },
      { accountId: cash, amount: -amount },
    ],
  });
}
