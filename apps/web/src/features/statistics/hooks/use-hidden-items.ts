import {
  type HiddenItemsStorage,
  readHiddenItems,
  toggleHiddenItem,
  writeHiddenItems,
} from '@arenabet/domain';
import { createContext, useCallback, useContext, useMemo, useState } from 'react';
import type { FrameBridge } from '../lib/frame-bridge.ts';

export interface HiddenItems {
  hidden: readonly string[];
  toggle(item: string): void;
}

/** One list for the whole page, so folding one block never forgets another. */
export const HiddenItemsContext = createContext<HiddenItems | null>(null);

/** A sandboxed frame or a private window may refuse storage: the choice then lasts the visit. */
function storage(): HiddenItemsStorage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readSafely(): string[] {
  try {
    const store = storage();
    return store ? readHiddenItems(store) : [];
  } catch {
    return [];
  }
}

function writeSafely(items: readonly string[]): void {
  try {
    const store = storage();
    if (store) writeHiddenItems(store, items);
  } catch {
    // A full or refused storage keeps the choice for this visit only.
  }
}

/** The blocks the visitor folded away, kept across pages and visits, and told to the host. */
export function useHiddenItemsState(bridge: FrameBridge): HiddenItems {
  const [hidden, setHidden] = useState(readSafely);
  const toggle = useCallback(
    (item: string) => {
      const next = toggleHiddenItem(hidden, item);
      setHidden(next);
      writeSafely(next);
      bridge.post({ type: 'hiddenItems', items: next });
    },
    [bridge, hidden],
  );
  return useMemo(() => ({ hidden, toggle }), [hidden, toggle]);
}

export function useHiddenItems(): HiddenItems {
  const items = useContext(HiddenItemsContext);
  if (!items) throw new Error('A statistics block outside the statistics frame');
  return items;
}
