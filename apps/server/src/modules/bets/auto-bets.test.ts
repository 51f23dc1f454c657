import { describe, expect, it } from 'vitest';
import { type Bettor, betsKit, G, MAKE_BET, newGuid, pick, placement, T } from './bets-test-kit.ts';

/*
 * Auto-bets: MakeBetWeb with isAutoBet waits on the server, no money moving, until the feed
 * brings the target odds; then the bet is placed with the same GUID. A score change drops one
 * that asked for it, a game that leaves the line ends it, and the player cancels a waiting one.
 */

const kit = betsKit();
const AUTO_BETS = '/service-api/LiveBet/Secure/AutoBets?lng=en';
const CANCEL = '/service-api/LiveBet/Secure/CancelAutoBet';

/** Feed changes handed over, and the auto-bets' round on them done. */
async function tick() {
  await kit.tick();
  await kit.t().app.services.bets.autoBets.idle();
}

async function autoBets(who: Bettor) {
  const response = await kit.t().app.inject({
    method: 'GET',
    url: AUTO_BETS,
    headers: { authorization: `Bearer ${who.token}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.attributes.autoBets;
}

async function homeWinAuto(who: Bettor, target: number, extra: Record<string, unknown> = {}) {
  const game = kit.newGame();
  await tick();
  const betGuid = newGuid();
  const attributes = {
    betGuid,
    couponEvents: [pick(game, G.result1x2, T.home)],
    vid: 0,
    summ: '10',
    isAutoBet: true,
    autoBetCf: target,
    ...extra,
  };
  const response = await kit.post(MAKE_BET, attributes, who.token);
  return { game, betGuid, attributes, response };
}

describe('auto-bets', () => {
  it('waits with no money moving, then is placed when the odds reach the target', async () => {
    const who = await kit.bettor('50.00');
    const { game, betGuid, attributes, response } = await homeWinAuto(who, 2.3);
    const waiting = placement(response);
    expect(waiting).toMatchObject({ betGuid, status: 'waiting', coupons: [] });
    expect(waiting.autoBetId).toBeGreaterThan(0);
    // The same GUID again names the same auto-bet.
    expect(placement(await kit.post(MAKE_BET, attributes, who.token)).autoBetId).toBe(
      waiting.autoBetId,
    );
    expect(await kit.balance(who)).toBe(50);
    kit.feed.setOdds(game.id, G.result1x2, T.home, 2.25);
    await tick();
    expect((await autoBets(who))[0]).toMatchObject({ state: 'waiting', targetCoef: 2.3 });

    kit.feed.setOdds(game.id, G.result1x2, T.home, 2.4);
    await tick();
    expect(await kit.balance(who)).toBe(40);
    const [placed] = await autoBets(who);
    expect(placed).toMatchObject({
      state: 'placed',
      betStatus: 'accepted',
      startCoef: 2.1,
      stake: '10.00',
      events: [{ gameId: game.id, home: 'Arsenal', away: 'Chelsea' }],
    });
    const answer = placement(await kit.post(MAKE_BET, attributes, who.token));
    expect(answer).toMatchObject({ status: 'accepted', coupons: [{ totalCoef: 2.4 }] });
    await kit.consistent();
  });

  it('needs a target above the odds now, and a single or an express', async () => {
    const who = await kit.bettor('10.00');
    const { response } = await homeWinAuto(who, 2.1);
    expect(response.statusCode).toBe(400);
    expect(response.json().validation_errors).toEqual({ autoBetCf: ['auto_bet_target_not_above'] });
    const { response: system } = await homeWinAuto(who, 3, { vid: 2, expressNum: 2 });
    expect(system.statusCode).toBe(400);
    expect(system.json().validation_errors).toEqual({ vid: ['auto_bet_kind'] });
    expect(await autoBets(who)).toEqual([]);
  });

  it('is cancelled by its player only while waiting, and never placed after', async () => {
    const who = await kit.bettor('10.00');
    const other = await kit.bettor('0');
    const { game, response } = await homeWinAuto(who, 2.5);
    const autoBetId = placement(response).autoBetId;
    expect((await kit.post(CANCEL, { autoBetId }, other.token)).statusCode).toBe(404);
    const cancelled = await kit.post(CANCEL, { autoBetId }, who.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.attributes.state).toBe('cancelled');
    expect((await kit.post(CANCEL, { autoBetId }, who.token)).statusCode).toBe(409);
    kit.feed.setOdds(game.id, G.result1x2, T.home, 3);
    await tick();
    expect(await kit.balance(who)).toBe(10);
  });

  it('is dropped when a score changes, if asked, and ends when its game leaves the line', async () => {
    const who = await kit.bettor('10.00');
    const game = kit.newGame();
    await tick();
    // Asked before kick-off: the first score, 0:0, is no change.
    const dropping = await kit.post(
      MAKE_BET,
      {
        betGuid: newGuid(),
        couponEvents: [pick(game, G.result1x2, T.home)],
        vid: 0,
        summ: '5',
        isAutoBet: true,
        autoBetCf: 5,
        dropOnScoreChange: true,
      },
      who.token,
    );
    expect(placement(dropping).status).toBe('waiting');
    const { game: cancelledGame } = await homeWinAuto(who, 4);
    kit.feed.goLive(game.id);
    await tick();
    expect((await autoBets(who)).map((bet: { state: string }) => bet.state)).toEqual([
      'waiting',
      'waiting',
    ]);
    kit.feed.update(game.id, (now) => ({
      ...now,
      live: { score: { home: 1, away: 0 }, periodScores: [], info: [] },
    }));
    kit.feed.cancel(cancelledGame.id);
    await tick();
    const states = (await autoBets(who)).map((bet: { state: string }) => bet.state);
    expect(states.sort()).toEqual(['dropped', 'expired']);
    expect(await kit.balance(who)).toBe(10);
  });

  it('keeps its GUID its own, and is no powerbet or anti-express', async () => {
    const who = await kit.bettor('10.00');
    const { betGuid, attributes, game } = await homeWinAuto(who, 3);
    const plain = { ...attributes, isAutoBet: false };
    expect((await kit.post(MAKE_BET, plain, who.token)).statusCode).toBe(409);
    const other = await kit.post(MAKE_BET, { ...attributes, autoBetCf: 3.5 }, who.token);
    expect(other.statusCode).toBe(409);
    const placed = placement(
      await kit.post(
        MAKE_BET,
        { betGuid: newGuid(), couponEvents: [pick(game, G.result1x2, T.draw)], vid: 0, summ: '1' },
        who.token,
      ),
    );
    const reused = await kit.post(MAKE_BET, { ...attributes, betGuid: placed.betGuid }, who.token);
    expect(reused.statusCode).toBe(409);
    for (const extra of [{ isPowerBet: true, saleBetId: 1 }, { antiExpressCoef: 1.5 }]) {
      const combined = await kit.post(
        MAKE_BET,
        { ...attributes, betGuid: newGuid(), ...extra },
        who.token,
      );
      expect(combined.statusCode).toBe(400);
      expect(combined.json().validation_errors).toEqual({ isAutoBet: ['auto_bet_combination'] });
    }
    expect(betGuid).toBeTruthy();
  });
});
