import { randomUUID } from 'node:crypto';
import { CASINO_ROOT } from '@arenabet/contracts/casino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import { fundedGambler } from './casino-test-kit.ts';
import { casinoAudit } from './schema.ts';

let t: TestApp;
let operator: string;

beforeAll(async () => {
  t = await createTestApp();
  operator = await t.operatorToken();
});
afterAll(() => t.close());

const gambler = (euros = 100) => fundedGambler(t, euros);

const asOperator = (method: 'GET' | 'POST', url: string, attributes?: unknown) =>
  t.app.inject(
    attributes === undefined
      ? { method, url, headers: { authorization: `Bearer ${operator}` } }
      : jsonApi('POST', url, attributes, operator),
  );

const spin = (token: string) => {
  t.clock.advance(5_000);
  const bet = { bets: [{ kind: 'red', stake: 100 }] };
  return t.app.inject(
    jsonApi(
      'POST',
      `${CASINO_ROOT}/rounds`,
      { game: 'roulette', requestId: randomUUID(), bet },
      token,
    ),
  );
};

describe('the casino in the back office', () => {
  it('shows each game’s turnover, wins and observed return beside the published one', async () => {
    const player = await gambler();
    const wins: number[] = [];
    for (let i = 0; i < 4; i++) wins.push((await spin(player.token)).json().data.attributes.win);
    const answer = await asOperator('GET', '/web-api/backoffice/casino/games');
    expect(answer.statusCode, answer.body).toBe(200);
    const { games, performance } = answer.json().data.attributes;
    expect(games.find((g: { game: string }) => g.game === 'roulette')).toMatchObject({
      provider: 'arenabet',
      enabled: true,
    });
    const roulette = performance.find((p: { game: string }) => p.game === 'roulette');
    const won = wins.reduce((a, b) => a + b, 0);
    expect(roulette).toMatchObject({ currencyIso: 'EUR', rounds: 4, turnover: 400, wins: won });
    expect(roulette.observedReturn).toBeCloseTo(won / 400, 10);
    expect(roulette.theoreticalReturn).toBeCloseTo(36 / 37, 10);

    const rounds = await asOperator(
      'GET',
      `/web-api/backoffice/players/${player.id}/casino-rounds`,
    );
    expect(rounds.json().data.attributes.rounds).toHaveLength(4);
  });

  it('turns a game off (gone from the lobby, no new round), audited, and on again', async () => {
    const player = await gambler();
    const off = await asOperator('POST', '/web-api/backoffice/casino/games/roulette', {
      enabled: false,
      reason: 'Wheel under review',
    });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.attributes).toMatchObject({
      enabled: false,
      reason: 'Wheel under review',
    });
    const lobby = await t.app.inject({
      method: 'GET',
      url: '/service-api/gamespreview/GetGamesPreviewLight',
    });
    const slugs = lobby.json().data.attributes.games.map((g: { slug: string }) => g.slug);
    expect(slugs).not.toContain('roulette');
    const refused = await spin(player.token);
    expect([refused.statusCode, refused.json().message]).toEqual([409, 'casino_game_off']);

    await asOperator('POST', '/web-api/backoffice/casino/games/roulette', {
      enabled: true,
      reason: 'Checked',
    });
    expect((await spin(player.token)).statusCode).toBe(200);
    const audit = await t.database.db.select().from(casinoAudit);
    expect(audit.map((row) => [row.action, row.game, row.reason])).toEqual([
      ['game_off', 'roulette', 'Wheel under review'],
      ['game_on', 'roulette', 'Checked'],
    ]);
    const unknown = await asOperator('POST', '/web-api/backoffice/casino/games/poker', {
      enabled: false,
      reason: 'x',
    });
    expect(unknown.statusCode).toBe(404);
    const player2 = await makePlayer(t);
    const asPlayer = await t.app.inject({
      method: 'GET',
      url: '/web-api/backoffice/casino/games',
      headers: { authorization: `Bearer ${player2.token}` },
    });
    expect(asPlayer.statusCode).toBe(401);
  });
});
