import { decodeGame, type FeedGame, type GameWire } from '@arenabet/contracts';
import { duelModel, priceDuel } from '@arenabet/domain/betting/duel';
import type { GoalScoreModel } from '@arenabet/domain/betting/goal-model';
import { describe, expect, it } from 'vitest';
import { DUEL_FIRST_ID, DUEL_LAST_ID } from '../feed/duels/duel-ids.ts';
import { betsKit, couponOf, G, pick, T, UPDATE_COUPON } from './bets-test-kit.ts';

/*
 * Duels (GetAvailablePlayersForDuel, BuildDuel): a team of one game against a team of another,
 * priced from both games' models, bet on as any game, settled when the later game ends.
 */

const kit = betsKit();
const BUILD = '/service-api/LineFeed/BuildDuel';
const CANDIDATES = '/service-api/LineFeed/GetAvailablePlayersForDuel';
const STRONG: GoalScoreModel = { score: { home: 0, away: 0 }, expected: { home: 2.1, away: 0.9 } };
const WEAK: GoalScoreModel = { score: { home: 0, away: 0 }, expected: { home: 1.2, away: 0.6 } };

async function duelGames() {
  const first = kit.newGame({ scoreModel: STRONG });
  const second = kit.newGame({ scoreModel: WEAK });
  await kit.tick();
  return { first, second };
}

async function build(first: object, second: object) {
  return kit.post(`${BUILD}?lng=en`, { first, second });
}

async function duelOf(first: object, second: object): Promise<FeedGame> {
  const response = await build(first, second);
  expect(response.statusCode, response.body).toBe(200);
  return decodeGame(response.json().data.attributes.game as GameWire);
}

function outcome(duel: FeedGame, group: number, type: number) {
  const found = duel.outcomes.find((o) => o.group === group && o.type === type);
  if (!found) throw new Error(`The duel offers no ${group}/${type}`);
  return { gameId: duel.id, group, type, coef: found.odds };
}

describe('duels', () => {
  it('lists the games a duel can pit: taking bets and priced from a model', async () => {
    const { first, second } = await duelGames();
    const plain = kit.newGame();
    await kit.tick();
    const response = await kit
      .t()
      .app.inject({ method: 'GET', url: `${CANDIDATES}?sport=1&lng=en` });
    expect(response.statusCode, response.body).toBe(200);
    const games = response.json().data.attributes.games as {
      gameId: number;
      home: { name: string };
    }[];
    const ids = games.map((game) => game.gameId);
    expect(ids).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(ids).not.toContain(plain.id);
    expect(games.find((g) => g.gameId === first.id)?.home.name).toBe('Arsenal');
    const noSport = await kit.t().app.inject({ method: 'GET', url: `${CANDIDATES}?sport=0` });
    expect(noSport.statusCode).toBe(400);
  });

  it('prices who scores more from both models, once per pair of picks', async () => {
    const { first, second } = await duelGames();
    const a = { gameId: first.id, side: 1 };
    const b = { gameId: second.id, side: 2 };
    const duel = await duelOf(a, b);
    expect(duel.id).toBeGreaterThanOrEqual(DUEL_FIRST_ID);
    expect(duel.id).toBeLessThanOrEqual(DUEL_LAST_ID);
    expect([duel.home.name, duel.away?.name, duel.champName]).toEqual([
      'Arsenal',
      'Chelsea',
      'Duels',
    ]);
    const expected = priceDuel(duelModel({ model: STRONG, side: 1 }, { model: WEAK, side: 2 }));
    const home = expected.find((p) => p.group === G.result1x2 && p.type === T.home);
    expect(outcome(duel, G.result1x2, T.home).coef).toBe((home?.odds ?? 0) / 1000);
    expect(duel.outcomes).toHaveLength(expected.length);
    expect((await duelOf(a, b)).id).toBe(duel.id);
    expect((await duelOf(b, a)).id).not.toBe(duel.id);
  });

  it('refuses picks that make no duel, keyed by the pick', async () => {
    const { first, second } = await duelGames();
    const plain = kit.newGame();
    const tennis = kit.newGame({ sportId: 4, scoreModel: WEAK });
    await kit.tick();
    const refusal = async (a: object, b: object) => {
      const response = await build(a, b);
      expect(response.statusCode, response.body).toBe(400);
      return response.json().errors[0].meta?.validation_errors ?? response.json().validation_errors;
    };
    const pick = (game: { id: number }, side = 1) => ({ gameId: game.id, side });
    expect(await refusal(pick(first), pick(first, 2))).toEqual({
      'second.gameId': ['duel_same_game'],
    });
    expect(await refusal(pick(first), pick(plain))).toEqual({
      'second.gameId': ['duel_game_unavailable'],
    });
    expect(await refusal(pick(first), pick(tennis))).toEqual({
      'second.gameId': ['duel_other_sport'],
    });
    expect(await refusal(pick(first), { gameId: second.id, side: 3 })).toHaveProperty([
      'second.side',
    ]);
  });

  it('reads a duel by its id, and builds it again, once its games stop taking bets', async () => {
    const { first, second } = await duelGames();
    const a = { gameId: first.id, side: 1 };
    const b = { gameId: second.id, side: 1 };
    const duel = await duelOf(a, b);
    const read = (id: number) =>
      kit.t().app.inject({ method: 'GET', url: `/service-api/LineFeed/GetDuel?id=${id}&lng=en` });
    const answer = await read(duel.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.id).toBe(String(duel.id));
    kit.feed.goLive(first.id);
    await kit.tick();
    kit.feed.end(first.id, 1, 0);
    await kit.tick();
    const over = await read(duel.id);
    expect(over.statusCode, over.body).toBe(200);
    expect(decodeGame(over.json().data.attributes.game).outcomes).toEqual([]);
    expect((await duelOf(a, b)).id).toBe(duel.id);
    expect((await read(first.id)).statusCode).toBe(404);
    expect((await read(DUEL_LAST_ID)).statusCode).toBe(404);
  });

  it('refuses an express of a duel with its mirror or with a market of its games', async () => {
    const { first, second } = await duelGames();
    const duel = await duelOf({ gameId: first.id, side: 1 }, { gameId: second.id, side: 2 });
    const mirror = await duelOf({ gameId: second.id, side: 2 }, { gameId: first.id, side: 1 });
    const other = kit.newGame();
    await kit.tick();
    const problems = async (couponEvents: unknown[]) =>
      couponOf(await kit.post(UPDATE_COUPON, { couponEvents, vid: 1 })).problems.map((p) => p.key);
    const duelHome = outcome(duel, G.result1x2, T.home);
    expect(await problems([duelHome, outcome(mirror, G.result1x2, T.away)])).toEqual([
      'coupon_same_game_in_express',
    ]);
    expect(await problems([duelHome, pick(first, G.result1x2, T.home)])).toEqual([
      'coupon_same_game_in_express',
    ]);
    expect(await problems([duelHome, pick(other, G.result1x2, T.home)])).toEqual([]);
  });

  it('takes a bet on a duel and settles it when the later game ends', async () => {
    const { first, second } = await duelGames();
    const duel = await duelOf({ gameId: first.id, side: 1 }, { gameId: second.id, side: 2 });
    const who = await kit.bettor('50.00');
    const homeWins = outcome(duel, G.result1x2, T.home);
    const placed = await kit.bet(who, { vid: 0, summ: '10', couponEvents: [homeWins] });
    expect(placed.status).toBe('accepted');
    // Arsenal score two in the first game; the duel waits for Chelsea's.
    await kit.finish([[first.id, 2, 2]]);
    expect((await kit.history(who))[0]).toMatchObject({ state: 'open' });
    // Chelsea, away in the second game, score one: 2 against 1. The second game's result
    // comes after its end, as a feed gives it.
    kit.feed.goLive(second.id);
    await kit.tick();
    kit.feed.end(second.id, 0, 1);
    await kit.tick();
    expect((await kit.history(who))[0]).toMatchObject({ state: 'open' });
    kit.feed.finish(second.id, 0, 1);
    await kit.tick();
    const [coupon] = await kit.history(who);
    expect(coupon).toMatchObject({ state: 'won' });
    expect(await kit.balance(who)).toBeCloseTo(40 + Math.floor(homeWins.coef * 1000) / 100, 2);
    await kit.consistent();
  });

  it('voids a duel bet when either game is cancelled', async () => {
    const { first, second } = await duelGames();
    const duel = await duelOf({ gameId: first.id, side: 2 }, { gameId: second.id, side: 1 });
    const who = await kit.bettor('50.00');
    await kit.bet(who, { vid: 0, summ: '10', couponEvents: [outcome(duel, G.result1x2, T.draw)] });
    kit.feed.cancel(second.id);
    await kit.tick();
    await kit.finish([[first.id, 1, 0]]);
    expect((await kit.history(who))[0]).toMatchObject({ state: 'refunded' });
    expect(await kit.balance(who)).toBe(50);
    await kit.consistent();
  });

  it('counts regulation goals only once a game plays extra time', async () => {
    const { first, second } = await duelGames();
    const duel = await duelOf({ gameId: first.id, side: 1 }, { gameId: second.id, side: 1 });
    kit.feed.goLive(second.id);
    // 1-1 after ninety minutes, 2-1 in extra time: the model (regulation only) is gone.
    kit.feed.update(first.id, ({ scoreModel: _, ...game }) => ({
      ...game,
      isLive: true,
      live: {
        score: { home: 2, away: 1 },
        periodScores: [
          { period: 1, score: { home: 1, away: 0 } },
          { period: 2, score: { home: 0, away: 1 } },
          { period: 3, score: { home: 1, away: 0 } },
        ],
        info: [],
      },
    }));
    await kit.tick();
    const answer = await kit.t().app.inject({
      method: 'GET',
      url: `/service-api/LineFeed/GetDuel?id=${duel.id}&lng=en`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const now = decodeGame(answer.json().data.attributes.game as GameWire);
    expect(now.live?.score).toEqual({ home: 1, away: 0 });
  });

  it('pushes a duel bet its cash-out price when either of its games ticks', async () => {
    const { first, second } = await duelGames();
    const duel = await duelOf({ gameId: first.id, side: 1 }, { gameId: second.id, side: 2 });
    const who = await kit.bettor('50.00');
    const placed = await kit.bet(who, {
      vid: 0,
      summ: '10',
      couponEvents: [outcome(duel, G.result1x2, T.home)],
    });
    const couponId = placed.coupons[0]?.id;
    const pushed: number[][] = [];
    const hub = kit.t().app.services.livePush;
    const { connectedPlayers, sendToPlayers } = hub;
    hub.connectedPlayers = () => [who.id];
    hub.sendToPlayers = (_players, message) => {
      if (message.type === 'bets' && message.event === 'cash_out') pushed.push(message.couponIds);
      return 1;
    };
    try {
      // The second game's own odds move: nothing of the duel's legs names it.
      kit.feed.setOdds(second.id, G.result1x2, T.home, 1.7);
      await kit.tick();
      await kit.t().app.services.bets.cashOutPush.idle();
    } finally {
      Object.assign(hub, { connectedPlayers, sendToPlayers });
    }
    expect(pushed).toContainEqual([couponId]);
  });

  it("voids its duels with a game an operator voids, and the feed's result later changes nothing", async () => {
    const { first, second } = await duelGames();
    const duel = await duelOf({ gameId: first.id, side: 1 }, { gameId: second.id, side: 1 });
    const who = await kit.bettor('50.00');
    await kit.bet(who, { vid: 0, summ: '10', couponEvents: [outcome(duel, G.result1x2, T.home)] });
    // Only the duel was bet on: the first game's void still reaches it.
    const voided = await kit.t().app.inject({
      method: 'POST',
      url: `/web-api/backoffice/games/${first.id}/void`,
      headers: {
        authorization: `Bearer ${await kit.t().operatorToken()}`,
        'content-type': 'application/vnd.api+json',
      },
      payload: JSON.stringify({ data: { attributes: { reason: 'Match abandoned' } } }),
    });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json().data.attributes.settledCoupons).toBe(1);
    expect((await kit.history(who))[0]).toMatchObject({ state: 'refunded' });
    await kit.finish([[first.id, 3, 0]]);
    await kit.finish([[second.id, 0, 0]]);
    expect(await kit.balance(who)).toBe(50);
    await kit.consistent();
  });
});

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('duels under concurrency (PostgreSQL)', () => {
  it('builds one duel when twenty players build the same pair at once', async () => {
    const { first, second } = await duelGames();
    const a = { gameId: first.id, side: 2 };
    const b = { gameId: second.id, side: 1 };
    const duels = await Promise.all(Array.from({ length: 20 }, () => duelOf(a, b)));
    expect(new Set(duels.map((duel) => duel.id)).size).toBe(1);
  }, 60_000);
});
