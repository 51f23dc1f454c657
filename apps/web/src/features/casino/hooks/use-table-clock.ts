import { useEffect, useState } from 'react';
import { prefersLessMotion } from './use-reveal.ts';

/** A reduced-motion page's figures step this often instead of with every frame. */
const STEP_MS = 250;

/**
 * The server's time, read again while `active`: every animation frame where motion is welcome
 * (`smooth`), else every `everyMs` (a countdown), and four times a second where motion is
 * reduced. Nothing ticks while inactive.
 */
export function useTableClock(
  serverNow: () => number,
  active: boolean,
  { smooth = false, everyMs = STEP_MS }: { smooth?: boolean; everyMs?: number } = {},
): number {
  const [now, setNow] = useState(serverNow);
  useEffect(() => {
    if (!active) return;
    setNow(serverNow());
    if (smooth && !prefersLessMotion()) {
      let frame = requestAnimationFrame(function tick() {
        setNow(serverNow());
        frame = requestAnimationFrame(tick);
      });
      return () => cancelAnimationFrame(frame);
    }
    const timer = setInterval(() => setNow(serverNow()), smooth ? STEP_MS : everyMs);
    return () => clearInterval(timer);
  }, [serverNow, active, smooth, everyMs]);
  return now;
}
