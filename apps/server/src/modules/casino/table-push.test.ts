import { randomUUID } from 'node:crypto';
import { CASINO_ROOT } from '@arenabet/contracts/casino';
import type { PushTableMessage, TableRound } from '@arenabet/contracts/casino-tables';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { jsonApi } from '../../testing/test-app.ts';
import { connect, type ListeningApp, listeningApp } from '../live-push/push-test-kit.ts';
import { makePlayer } from '../password/security-test-kit.ts';
import { SharedTables } from './shared-tables.ts';
import { TableChains } from './table-chains.ts';
import { signatureOf, TABLE_PUSH_GATHER_MS, TABLE_WATCH_MS, TablePush } from './table-push.ts';

const EUR = 12;

let t: ListeningApp;

beforeAll(async () => {
  t = await listeningApp();
});
afterAll(() => t.close());

async function funded(): Promise<{ id: number; token: string }> {
  const made = await makePlayer(t);
  const { accounts } = t.app.services;
  const account = await accounts.openMainAccount(made.id, EUR);
  const cash = await accounts.houseAccount('house_cash', EUR);
  await accounts.transfer({
    idempotencyKey: `table-push-deposit-${made.id}`,
    kind: 'deposit',
    postings: [
      { accountId: account.id, amount: 10_000 },
      { accountId: cash, amount: -10_000 },
    ],
  });
  return { id: made.id, token: made.token };
}

describe('a shared table over the live push', () => {
  it('sends each change of the round to the pages watching that table, and only to them', async () => {
    const watcher = await connect(t);
    const other = await connect(t);
    const wheel = await connect(t);
    await watcher.subscribe('table:crash');
    await other.subscribe('live');
    await wheel.subscribe('table:live-roulette');
    const { tables } = t.app.services.casino;

    await tables.advance('crash');
    const opened = await watcher.next('casinoTable');
    expect(opened.round).toMatchObject({ game: 'crash', phase: 'betting', hash: null, bets: [] });

    const players = await Promise.all(Array.from({ length: 5 }, funded));
    for (const { token } of players) {
      const attributes = { roundId: opened.round.id, requestId: randomUUID(), bet: { stake: 100 } };
      const answer = await t.app.inject(
        jsonApi('POST', `${CASINO_ROOT}/tables/crash/bets`, attributes, token),
      );
      expect(answer.statusCode, answer.body).toBe(200);
    }
    let seen = await watcher.next('casinoTable');
    while (seen.round.betCount < 5) seen = await watcher.next('casinoTable');
    expect(seen.round.bets).toHaveLength(5);
    expect(seen.round.bets[0]).toMatchObject({ stake: 100, currencyIso: 'EUR', win: null });

    t.clock.advance(opened.round.bettingClosesAt - t.clock.now().getTime());
    await tables.advance('crash');
    expect((await watcher.next('casinoTable')).round.phase).toBe('running');

    await tables.advance('live-roulette');
    expect((await wheel.next('casinoTable')).round.game).toBe('live-roulette');
    await t.app.services.casino.tablePush.settled();
    expect(other.messages.filter((message) => message.type === 'casinoTable')).toEqual([]);
    expect(wheel.messages.filter((message) => message.type === 'casinoTable')).toEqual([]);
    for (const client of [watcher, other, wheel]) client.close();
  });

  it('tells its watchers of a bet another instance took', async () => {
    const watcher = await connect(t);
    await watcher.subscribe('table:live-roulette');
    const { casino } = t.app.services;
    // Another instance: the same database, tables of its own, and no push to this one.
    const deps = { db: t.database.db, clock: t.clock };
    const elsewhere = new SharedTables(
      deps,
      new TableChains(t.clock),
      casino.tableHost(() => {}),
    );
    const { round } = await elsewhere.state('live-roulette');
    const stop = casino.tablePush.watch(20);
    try {
      const player = await funded();
      const bet = { bets: [{ kind: 'black', stake: 100 }] };
      await elsewhere.bet(player.id, 'live-roulette', {
        roundId: round.id,
        requestId: randomUUID(),
        bet,
      });
      let seen = await watcher.next('casinoTable');
      while (seen.round.betCount === 0) seen = await watcher.next('casinoTable');
      expect(seen.round).toMatchObject({ id: round.id, betCount: 1 });
    } finally {
      stop();
      watcher.close();
    }
  });
});

describe('the table push', () => {
  /** A table whose state the test moves: each view is the round as it stands then. */
  function fakeTable() {
    const state = { id: 1, phase: 'betting', betCount: 0, settledBetCount: 0 };
    const sent: number[] = [];
    let watchers = true;
    const push = new TablePush(
      {
        view: async () => ({ ...state }) as unknown as TableRound,
        signature: async () => signatureOf(state as TableRound),
        send: (_topic: string, message: PushTableMessage) => sent.push(message.round.betCount),
        watched: () => watchers,
      },
      { error: () => {} },
    );
    return { state, sent, push, unwatch: () => (watchers = false) };
  }

  it('sends a phase change at once and gathers bets into one message, each state once', async () => {
    vi.useFakeTimers();
    try {
      const { state, sent, push } = fakeTable();
      for (let bet = 1; bet <= 5; bet++) {
        state.betCount = bet;
        push.changed('crash', false);
      }
      await push.settled();
      expect(sent).toEqual([]);
      await vi.advanceTimersByTimeAsync(TABLE_PUSH_GATHER_MS);
      await push.settled();
      expect(sent).toEqual([5]);
      state.phase = 'running';
      push.changed('crash', true);
      push.changed('crash', true);
      await push.settled();
      expect(sent).toEqual([5, 5]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('finds a change another instance made while it has watchers, and only then', async () => {
    vi.useFakeTimers();
    try {
      const { state, sent, push, unwatch } = fakeTable();
      const stop = push.watch();
      await vi.advanceTimersByTimeAsync(TABLE_WATCH_MS);
      await push.settled();
      // Both tables looked at: the crash table's state is new here, sent once.
      expect(sent).toEqual([0, 0]);
      await vi.advanceTimersByTimeAsync(TABLE_WATCH_MS * 3);
      await push.settled();
      expect(sent).toEqual([0, 0]);
      state.betCount = 3;
      await vi.advanceTimersByTimeAsync(TABLE_WATCH_MS);
      await push.settled();
      expect(sent).toEqual([0, 0, 3, 3]);
      unwatch();
      state.betCount = 4;
      await vi.advanceTimersByTimeAsync(TABLE_WATCH_MS * 2);
      expect(sent).toHaveLength(4);
      stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
