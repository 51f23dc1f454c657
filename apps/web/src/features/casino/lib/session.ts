/*
 * Player protection while playing: the session's net position and time are on screen (issue 15),
 * and a round starts no sooner than the jurisdiction's cycle after the last one (UK: 5 s, 2.5 s
 * for a slot), which the server enforces too.
 */

/** What the rounds of the session won or lost, together: wins less stakes. */
export function netPosition(rounds: readonly { stake: number; win: number }[]): number {
  return rounds.reduce((sum, round) => sum + round.win - round.stake, 0);
}

/** How long until the next round may start, 0 when it may now. */
export function cycleLeft(now: number, lastStart: number | undefined, minCycleMs: number): number {
  if (lastStart === undefined) return 0;
  return Math.min(minCycleMs, Math.max(0, lastStart + minCycleMs - now));
}
