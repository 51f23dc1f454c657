import type { TableRound, TableState } from '@arenabet/contracts/casino-tables';
import { describe, expect, it } from 'vitest';
import {
  bettingLeft,
  clockOffsetOf,
  isBettingOpen,
  isNewerRound,
  secondsUntil,
  withClockSample,
  withRound,
} from './shared-table.ts';

// Fields the page does not read (a settled-bet count) may come and go: spread, not checked.
const fields = {
  id: 10,
  game: 'live-roulette' as const,
  phase: 'betting' as const,
  chainId: 1,
  position: 4,
  commitment: 'c',
  salt: 's',
  openedAt: 1_000,
  bettingClosesAt: 19_000,
  startedAt: null as number | null,
  settledAt: null as number | null,
  outcome: null as TableRound['outcome'],
  hash: null as string | null,
  bets: [] as TableRound['bets'],
  betCount: 0,
  settledBetCount: 0,
  serverTime: 2_000,
};
const round = (changes: Partial<TableRound> = {}): TableRound => ({ ...fields, ...changes });

describe('a shared table kept by the page', () => {
  it('takes a later round, a later phase, or the same phase sent later', () => {
    const kept = round();
    expect(isNewerRound(round({ id: 11 }), kept)).toBe(true);
    expect(isNewerRound(round({ id: 9, phase: 'settled' }), kept)).toBe(false);
    expect(isNewerRound(round({ phase: 'running' }), kept)).toBe(true);
    expect(isNewerRound(kept, round({ phase: 'running' }))).toBe(false);
    expect(isNewerRound(round({ serverTime: 2_250, betCount: 1 }), kept)).toBe(true);
    expect(isNewerRound(round({ serverTime: 1_900 }), kept)).toBe(false);
    expect(isNewerRound(kept, undefined)).toBe(true);
  });

  it('adds a settled round to the results once, newest first, and ignores an older one', () => {
    const state: TableState = {
      round: round({ phase: 'running' }),
      history: [{ id: 9, position: 3, outcome: { pocket: 5 }, hash: 'h9', settledAt: 500 }],
    };
    const settled = round({
      phase: 'settled',
      outcome: { pocket: 17 },
      hash: 'h10',
      settledAt: 28_000,
      serverTime: 28_000,
    });
    const next = withRound(state, settled);
    expect(next.history.map(({ id }) => id)).toEqual([10, 9]);
    expect(next.history[0]).toEqual({
      id: 10,
      position: 4,
      outcome: { pocket: 17 },
      hash: 'h10',
      settledAt: 28_000,
    });
    expect(withRound(next, { ...settled, serverTime: 28_100 }).history).toHaveLength(2);
    expect(withRound(next, round({ phase: 'running' }))).toBe(next);
  });

  it('sets its clock by the closest of the latest readings', () => {
    let samples: number[] = [];
    expect(clockOffsetOf(samples)).toBe(0);
    for (const sample of [120, 80, 150, 90]) samples = withClockSample(samples, sample);
    expect(clockOffsetOf(samples)).toBe(150);
    for (let i = 0; i < 8; i++) samples = withClockSample(samples, -40);
    expect(clockOffsetOf(samples)).toBe(-40);
  });

  it('counts betting down and closes it at its moment', () => {
    const open = round();
    expect(secondsUntil(open.bettingClosesAt, 1_000)).toBe(18);
    expect(secondsUntil(open.bettingClosesAt, 18_001)).toBe(1);
    expect(secondsUntil(open.bettingClosesAt, 20_000)).toBe(0);
    expect(bettingLeft(open, 10_000)).toBe(0.5);
    expect(bettingLeft(open, 30_000)).toBe(0);
    expect(isBettingOpen(open, 18_999)).toBe(true);
    expect(isBettingOpen(open, 19_000)).toBe(false);
    expect(isBettingOpen(round({ phase: 'running' }), 2_000)).toBe(false);
  });
});
