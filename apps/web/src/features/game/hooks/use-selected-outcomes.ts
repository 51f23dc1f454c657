import { type FeedOutcome, outcomeKey } from '@arenabet/contracts';
import { useCallback, useState } from 'react';

/** `gameId/outcomeKey`: the same outcome of a sub-game and its parent are different bets. */
const selectionKey = (gameId: number, outcome: FeedOutcome) => `${gameId}/${outcomeKey(outcome)}`;

/**
 * The outcomes the visitor picked on this page. The coupon that will hold them is a later
 * piece of work; until then a pick is only marked, so the page already answers a click.
 */
export function useSelectedOutcomes() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  const isSelected = useCallback(
    (gameId: number, outcome: FeedOutcome) => selected.has(selectionKey(gameId, outcome)),
    [selected],
  );
  const toggle = useCallback((gameId: number, outcome: FeedOutcome) => {
    const key = selectionKey(gameId, outcome);
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  }, []);
  return { isSelected, toggle };
}
