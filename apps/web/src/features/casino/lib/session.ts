/*
 * Player protection while playing: the session's net position and time are on screen (issue 15),
 * and a round starts no sooner than the jurisdiction's cycle after the last one (UK: 5 s, 2.5 s
 * for a slot), which the server enforces too.
 */

/** What the rounds of the session won or lost, together: wins less stakes. */
export function netPosition(rounds: readonly { stake: number; win: number }[]): number {
  return rounds.reduce((sum, round) => sum + round.win - round.stake, 0);
}

/** Elapsed time as a clock reads it: 0:07, 12:03, 1:02:03. */
export function clockText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1_000));
  const [hours, minutes, seconds] = [
    Math.floor(total / 3_600),
    Math.floor(total / 60) % 60,
    total % 60,
  ];
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}

/** How long until the next round may start, 0 when it may now. */
export function cycleLeft(now: number, lastStart: number | undefined, minCycleMs: number): number {
  if (lastStart === undefined) return 0;
  return Math.min(minCycleMs, Math.max(0, lastStart + minCycleMs - now));
}
