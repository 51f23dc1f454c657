import { randomUUID } from 'node:crypto';
import { CASINO_ROOT } from '@arenabet/contracts/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import { maskedPlayer } from './catalogue.ts';

const EUR = 12;

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    ...(token ? { headers: { authorization: `Bearer ${token}` } } : {}),
  });

describe('the casino catalogue calls', () => {
  it('lists every game with its categories and provider, and counts them', async () => {
    const answer = await get('/service-api/gamespreview/GetGamesPreviewLight?lng=en&country=1');
    expect(answer.statusCode, answer.body).toBe(200);
    const { games, categories, providers } = answer.json().data.attributes;
    expect(games.map((game: { slug: string }) => game.slug)).toEqual([
      'roulette',
      'dice',
      'keno',
      'baccarat',
      'gem-mine',
      'blackjack',
      'crash',
      'live-roulette',
    ]);
    expect(games[0]).toMatchObject({
      id: 1001,
      providerSlug: 'arenabet',
      providerId: 1,
      image: '/casino/roulette.svg',
      hasDemo: true,
    });
    expect(categories).toContainEqual({ id: 5, slug: 'roulette', count: 2 });
    expect(providers).toEqual([{ id: 1, slug: 'arenabet', count: 8 }]);
  });

  it('answers a player’s games by id, leaving unknown ids out', async () => {
    const { token } = await makePlayer(t);
    const answer = await t.app.inject(
      jsonApi(
        'POST',
        '/service-api/gamespreview/GetGamesPreviewByGameIds',
        { gameIds: [1003, 999] },
        token,
      ),
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data.attributes.games.map((g: { slug: string }) => g.slug)).toEqual([
      'keno',
    ]);
  });

  it('names banners by dictionary keys and runs no promotion it does not have', async () => {
    const banners = (await get('/service-api/gamespreview/getbanner')).json().data.attributes;
    expect(banners.banners[0]).toMatchObject({ titleKey: 'casino_banner_roulette_title' });
    const actions = (await get('/service-api/gamespreview/GetGamesActions')).json().data;
    expect(actions.attributes.actions).toEqual([]);
  });

  it('lists the last winners from real rounds, masked, in the currency asked', async () => {
    const made = await makePlayer(t);
    const { accounts } = t.app.services;
    const account = await accounts.openMainAccount(made.id, EUR);
    const cash = await accounts.houseAccount('house_cash', EUR);
    await accounts.transfer({
      idempotencyKey: `winners-deposit-${made.id}`,
      kind: 'deposit',
      postings: [
        { accountId: account.id, amount: 10_000 },
        { accountId: cash, amount: -10_000 },
      ],
    });
    // Under 98.00 wins 98 rounds in 100 and pays 1.0102 times the stake.
    let won = 0;
    for (let round = 0; round < 10 && won === 0; round++) {
      t.clock.advance(5_000);
      const bet = { stake: 1_000, target: 9_800, direction: 'under' };
      const answer = await t.app.inject(
        jsonApi(
          'POST',
          `${CASINO_ROOT}/rounds`,
          { game: 'dice', requestId: randomUUID(), bet },
          made.token,
        ),
      );
      won = answer.json().data.attributes.win;
    }
    expect(won).toBe(1_010);
    const answer = await get('/service-api/restcore/GetLastWinners?curIso=EUR&refId=1&limit=5');
    expect(answer.statusCode, answer.body).toBe(200);
    const [latest] = answer.json().data.attributes.winners;
    expect(latest).toMatchObject({
      gameSlug: 'dice',
      gameId: 1002,
      player: maskedPlayer(made.id),
      win: 10.1,
      multiplier: 1.01,
      currencyIso: 'EUR',
    });
    const tooMany = await get('/service-api/restcore/GetLastWinners?limit=51');
    expect(tooMany.statusCode).toBe(400);
  });

  it('hides the middle of an account number', () => {
    expect(maskedPlayer(12_345_678)).toBe('12****78');
    expect(maskedPlayer(123)).toBe('1***');
  });
});
