import { randomUUID } from 'node:crypto';
import { CASINO_ROOT } from '@arenabet/contracts/casino';
import { uniformInt } from '@arenabet/domain/casino/chance';
import { commitmentOf, FairWords } from '@arenabet/domain/casino/provably-fair';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import {
  EUR,
  fundedGambler,
  type Gambler,
  balanceOf as gamblerBalance,
} from './casino-test-kit.ts';
import { HISTORY_MAILS_PER_HOUR } from './service.ts';

const ROUNDS = `${CASINO_ROOT}/rounds`;
const SEEDS = `${CASINO_ROOT}/seeds`;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const gambler = (euros = 100) => fundedGambler(t, euros);
const balanceOf = (who: Gambler) => gamblerBalance(t, who);

const get = (url: string, who: Gambler) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${who.token}` } });
const post = (url: string, attributes: unknown, who: Gambler) =>
  t.app.inject(jsonApi('POST', url, attributes, who.token));

const redOnSeven = {
  bets: [
    { kind: 'straight', numbers: [7], stake: 100 },
    { kind: 'red', stake: 200 },
  ],
};

describe('the in-house casino', () => {
  it('commits to a server seed before play and reveals it on rotation, so every round recomputes', async () => {
    const who = await gambler();
    const seeds = (await get(SEEDS, who)).json().data.attributes;
    expect(seeds.inPlay).toMatchObject({ nonce: 0, serverSeed: null, revealedAt: null });
    expect(seeds.inPlay.commitment).toMatch(/^[0-9a-f]{64}$/);

    const pockets: number[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(5_000);
      const answer = await post(
        ROUNDS,
        { game: 'roulette', requestId: randomUUID(), bet: redOnSeven },
        who,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const round = answer.json().data.attributes;
      expect(round).toMatchObject({
        nonce: i,
        commitment: seeds.inPlay.commitment,
        serverSeed: null,
      });
      pockets.push(round.outcome.pocket);
    }

    const rotated = await post(SEEDS, { clientSeed: 'my-own-seed' }, who);
    expect(rotated.statusCode, rotated.body).toBe(200);
    const { inPlay, revealed } = rotated.json().data.attributes;
    expect(inPlay).toMatchObject({ clientSeed: 'my-own-seed', nonce: 0, serverSeed: null });
    expect(inPlay.commitment).not.toBe(seeds.inPlay.commitment);
    // The new pair's server seed is the one committed before the client seed was chosen.
    expect(inPlay.commitment).toBe(seeds.inPlay.nextCommitment);
    const [old] = revealed;
    expect(old).toMatchObject({ id: seeds.inPlay.id, nonce: 3 });
    expect(commitmentOf(old.serverSeed)).toBe(seeds.inPlay.commitment);
    const recomputed = [0, 1, 2].map((nonce) =>
      uniformInt(
        new FairWords({ serverSeed: old.serverSeed, clientSeed: old.clientSeed, nonce }),
        37,
      ),
    );
    expect(recomputed).toEqual(pockets);

    const history = (await get(ROUNDS, who)).json().data.attributes;
    expect(history.rounds).toHaveLength(3);
    expect(history.rounds[0]).toMatchObject({ nonce: 2, serverSeed: old.serverSeed });
  });

  it('moves the stake and the win through the ledger and answers the balance after', async () => {
    const who = await gambler(10);
    const answer = await post(
      ROUNDS,
      { game: 'roulette', requestId: randomUUID(), bet: redOnSeven },
      who,
    );
    const round = answer.json().data.attributes;
    expect(round.stake).toBe(300);
    const pocket = round.outcome.pocket as number;
    const red = [1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36].includes(
      pocket,
    );
    expect(round.win).toBe((pocket === 7 ? 3_600 : 0) + (red ? 400 : 0));
    expect(round.balance).toBe(1_000 - 300 + round.win);
    expect(await balanceOf(who)).toBe(round.balance);
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  });

  it('answers a repeated request with its round and plays nothing more', async () => {
    const who = await gambler(10);
    const play = {
      game: 'dice',
      requestId: randomUUID(),
      bet: { stake: 100, target: 5_000, direction: 'under' },
    };
    const first = (await post(ROUNDS, play, who)).json().data.attributes;
    // A repeat is the same round, not a new one: no wait between them.
    const again = (await post(ROUNDS, play, who)).json().data.attributes;
    expect(again).toEqual(first);
    expect(await balanceOf(who)).toBe(first.balance);
    const changed = await post(ROUNDS, { ...play, bet: { ...play.bet, stake: 200 } }, who);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe('casino_request_id_reused');
  });

  it('starts a round of a game no sooner than 5 s after the last one (UK RTS 14)', async () => {
    const who = await gambler(10);
    const spin = () =>
      post(
        ROUNDS,
        { game: 'roulette', requestId: randomUUID(), bet: { bets: [{ kind: 'red', stake: 100 }] } },
        who,
      );
    expect((await spin()).statusCode).toBe(200);
    t.clock.advance(4_999);
    const early = await spin();
    expect([early.statusCode, early.json().message]).toEqual([429, 'casino_round_too_soon']);
    const dice = { stake: 100, target: 5_000, direction: 'under' };
    expect(
      (await post(ROUNDS, { game: 'dice', requestId: randomUUID(), bet: dice }, who)).statusCode,
    ).toBe(200);
    t.clock.advance(1);
    expect((await spin()).statusCode).toBe(200);
    const { rounds } = (await get(ROUNDS, who)).json().data.attributes;
    expect(rounds).toHaveLength(3);
  });

  it('refuses bad bets with the rule that failed, and writes nothing', async () => {
    const who = await gambler(1);
    const play = (game: string, bet: unknown) =>
      post(ROUNDS, { game, requestId: randomUUID(), bet }, who);
    const refusal = async (game: string, bet: unknown) => {
      const answer = await play(game, bet);
      return [answer.statusCode, answer.json().message, answer.json().validation_errors];
    };
    expect(
      await refusal('roulette', { bets: [{ kind: 'split', numbers: [1, 5], stake: 10 }] }),
    ).toEqual([400, 'validation_failed', { bet: ['roulette_bet_invalid'] }]);
    expect((await refusal('roulette', { bets: [{ kind: 'red', stake: -5 }] }))[2]).toEqual({
      'bet.bets.0.stake': ['casino_stake_invalid'],
    });
    expect(await refusal('poker', {})).toEqual([404, 'casino_game_unknown', undefined]);
    expect((await refusal('roulette', { bets: [{ kind: 'red', stake: 101 }] }))[1]).toBe(
      'account_insufficient_funds',
    );
    expect((await refusal('dice', { stake: 10, target: 9_950, direction: 'under' }))[2]).toEqual({
      bet: ['dice_chance_out_of_range'],
    });
    expect(await balanceOf(who)).toBe(100);
    const { rounds } = (await get(ROUNDS, who)).json().data.attributes;
    expect(rounds).toEqual([]);
    expect((await get(SEEDS, who)).json().data.attributes.inPlay.nonce).toBe(0);
  });

  it('mails the rounds with their seeds to a confirmed e-mail, and refuses without one', async () => {
    const made = await makePlayer(t, { emailConfirmed: true });
    const { accounts } = t.app.services;
    const account = await accounts.openMainAccount(made.id, EUR);
    const cash = await accounts.houseAccount('house_cash', EUR);
    await accounts.transfer({
      idempotencyKey: `casino-mail-deposit-${made.id}`,
      kind: 'deposit',
      postings: [
        { accountId: account.id, amount: 1_000 },
        { accountId: cash, amount: -1_000 },
      ],
    });
    const who = { id: made.id, token: made.token, accountId: account.id };
    t.clock.advance(5_000);
    const round = (
      await post(ROUNDS, { game: 'roulette', requestId: randomUUID(), bet: redOnSeven }, who)
    ).json().data.attributes;
    const mailed = await post(`${ROUNDS}/mail?lng=en`, { days: 7 }, who);
    expect(mailed.statusCode, mailed.body).toBe(200);
    expect(mailed.json().data.attributes.count).toBe(1);
    const [letter] = await t.app.services.outbox.list({ recipient: made.email, limit: 5 });
    expect(letter).toMatchObject({ purpose: 'casino_history', subject: 'Your casino rounds' });
    expect(letter?.body).toContain(`Round ${round.id}`);
    expect(letter?.body).toContain(round.commitment);
    expect(letter?.body).toContain('stake 3.00 EUR');

    const unconfirmed = await gambler(1);
    const refused = await post(`${ROUNDS}/mail`, {}, unconfirmed);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'email_not_confirmed']);

    // At most HISTORY_MAILS_PER_HOUR letters an hour, the first of them sent above.
    for (let letter = 2; letter <= HISTORY_MAILS_PER_HOUR; letter++) {
      expect((await post(`${ROUNDS}/mail?lng=en`, { days: 7 }, who)).statusCode).toBe(200);
    }
    const tooMany = await post(`${ROUNDS}/mail?lng=en`, { days: 7 }, who);
    expect([tooMany.statusCode, tooMany.json().message]).toEqual([429, 'too_many_requests']);
    expect(Number(tooMany.headers['retry-after'])).toBeGreaterThan(0);
    const letters = await t.app.services.outbox.list({ recipient: made.email, limit: 20 });
    expect(letters.filter((sent) => sent.purpose === 'casino_history')).toHaveLength(
      HISTORY_MAILS_PER_HOUR,
    );
  });

  it('refuses a client seed that is empty, too long or has spaces', async () => {
    const who = await gambler();
    for (const [clientSeed, key] of [
      ['', 'casino_client_seed_required'],
      ['x'.repeat(65), 'max_symbols_limit'],
      ['two words', 'casino_client_seed_invalid'],
    ]) {
      const answer = await post(SEEDS, { clientSeed }, who);
      expect(answer.statusCode).toBe(400);
      expect(answer.json().validation_errors).toEqual({ clientSeed: [key] });
    }
  });
});

/* Races need real parallel connections: PGlite runs one query at a time, so only PostgreSQL. */
describe.runIf(process.env.DATABASE_URL)('casino rounds under concurrency (PostgreSQL)', () => {
  it('plays one of the rounds sent at once per game (the cycle), each at its own nonce', async () => {
    const who = await gambler(100);
    const bets = {
      roulette: { bets: [{ kind: 'black', stake: 100 }] },
      dice: { stake: 100, target: 5_000, direction: 'over' },
      keno: { stake: 100, picks: [1, 2, 3] },
      baccarat: { banker: 100 },
    };
    const games = Object.keys(bets) as (keyof typeof bets)[];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => {
        const game = games[i % games.length] ?? 'roulette';
        return post(ROUNDS, { game, requestId: randomUUID(), bet: bets[game] }, who);
      }),
    );
    const played = answers.filter((a) => a.statusCode === 200).map((a) => a.json().data.attributes);
    expect(played.map((r) => r.game).sort()).toEqual([...games].sort());
    expect(new Set(played.map((r) => r.nonce))).toEqual(new Set([0, 1, 2, 3]));
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(16);
    const won = played.reduce((sum, r) => sum + r.win, 0);
    expect(await balanceOf(who)).toBe(10_000 - 400 + won);
    expect((await t.app.services.accounts.consistencyCheck()).consistent).toBe(true);
  }, 60_000);
  it('plays one round when the same request arrives 10 times at once', async () => {
    const who = await gambler(100);
    const play = {
      game: 'roulette',
      requestId: randomUUID(),
      bet: { bets: [{ kind: 'odd', stake: 500 }] },
    };
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(ROUNDS, play, who)));
    const ids = new Set(answers.map((a) => a.json().data.attributes.id));
    expect(ids.size).toBe(1);
    const { win } = answers[0]?.json().data.attributes ?? {};
    expect(await balanceOf(who)).toBe(10_000 - 500 + win);
  }, 60_000);
});
