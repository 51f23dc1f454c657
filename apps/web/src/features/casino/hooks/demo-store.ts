import type { CasinoGame } from '@arenabet/domain/casino/game';
import { create } from 'zustand';
import {
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
  play<Bet, Outcome>(game: CasinoGame<Bet, Outcome>, bet: Bet): DemoPlay;
  rotate(clientSeed: string): void;
  refill(): void;
}

export const useDemoStore = create<DemoState>((set, get) => ({
  table: undefined,
  open: () => {
    const current = get().table;
    if (current) return current;
    const table = openDemoTable(new Date());
    set({ table });
    return table;
  },
  play: (game, bet) => {
    const result = playDemo(get().open(), game, bet, new Date());
    if ('table' in result) set({ table: result.table });
    return result;
  },
  rotate: (clientSeed) => set({ table: rotateDemo(get().open(), clientSeed, new Date()) }),
  refill: () => set({ table: refillDemo(get().open()) }),
}));
