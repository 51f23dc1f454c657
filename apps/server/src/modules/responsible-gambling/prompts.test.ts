import { describe, expect, it } from 'vitest';
import { jsonApi } from '../../testing/test-app.ts';
import { betsKit } from '../bets/bets-test-kit.ts';
import { signIn } from '../password/security-test-kit.ts';

/*
 * The prompts of player protection: to set a deposit limit, asked until the player sets one or
 * says no (LCCP 3.5), and to review the limits six months after they were set or last reviewed
 * (the MGA's player protection directive).
 */

const kit = betsKit();
const DAY = 86_400_000;

async function limits(token: string) {
  const answer = await kit.t().app.inject({
    method: 'GET',
    url: '/limit-service-api/limits',
    headers: { authorization: `Bearer ${token}` },
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data.attributes;
}

async function post(path: string, token: string, attributes: object) {
  return kit.t().app.inject(jsonApi('POST', `/limit-service-api/${path}`, attributes, token));
}

describe('the deposit-limit prompt', () => {
  it('asks a new player until a deposit limit is set', async () => {
    const who = await kit.bettor('0.00');
    expect((await limits(who.token)).prompts.depositLimit).toBe(true);
    await post('limits', who.token, { kind: 'wager', period: 'day', value: '50' });
    expect((await limits(who.token)).prompts.depositLimit).toBe(true);
    await post('limits', who.token, { kind: 'deposit', period: 'month', value: '500' });
    expect((await limits(who.token)).prompts.depositLimit).toBe(false);
  });

  it('asks once: a player who says no is not asked again', async () => {
    const who = await kit.bettor('0.00');
    const declined = await post('prompts', who.token, { prompt: 'deposit_limit' });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data.attributes.prompts.depositLimit).toBe(false);
    const unknown = await post('prompts', who.token, { prompt: 'marketing' });
    expect(unknown.statusCode).toBe(400);
  });
});

describe('the review of limits', () => {
  it('comes six months after the limits were set, and six months after each review', async () => {
    const t = kit.t();
    const who = await kit.bettor('0.00');
    await post('limits', who.token, { kind: 'loss', period: 'week', value: '100' });
    const setAt = t.clock.now();
    expect((await limits(who.token)).prompts.limitReview).toBe(false);
    t.clock.advance(182 * DAY);
    const later = await signIn(t, who.id);
    const before = await limits(later);
    expect(new Date(before.reviewDueAt).getTime()).toBeGreaterThan(t.clock.now().getTime());
    expect(before.prompts.limitReview).toBe(false);
    t.clock.advance(3 * DAY);
    const due = await signIn(t, who.id);
    expect((await limits(due)).prompts.limitReview).toBe(true);
    const reviewed = (await post('prompts', due, { prompt: 'limit_review' })).json().data
      .attributes;
    expect(reviewed.prompts.limitReview).toBe(false);
    expect(new Date(reviewed.reviewDueAt).getTime()).toBeGreaterThan(setAt.getTime() + 360 * DAY);
  });

  it('counts from the last change of a limit, which is a look at them too', async () => {
    const t = kit.t();
    const who = await kit.bettor('0.00');
    await post('limits', who.token, { kind: 'wager', period: 'month', value: '400' });
    t.clock.advance(150 * DAY);
    const changer = await signIn(t, who.id);
    await post('limits', changer, { kind: 'wager', period: 'month', value: '300' });
    t.clock.advance(60 * DAY);
    const later = await signIn(t, who.id);
    expect((await limits(later)).prompts.limitReview).toBe(false);
    t.clock.advance(130 * DAY);
    const due = await signIn(t, who.id);
    expect((await limits(due)).prompts.limitReview).toBe(true);
  });
});
