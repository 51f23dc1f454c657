import { useEffect, useRef, useState } from 'react';

export type OddsTrend = 'up' | 'down';

/** How long a price change stays marked: long enough to notice, short enough not to mislead. */
export const ODDS_TREND_MS = 2_500;

/**
 * The direction of the last change of a price while it is fresh. `changeCount` grows with every
 * change, so a second rise restarts the flash instead of being lost in the first one.
 */
export function useOddsTrend(odds: number | undefined): {
  trend: OddsTrend | undefined;
  changeCount: number;
} {
  const previous = useRef(odds);
  const [state, setState] = useState<{ trend: OddsTrend | undefined; changeCount: number }>({
    trend: undefined,
    changeCount: 0,
  });

  useEffect(() => {
    const before = previous.current;
    previous.current = odds;
    if (before === undefined || odds === undefined || before === odds) return;
    const trend: OddsTrend = odds > before ? 'up' : 'down';
    setState((current) => ({ trend, changeCount: current.changeCount + 1 }));
    const timer = setTimeout(
      () => setState((current) => ({ ...current, trend: undefined })),
      ODDS_TREND_MS,
    );
    return () => clearTimeout(timer);
  }, [odds]);

  return state;
}
