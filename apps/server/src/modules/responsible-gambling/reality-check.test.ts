import { describe, expect, it } from 'vitest';
import { jsonApi } from '../../testing/test-app.ts';
import { betsKit, G, pick, T } from '../bets/bets-test-kit.ts';

/*
 * Reality checks (RTS 13): the interval is one the jurisdiction offers; the session's answer
 * tells how long it has run, what its play came to, and when the next check is due, a whole
 * interval after the last one answered.
 */

const kit = betsKit();
const MINUTE = 60_000;

async function call(method: 'GET' | 'POST', path: string, token: string, body?: object) {
  const url = `/limit-service-api/${path}`;
  const answer = await kit
    .t()
    .app.inject(
      method === 'POST'
        ? jsonApi(method, url, body ?? {}, token)
        : { method, url, headers: { authorization: `Bearer ${token}` } },
    );
  return { status: answer.statusCode, json: answer.json() };
}

const session = async (token: string) => (await call('GET', 'session', token)).json.data.attributes;

describe('reality checks', () => {
  it('takes only an interval the jurisdiction offers', async () => {
    const who = await kit.bettor('10.00');
    const refused = await call('POST', 'realitycheck', who.token, { minutes: 7 });
    expect(refused.status).toBe(400);
    expect(refused.json.validation_errors.minutes).toEqual(['reality_check_interval_invalid']);
    const chosen = await call('POST', 'realitycheck', who.token, { minutes: 30 });
    expect(chosen.status).toBe(200);
    expect(chosen.json.data.attributes.realityCheckMinutes).toBe(30);
    const none = await call('POST', 'realitycheck', who.token, { minutes: null });
    expect(none.json.data.attributes.realityCheckMinutes).toBeNull();
    expect((await session(who.token)).nextCheckAt).toBeNull();
  });

  it('comes at its interval from sign-in, then a whole interval after each answer', async () => {
    const who = await kit.bettor('10.00');
    const signedInAt = kit.t().clock.now().getTime();
    await call('POST', 'realitycheck', who.token, { minutes: 30 });
    const first = await session(who.token);
    expect(first.startedAt).toBe(new Date(signedInAt).toISOString());
    expect(first.nextCheckAt).toBe(new Date(signedInAt + 30 * MINUTE).toISOString());
    // Left open for a minute past its time, then answered: the next is 30 minutes after that.
    // The page keeps the session alive meanwhile (auto logoff ends one idle for 30 minutes).
    for (let minute = 0; minute < 31; minute += 1) {
      kit.t().clock.advance(MINUTE);
      await session(who.token);
    }
    const answered = await call('POST', 'realitycheck/answer', who.token, { action: 'continue' });
    expect(answered.status).toBe(200);
    expect(answered.json.data.attributes.elapsedSeconds).toBe(31 * 60);
    expect(answered.json.data.attributes.nextCheckAt).toBe(
      new Date(signedInAt + 61 * MINUTE).toISOString(),
    );
    const refused = await call('POST', 'realitycheck/answer', who.token, { action: 'dance' });
    expect(refused.status).toBe(400);
  });

  it('shows the session’s net position: wins less stakes, and no deposit counted', async () => {
    const who = await kit.bettor('10.00');
    expect(await session(who.token)).toMatchObject({
      staked: '0.00',
      net: '0.00',
      currency: 'EUR',
    });
    const game = kit.newGame();
    await kit.tick();
    const home = pick(game, G.result1x2, T.home);
    const away = pick(game, G.result1x2, T.away);
    expect((await kit.bet(who, { couponEvents: [home], vid: 0, summ: '2' })).status).toBe(
      'accepted',
    );
    expect((await kit.bet(who, { couponEvents: [away], vid: 0, summ: '1' })).status).toBe(
      'accepted',
    );
    expect(await session(who.token)).toMatchObject({
      staked: '3.00',
      returned: '0.00',
      net: '-3.00',
    });
    await kit.finish([[game.id, 1, 0]]);
    const after = await session(who.token);
    expect(Number(after.returned)).toBeGreaterThan(2);
    expect(after.net).toBe((Number(after.returned) - 3).toFixed(2));
  });
});
