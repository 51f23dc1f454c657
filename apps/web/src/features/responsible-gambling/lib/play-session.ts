import type { PlaySession } from '../api/limits.ts';

/*
 * The server's times, counted on in the browser from when they were read: the page shows the
 * right time and checks at the right moment whatever the browser's own clock says.
 */

/** Milliseconds from the browser's now until the session's next check, on the server's clock. */
export function untilNextCheck(session: PlaySession, now: number): number | null {
  if (!session.nextCheckAt) return null;
  const serverNow = Date.parse(session.at) + (now - session.readAt);
  return Math.max(0, Date.parse(session.nextCheckAt) - serverNow);
}

/** The session's time on screen: the server's count at reading, and the browser's since. */
export function sessionElapsedMs(session: PlaySession, now: number): number {
  return session.elapsedSeconds * 1_000 + Math.max(0, now - session.readAt);
}
