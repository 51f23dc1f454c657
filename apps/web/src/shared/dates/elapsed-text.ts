/*
 * How long something has run, as a clock reads it: the session's time on the casino's bar, in the
 * header and in a reality check.
 */

/** Elapsed time as a clock reads it: 0:07, 12:03, 1:02:03. */
export function elapsedText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1_000));
  const [hours, minutes, seconds] = [
    Math.floor(total / 3_600),
    Math.floor(total / 60) % 60,
    total % 60,
  ];
  const two = (n: number) => String(n).padStart(2, '0');
  return hours > 0 ? `${hours}:${two(minutes)}:${two(seconds)}` : `${minutes}:${two(seconds)}`;
}
