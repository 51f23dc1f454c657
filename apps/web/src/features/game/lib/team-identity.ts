/*
 * The feed sends no crests; a team is shown by a round badge with its initials in a colour of
 * its own, the same on every visit.
 */

const isLetter = (char: string) => /\p{L}/u.test(char);
const firstLetter = (word: string) => [...word].find(isLetter) ?? '';

/**
 * Up to two letters of a team's name: "Real Madrid" -> "RM", "Arsenal" -> "AR". A note in
 * brackets (an esports player's nick: "Atlanta (Rocket)") is not part of the name.
 */
export function initialsOf(name: string): string {
  const words = name
    .replace(/\([^)]*\)/gu, ' ')
    .split(/[\s\-–—.]+/u)
    .filter((word) => [...word].some(isLetter));
  const first = words[0] ?? '';
  const last = words[words.length - 1] ?? '';
  const letters =
    words.length > 1
      ? [firstLetter(first), firstLetter(last)]
      : [...first].filter(isLetter).slice(0, 2);
  return letters.join('').toLocaleUpperCase();
}

/** A hue on the colour wheel derived from the name. */
export function hueOf(name: string): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360;
  return hash;
}
