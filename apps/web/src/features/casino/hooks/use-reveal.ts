import { useEffect, useState } from 'react';

/** Whether the visitor asked for less motion: then a round shows at once, with no spin or deal. */
export function prefersLessMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches
  );
}

/**
 * The round once the table has drawn it (the wheel stopped, the cards dealt): the result is
 * told when it is seen, not while the ball still runs. At once when motion is reduced.
 */
export function useReveal<R extends { id: number }>(
  round: R | undefined,
  ms: number,
): R | undefined {
  const [shown, setShown] = useState<R | undefined>(round);
  useEffect(() => {
    if (!round) {
      setShown(undefined);
      return;
    }
    const delay = prefersLessMotion() ? 0 : ms;
    if (delay === 0) {
      setShown(round);
      return;
    }
    const timer = setTimeout(() => setShown(round), delay);
    return () => clearTimeout(timer);
  }, [round, ms]);
  return shown;
}
