import type { FeedOutcome } from '@arenabet/contracts';
import { create } from 'zustand';
import {
  type BuilderPick,
  type BuilderToggle,
  builderPickKey,
  toggleBuilderPick,
} from './builder-picks.ts';

/*
 * The bet builder's picks and stake. One game's at a time: they stay while the player looks at
 * the game's other tabs or pages and back, and a builder opened on another game starts empty.
 * Not kept over a reload: a builder's price is of the moment.
 */

interface BuilderState {
  gameId: number;
  picks: BuilderPick[];
  stake: string;
  toggle(gameId: number, outcome: FeedOutcome, maxLegs: number): BuilderToggle;
  /** Takes out the pick of this outcome key. */
  remove(key: string): void;
  clear(): void;
  setStake(stake: string): void;
}

export const useBuilderStore = create<BuilderState>((set, get) => ({
  gameId: 0,
  picks: [],
  stake: '',
  toggle: (gameId, outcome, maxLegs) => {
    const mine = get().gameId === gameId ? get().picks : [];
    const result = toggleBuilderPick(mine, outcome, maxLegs);
    set({ gameId, picks: result.picks });
    return result;
  },
  remove: (key) =>
    set((state) => ({ picks: state.picks.filter((pick) => builderPickKey(pick) !== key) })),
  clear: () => set({ picks: [] }),
  setStake: (stake) => set({ stake }),
}));

/** The picks of this game: none while the store holds another game's. */
export function useBuilderPicks(gameId: number): BuilderPick[] {
  return useBuilderStore((state) => (state.gameId === gameId ? state.picks : NO_PICKS));
}

const NO_PICKS: BuilderPick[] = [];
