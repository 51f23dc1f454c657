import {
  OPEN_PAYMENT_REQUESTS_LIMIT,
  PAYMENT_REQUEST_ANSWER_MAX,
  PAYMENT_REQUEST_MESSAGE_MAX,
} from '@arenabet/contracts/payment-requests';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';
import { makePlayer, type TestPlayer } from '../password/security-test-kit.ts';
import {
  deliverWebhooks,
  payByCard,
  payer,
  startDeposit,
  TEST_CARDS,
} from '../payments/payments-test-kit.ts';
import {
  dayFrom,
  failDeposit,
  pendingDeposit,
  pendingWithdrawal,
} from './payment-requests-harness.ts';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await createTestApp();
  operator = await t.operatorToken();
});
afterAll(() => t.close());

const MESSAGE = 'The money left my card but the balance did not change.';

const post = (url: string, attributes: unknown, token?: string) =>
  t.app.inject(jsonApi('POST', url, attributes, token));
const get = (url: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
const listOf = async (player: Pick<TestPlayer, 'token'>, query = '') =>
  (await get(`/web-api/payment-requests${query}`, player.token)).json().data.attributes;

/** A request about a deposit that did not arrive, the topic with the most fields. */
function depositRequest(paymentId: number) {
  return {
    topic: 'deposit_not_credited',
    payment_id: paymentId,
    payment_date: dayFrom(t, -1),
    amount: '25,00',
    card_last4: '4242',
    message: `  ${MESSAGE}  `,
  };
}

describe('a player asks about a payment', () => {
  it('creates a request about their deposit, keeps only the topic’s fields and lists it', async () => {
    const player = await payer(t);
    const started = await startDeposit(t, player, '25');
    const deposit = started.payment;
    const created = await post(
      '/web-api/payment-requests',
      { ...depositRequest(deposit.id), expected_amount: '30' },
      player.token,
    );
    expect(created.statusCode).toBe(201);
    const request = created.json().data.attributes;
    expect(request).toMatchObject({
      topic: 'deposit_not_credited',
      status: 'open',
      paymentId: deposit.id,
      payment: { reference: deposit.reference, direction: 'deposit', status: 'pending' },
      fields: { payment_date: dayFrom(t, -1), amount: '25.00', card_last4: '4242' },
      message: MESSAGE,
      answer: null,
      answeredAt: null,
    });

    const list = await listOf(player);
    expect(list).toMatchObject({ openCount: 1, openLimit: OPEN_PAYMENT_REQUESTS_LIMIT });
    expect(list.requests).toEqual([request]);
    const one = await get(`/web-api/payment-requests/${request.id}`, player.token);
    expect(one.json().data.attributes).toEqual(request);

    // The request shows the payment as it is now, not as it was when asked about.
    await payByCard(t, started.redirectUrl, TEST_CARDS.declined);
    await deliverWebhooks(t);
    const later = await get(`/web-api/payment-requests/${request.id}`, player.token);
    expect(later.json().data.attributes.payment).toMatchObject({
      id: deposit.id,
      status: 'failed',
    });
  });

  it('needs no payment for the topic "other" and ignores one sent', async () => {
    const player = await payer(t);
    const deposit = await pendingDeposit(t, player);
    const created = await post(
      '/web-api/payment-requests',
      { topic: 'other', message: MESSAGE, payment_id: deposit.id },
      player.token,
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data.attributes).toMatchObject({
      paymentId: null,
      payment: null,
      fields: {},
    });
  });

  it('offers the player’s own payments of the topic’s kind, newest first', async () => {
    const player = await payer(t);
    const other = await payer(t);
    const failed = await failDeposit(t, player);
    const withdrawal = await pendingWithdrawal(t, player);
    const pending = await pendingDeposit(t, player);
    await pendingDeposit(t, other);
    const offered = async (query: string) =>
      (await get(`/web-api/payment-requests/payments${query}`, player.token))
        .json()
        .data.attributes.payments.map(
          (payment: { id: number; direction: string; status: string }) =>
            `${payment.direction} ${payment.status}`,
        );
    // The card deposit the withdrawal needed sits between the failed deposit and the withdrawal.
    const all = await get('/web-api/payment-requests/payments', player.token);
    const ids = all.json().data.attributes.payments.map((payment: { id: number }) => payment.id);
    expect(ids).toEqual([pending.id, withdrawal.id, expect.any(Number), failed.id]);
    expect(await offered('')).toEqual([
      'deposit pending',
      'withdrawal pending',
      'deposit success',
      'deposit failed',
    ]);
    expect(await offered('?topic=deposit_not_credited')).toEqual([
      'deposit pending',
      'deposit success',
      'deposit failed',
    ]);
    expect(await offered('?topic=withdrawal_delayed')).toEqual(['withdrawal pending']);
    expect(await offered('?topic=wrong_amount')).toEqual(await offered(''));
    const bad = await get('/web-api/payment-requests/payments?topic=nope', player.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().validation_errors).toEqual({ topic: ['validation_invalid_value'] });
  });

  it('answers bad input with 400 validation_errors by field and writes nothing', async () => {
    const player = await payer(t);
    const stranger = await payer(t);
    const deposit = await pendingDeposit(t, player);
    const strangers = await pendingDeposit(t, stranger);
    const base = depositRequest(deposit.id);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { topic: ['required'], message: ['required'] }],
      [{ topic: 'nope', message: MESSAGE }, { topic: ['validation_invalid_value'] }],
      [{ topic: 7, message: MESSAGE }, { topic: ['validation_invalid_value'] }],
      [{ topic: 'other', message: 42 }, { message: ['validation_invalid_type'] }],
      [{ topic: 'other', message: '  too short  ' }, { message: ['min_symbols_limit'] }],
      [
        { topic: 'other', message: 'x'.repeat(PAYMENT_REQUEST_MESSAGE_MAX + 1) },
        { message: ['max_symbols_limit'] },
      ],
      [
        { topic: 'other', message: `${MESSAGE}\u0000` },
        { message: ['validation_invalid_symbols'] },
      ],
      [
        { topic: 'deposit_not_credited', message: MESSAGE },
        { payment_id: ['required'], payment_date: ['required'], amount: ['required'] },
      ],
      [{ ...base, payment_id: 'x' }, { payment_id: ['validation_invalid_type'] }],
      [{ ...base, payment_id: -1 }, { payment_id: expect.any(Array) }],
      [{ ...base, payment_id: 2 ** 40 }, { payment_id: expect.any(Array) }],
      [{ ...base, payment_date: '2026-02-30' }, { payment_date: ['validation_invalid_format'] }],
      [{ ...base, payment_date: 20260309 }, { payment_date: ['validation_invalid_type'] }],
      [
        { ...base, payment_date: dayFrom(t, 2) },
        { payment_date: ['payment_request_date_in_future'] },
      ],
      [{ ...base, amount: '0.00' }, { amount: ['payment_request_amount_invalid'] }],
      [{ ...base, amount: '-5' }, { amount: ['payment_request_amount_invalid'] }],
      [{ ...base, amount: '1e5' }, { amount: ['payment_request_amount_invalid'] }],
      [{ ...base, amount: '9'.repeat(13) }, { amount: ['payment_request_amount_invalid'] }],
      [{ ...base, card_last4: '12a4' }, { card_last4: ['payment_request_card_last4_invalid'] }],
      [
        { topic: 'refund_request', payment_id: deposit.id, message: MESSAGE },
        { card_last4: ['required'] },
      ],
      [
        { ...base, payment_id: strangers.id },
        { payment_id: ['payment_request_payment_not_found'] },
      ],
      [{ ...base, payment_id: 999_999 }, { payment_id: ['payment_request_payment_not_found'] }],
      [
        { topic: 'withdrawal_delayed', payment_id: deposit.id, message: MESSAGE },
        { payment_id: ['payment_request_payment_wrong_topic'] },
      ],
    ];
    for (const [attributes, fields] of cases) {
      const response = await post('/web-api/payment-requests', attributes, player.token);
      const label = JSON.stringify(attributes).slice(0, 120);
      expect(response.statusCode, label).toBe(400);
      expect(response.json().validation_errors, label).toEqual(fields);
    }
    expect((await listOf(player)).requests).toEqual([]);
  });

  it('needs a signed-in player and never shows another player’s request', async () => {
    const player = await makePlayer(t);
    const stranger = await makePlayer(t);
    const created = await post(
      '/web-api/payment-requests',
      { topic: 'other', message: MESSAGE },
      player.token,
    );
    const { id } = created.json().data.attributes;
    expect((await get('/web-api/payment-requests')).statusCode).toBe(401);
    expect((await post('/web-api/payment-requests', { topic: 'other' })).statusCode).toBe(401);
    for (const response of [
      await get(`/web-api/payment-requests/${id}`, stranger.token),
      await post(`/web-api/payment-requests/${id}/close`, {}, stranger.token),
      await get('/web-api/payment-requests/abc', player.token),
      await get(`/web-api/payment-requests/${2 ** 40}`, player.token),
    ]) {
      expect(response.statusCode).toBe(404);
    }
    expect((await listOf(stranger)).requests).toEqual([]);
    expect((await listOf(player, '?status=open')).requests).toHaveLength(1);
    expect((await get('/web-api/payment-requests?page=0', player.token)).statusCode).toBe(400);
    expect((await get('/web-api/payment-requests?status=x', player.token)).statusCode).toBe(400);
  });
});

describe('limits', () => {
  it(`keeps at most ${OPEN_PAYMENT_REQUESTS_LIMIT} requests waiting, and one per payment`, async () => {
    const player = await payer(t);
    const deposit = await pendingDeposit(t, player);
    const first = await post('/web-api/payment-requests', depositRequest(deposit.id), player.token);
    expect(first.statusCode).toBe(201);
    const again = await post('/web-api/payment-requests', depositRequest(deposit.id), player.token);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('payment_request_already_open');

    for (let n = 1; n < OPEN_PAYMENT_REQUESTS_LIMIT; n++) {
      const made = await post(
        '/web-api/payment-requests',
        { topic: 'other', message: MESSAGE },
        player.token,
      );
      expect(made.statusCode).toBe(201);
    }
    const over = await post(
      '/web-api/payment-requests',
      { topic: 'other', message: MESSAGE },
      player.token,
    );
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe('payment_request_open_limit');
    expect((await listOf(player)).openCount).toBe(OPEN_PAYMENT_REQUESTS_LIMIT);

    // Closing one makes room, and a closed request no longer blocks its payment.
    const firstId = first.json().data.attributes.id;
    const closed = await post(`/web-api/payment-requests/${firstId}/close`, {}, player.token);
    expect(closed.json().data.attributes.status).toBe('closed');
    const closedAgain = await post(`/web-api/payment-requests/${firstId}/close`, {}, player.token);
    expect(closedAgain.statusCode).toBe(200);
    expect(closedAgain.json().data.attributes).toEqual(closed.json().data.attributes);
    const retry = await post('/web-api/payment-requests', depositRequest(deposit.id), player.token);
    expect(retry.statusCode).toBe(201);
  });

  it('lets no burst of requests at once pass the limit', async () => {
    const player = await makePlayer(t);
    const answers = await Promise.all(
      Array.from({ length: 12 }, () =>
        post('/web-api/payment-requests', { topic: 'other', message: MESSAGE }, player.token),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses.filter((status) => status === 201)).toHaveLength(OPEN_PAYMENT_REQUESTS_LIMIT);
    expect(statuses.filter((status) => status === 409)).toHaveLength(
      12 - OPEN_PAYMENT_REQUESTS_LIMIT,
    );
    expect((await listOf(player)).requests).toHaveLength(OPEN_PAYMENT_REQUESTS_LIMIT);
  });

  it('lets only one of many requests at once about the same payment wait', async () => {
    const player = await payer(t);
    const deposit = await pendingDeposit(t, player);
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        post('/web-api/payment-requests', depositRequest(deposit.id), player.token),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409]);
    expect((await listOf(player)).openCount).toBe(1);
  });
});

describe('the back office', () => {
  const backoffice = (query = '') =>
    get(`/web-api/backoffice/payment-requests${query}`, operator).then(
      (response) => response.json().data.attributes,
    );

  it('answers a waiting request, which the player then reads, and closes it', async () => {
    const player = await payer(t);
    const deposit = await pendingDeposit(t, player);
    const created = await post(
      '/web-api/payment-requests',
      depositRequest(deposit.id),
      player.token,
    );
    const { id } = created.json().data.attributes;

    const queue = await backoffice(`?status=open&player_id=${player.id}`);
    expect(queue.requests).toHaveLength(1);
    expect(queue.requests[0]).toMatchObject({ id, playerId: player.id, answeredBy: null });

    const text = '  The bank confirmed the deposit; it is credited now.  ';
    const answered = await post(
      `/web-api/backoffice/payment-requests/${id}/answer`,
      { answer: text },
      operator,
    );
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.attributes).toMatchObject({
      status: 'answered',
      answer: text.trim(),
      answeredBy: 'admin',
      answeredAt: t.clock.now().toISOString(),
    });
    const seen = await get(`/web-api/payment-requests/${id}`, player.token);
    expect(seen.json().data.attributes).toMatchObject({ status: 'answered', answer: text.trim() });
    expect(seen.json().data.attributes).not.toHaveProperty('answeredBy');
    expect((await listOf(player)).openCount).toBe(0);

    const twice = await post(
      `/web-api/backoffice/payment-requests/${id}/answer`,
      { answer: 'Another answer' },
      operator,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('payment_request_not_open');

    const closed = await post(`/web-api/backoffice/payment-requests/${id}/close`, {}, operator);
    expect(closed.json().data.attributes).toMatchObject({ status: 'closed', answer: text.trim() });
    const byPlayer = await post(`/web-api/payment-requests/${id}/close`, {}, player.token);
    expect(byPlayer.json().data.attributes.status).toBe('closed');
    expect((await backoffice(`?status=closed&player_id=${player.id}`)).requests).toHaveLength(1);
  });

  it('lists the waiting queue oldest first', async () => {
    const player = await makePlayer(t);
    for (let n = 0; n < 3; n++) {
      await post('/web-api/payment-requests', { topic: 'other', message: MESSAGE }, player.token);
    }
    const queue = await backoffice(`?status=open&player_id=${player.id}`);
    const ids = queue.requests.map((request: { id: number }) => request.id);
    expect(ids).toEqual([...ids].sort((a, b) => a - b));
    const all = await backoffice(`?player_id=${player.id}`);
    expect(all.requests.map((request: { id: number }) => request.id)).toEqual([...ids].reverse());
  });

  it('refuses bad answers, unknown requests and players', async () => {
    const player = await makePlayer(t);
    const created = await post(
      '/web-api/payment-requests',
      { topic: 'other', message: MESSAGE },
      player.token,
    );
    const { id } = created.json().data.attributes;
    const answer = (attributes: unknown, token = operator, requestId: unknown = id) =>
      post(`/web-api/backoffice/payment-requests/${requestId}/answer`, attributes, token);
    const cases: [unknown, Record<string, string[]>][] = [
      [{}, { answer: ['required'] }],
      [{ answer: '   ' }, { answer: ['required'] }],
      [{ answer: 5 }, { answer: ['validation_invalid_type'] }],
      [{ answer: 'x'.repeat(PAYMENT_REQUEST_ANSWER_MAX + 1) }, { answer: ['max_symbols_limit'] }],
    ];
    for (const [attributes, fields] of cases) {
      const response = await answer(attributes);
      expect(response.statusCode, JSON.stringify(attributes).slice(0, 60)).toBe(400);
      expect(response.json().validation_errors).toEqual(fields);
    }
    expect((await answer({ answer: 'ok' }, operator, 999_999)).statusCode).toBe(404);
    expect((await answer({ answer: 'ok' }, operator, 'abc')).statusCode).toBe(404);
    expect((await answer({ answer: 'ok' }, player.token)).statusCode).toBe(401);
    expect((await get('/web-api/backoffice/payment-requests', player.token)).statusCode).toBe(401);
    expect(
      (await get('/web-api/backoffice/payment-requests?status=maybe', operator)).statusCode,
    ).toBe(400);
    expect((await listOf(player)).requests[0]).toMatchObject({ status: 'open', answer: null });
  });
});
