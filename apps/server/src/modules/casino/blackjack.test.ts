import { randomUUID } from 'node:crypto';
import { CASINO_ROOT } from '@arenabet/contracts/casino';
import {
  type BlackjackAction,
  type BlackjackState,
  blackjackState,
} from '@arenabet/domain/casino/games/blackjack';
import { basicStrategyAction } from '@arenabet/domain/casino/games/blackjack-strategy';
import { ABANDONED_ROUND_MS } from '@arenabet/domain/casino/player-protection';
import { FairWords } from '@arenabet/domain/casino/provably-fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { EUR, fundedGambler } from './casino-test-kit.ts';

const ROUNDS = `${CASINO_ROOT}/rounds`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gambler = (euros = 1000) => fundedGambler(t, euros);

const post = (url: string, attributes: unknown, token: string) =>
  t.app.inject(jsonApi('POST', url, attributes, token));

interface Round {
  id: number;
  status: 'open' | 'settled';
  stake: number;
  win: number;
  balance: number;
  nonce: number;
  actions: string[];
  outcome: BlackjackState;
}

async function deal(token: string): Promise<Round> {
  t.clock.advance(5_000);
  const bet = { stake: 1_000 };
  const answer = await post(ROUNDS, { game: 'blackjack', requestId: randomUUID(), bet }, token);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes;
}

const act = (token: string, round: Round, action: string, actionIndex = round.actions.length) =>
  post(`${ROUNDS}/${round.id}/actions`, { action, actionIndex }, token);

describe('blackjack for money', () => {
  it('plays a round by basic strategy, hides the hole card while open and settles by the replay', async () => {
    const player = await gambler();
    // A deal may end at once (a blackjack); the balance before the open round is the last one's.
    let before = 100_000;
    let round = await deal(player.token);
    for (let tries = 0; round.status === 'settled' && tries < 20; tries++) {
      before = round.balance;
      round = await deal(player.token);
    }
    expect(round.status).toBe('open');
    expect(round.outcome.dealerCards).toHaveLength(1);
    expect(round.balance).toBe(before - 1_000);

    const rotate = await post(`${CASINO_ROOT}/seeds`, { clientSeed: 'next' }, player.token);
    expect([rotate.statusCode, rotate.json().message]).toEqual([409, 'casino_round_open']);
    const another = await post(
      ROUNDS,
      {
        game: 'dice',
        requestId: randomUUID(),
        bet: { stake: 100, target: 5_000, direction: 'under' },
      },
      player.token,
    );
    expect([another.statusCode, another.json().message]).toEqual([409, 'casino_round_open']);

    while (round.status === 'open') {
      const action: BlackjackAction = round.outcome.legalActions.includes('no_insurance')
        ? 'no_insurance'
        : (basicStrategyAction(round.outcome) ?? 'stand');
      const answer = await act(player.token, round, action);
      expect(answer.statusCode, answer.body).toBe(200);
      const next: Round = answer.json().data.attributes;
      // The same action at the same index again is the same answer, not a second action.
      const repeat = await act(player.token, round, action);
      expect(repeat.json().data.attributes.actions).toEqual(next.actions);
      round = next;
    }
    expect(round.stake).toBe(round.outcome.staked);
    expect(round.win).toBe(round.outcome.win);
    expect(round.balance).toBe(before - round.stake + round.win);
    const late = await act(player.token, round, 'hit', round.actions.length);
    expect(late.statusCode).toBe(409);

    const rotated = await post(`${CASINO_ROOT}/seeds`, { clientSeed: 'next' }, player.token);
    expect(rotated.statusCode).toBe(200);
    const [revealed] = rotated.json().data.attributes.revealed;
    const words = new FairWords({
      serverSeed: revealed.serverSeed,
      clientSeed: revealed.clientSeed,
      nonce: round.nonce,
    });
    const replay = blackjackState(words, { stake: 1_000 }, round.actions as BlackjackAction[]);
    expect(replay.ok && replay.state).toEqual(round.outcome);
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('plays an open round on from its own account after the player makes another active', async () => {
    const player = await gambler();
    let round = await deal(player.token);
    for (let tries = 0; round.status === 'settled' && tries < 20; tries++) {
      round = await deal(player.token);
    }
    const { accounts } = t.app.services;
    const dollars = await accounts.createCurrencyAccount(player.id, 10);
    await accounts.setActiveAccount(player.id, dollars.id);
    while (round.status === 'open') {
      const action = round.outcome.legalActions.includes('no_insurance') ? 'no_insurance' : 'stand';
      const answer = await act(player.token, round, action);
      expect(answer.statusCode, answer.body).toBe(200);
      round = answer.json().data.attributes;
    }
    const euros = (await accounts.accountsOf(player.id)).find((a) => a.currencyId === EUR);
    expect(Math.round((euros?.money ?? 0) * 100)).toBe(round.balance);
  });

  it('refuses an action out of turn or not allowed now', async () => {
    const player = await gambler();
    let round = await deal(player.token);
    for (let tries = 0; round.status === 'settled' && tries < 20; tries++) {
      round = await deal(player.token);
    }
    const ahead = await act(player.token, round, 'stand', round.actions.length + 1);
    expect([ahead.statusCode, ahead.json().message]).toEqual([409, 'casino_action_out_of_turn']);
    const wrong = await act(player.token, round, 'fold');
    expect(wrong.json().validation_errors).toEqual({ action: ['blackjack_action_not_allowed'] });
    const other = await gambler();
    const theirs = await act(other.token, round, 'stand');
    expect(theirs.statusCode).toBe(404);
  });
});

describe('a hand left open', () => {
  async function openHand() {
    const player = await gambler();
    let round = await deal(player.token);
    for (let tries = 0; round.status === 'settled' && tries < 20; tries++) {
      round = await deal(player.token);
    }
    expect(round.status).toBe('open');
    return { player, round };
  }

  it('is closed a day after the deal by the cautious moves, its money moved as if pressed', async () => {
    const { casino, accounts } = t.app.services;
    const left = await openHand();
    t.clock.advance(ABANDONED_ROUND_MS / 2);
    const younger = await openHand();
    t.clock.advance(ABANDONED_ROUND_MS / 2 + 1_000);

    expect(await casino.closeAbandoned()).toBeGreaterThanOrEqual(1);
    const [closed] = await casino.rounds(left.player.id);
    expect(closed?.round).toMatchObject({ id: left.round.id, status: 'settled' });
    const moves = closed?.round.actions ?? [];
    expect(moves.length).toBeGreaterThanOrEqual(1);
    expect(moves.every((move) => move === 'stand' || move === 'no_insurance')).toBe(true);
    // Nothing more staked: the deal's stake, and what the dealer's play paid back.
    expect(closed?.round.stake).toBe(left.round.stake);
    const euros = (await accounts.accountsOf(left.player.id)).find((a) => a.currencyId === EUR);
    expect(Math.round((euros?.money ?? 0) * 100)).toBe(
      left.round.balance + (closed?.round.win ?? 0),
    );
    const [stillOpen] = await casino.rounds(younger.player.id);
    expect(stillOpen?.round).toMatchObject({ id: younger.round.id, status: 'open' });
    expect((await accounts.consistencyCheck()).consistent).toBe(true);

    // The younger hand's day comes too; a sweep with nothing to close closes nothing.
    t.clock.advance(ABANDONED_ROUND_MS / 2);
    await casino.closeAbandoned();
    expect((await casino.rounds(younger.player.id))[0]?.round.status).toBe('settled');
    expect(await casino.closeAbandoned()).toBe(0);
  });
});

describe('the slot for money', () => {
  it('takes 20 line stakes and pays every spin of the round, free spins included', async () => {
    const player = await gambler();
    t.clock.advance(5_000);
    const answer = await post(
      ROUNDS,
      { game: 'gem-mine', requestId: randomUUID(), bet: { lineStake: 5 } },
      player.token,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    const round = answer.json().data.attributes;
    expect(round.stake).toBe(100);
    const spins = round.outcome.spins as { win: number }[];
    expect(spins.length).toBeGreaterThanOrEqual(1);
    expect(round.win).toBe(spins.reduce((sum, spin) => sum + spin.win, 0));
    expect(round.balance).toBe(100_000 - 100 + round.win);
    // 2.5 s later the next spin may start (the UK's slot cycle).
    t.clock.advance(2_500);
    const next = await post(
      ROUNDS,
      { game: 'gem-mine', requestId: randomUUID(), bet: { lineStake: 5 } },
      player.token,
    );
    expect(next.statusCode).toBe(200);
  });
});
