/*
 * Details the feed does not carry (who starts, the stadium) are chosen from ids, so every
 * instance and every request tells the same story about the same game. FNV-1a over the parts.
 */
export function stableUnit(...parts: readonly number[]): number {
  let hash = 0x811c9dc5;
  for (const char of parts.join(':')) {
    hash ^= char.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) / 4_294_967_296;
}

/** An integer in [min, max] fixed by the parts. */
export function stableInt(min: number, max: number, ...parts: readonly number[]): number {
  return min + Math.floor(stableUnit(...parts) * (max - min + 1));
}
