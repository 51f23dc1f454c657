import { create } from 'zustand';
import {
  type AnyInteractiveGame,
  type AnyTableGame,
  actDemo,
  type DemoPlay,
  type DemoTable,
  openDemoTable,
  playDemo,
  refillDemo,
  rotateDemo,
} from '../lib/demo-table.ts';

/*
 * The visitor's demo table for the visit: one purse of play money and one seed pair across the
 * casino's games, as a real account has. Kept in memory only: a reload starts again with fresh
 * play money and fresh seeds, so nothing of it can pass for real money.
 */
interface DemoState {
  table: DemoTable | undefined;
  /** The table, opened on first use (its seed drawn then, not when the page loads). */
  open(): DemoTable;
  play(game: AnyTableGame, bet: unknown): DemoPlay;
  act(game: AnyInteractiveGame, roundId: number, action: string): DemoPlay;
  /** Throws a DemoRefusal while a round is open. */
  rotate(clientSeed: string): void;
  refill(): void;
}

/** A rule the demo refused, named by its dictionary key as the server's refusals are. */
export class DemoRefusal extends Error {
  constructor(readonly problem: string) {
    super(problem);
  }
}

export const useDemoStore = create<DemoState>((set, get) => {
  const settle = (result: DemoPlay) => {
    if ('table' in result) set({ table: result.table });
    return result;
  };
  return {
    table: undefined,
    open: () => {
      const current = get().table;
      if (current) return current;
      const table = openDemoTable(new Date());
      set({ table });
      return table;
    },
    play: (game, bet) => settle(playDemo(get().open(), game, bet, new Date())),
    act: (game, roundId, action) => settle(actDemo(get().open(), game, roundId, action)),
    rotate: (clientSeed) => {
      const rotated = rotateDemo(get().open(), clientSeed, new Date());
      if ('problem' in rotated) throw new DemoRefusal(rotated.problem);
      set({ table: rotated });
    },
    refill: () => set({ table: refillDemo(get().open()) }),
  };
});
