import type { FeedLiveScore } from '@arenabet/contracts';
import { useEffect, useState } from 'react';
import { timerNow } from '../lib/live-clock.ts';

const TICK_MS = 1_000;

interface Received {
  live: FeedLiveScore;
  at: number;
  /** A new score arrived with the timer where it was: the clock is stopped (a break). */
  stopped: boolean;
}

/**
 * The seconds played, ticking every second from the last timer the feed sent. A new copy of
 * the score with the same timer means the clock stands (half-time). Undefined for sports
 * without a clock (tennis counts points).
 */
export function useLiveTimer(live: FeedLiveScore): number | undefined {
  const [received, setReceived] = useState<Received>(() => ({
    live,
    at: Date.now(),
    stopped: false,
  }));
  const [now, setNow] = useState(() => Date.now());

  if (received.live !== live) {
    const at = Date.now();
    const stopped = live.timerSeconds === received.live.timerSeconds;
    setReceived({ live, at: stopped ? received.at : at, stopped });
    if (!stopped) setNow(at);
  }

  const ticking = !received.stopped && live.timerSeconds !== undefined;
  useEffect(() => {
    if (!ticking) return;
    const timer = setInterval(() => setNow(Date.now()), TICK_MS);
    return () => clearInterval(timer);
  }, [ticking]);

  if (live.timerSeconds === undefined) return undefined;
  return ticking ? timerNow(live.timerSeconds, received.at, now) : live.timerSeconds;
}
