import type { siteConfigSections } from '@arenabet/contracts/site-config';

/*
 * Defensive reading of the operator's configuration. The schema validates what an operator
 * saves, but a reader in the browser must still survive an older row or a hand-edited key, so
 * every value is read from `unknown` and falls back instead of throwing.
 */

type SectionShapes = (typeof siteConfigSections)['shape'];
export type SectionName = keyof SectionShapes;
/** Only keys the schema names, so a typo in a reader fails to compile. */
export type KnownKey<S extends SectionName> = Extract<keyof SectionShapes[S]['shape'], string>;
export type SectionRead = <S extends SectionName>(section: S, key: KnownKey<S>) => unknown;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function recordOf(value: unknown): Record<string, unknown> {
  return isRecord(value) ? value : {};
}

export function sectionReader(sections: unknown): SectionRead {
  const all = recordOf(sections);
  return (section, key) => recordOf(all[section])[key];
}

/** true, 1, '1' and 'true' (any case, spaces around) are on; everything else is off. */
export function readFlag(value: unknown): boolean {
  if (typeof value === 'string') return ['1', 'true'].includes(value.trim().toLowerCase());
  return value === true || value === 1;
}

/** A flag the operator may turn off: when it is not set at all, the default holds. */
export function readFlagOr(value: unknown, fallback: boolean): boolean {
  return value === undefined || value === null || value === '' ? fallback : readFlag(value);
}

/** Finite numbers, or strings that are plainly a decimal number ('18', ' 2.5 ', '-3'). */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  if (typeof value !== 'string' || !/^\s*[+-]?(\d+\.?\d*|\.\d+)\s*$/.test(value)) return undefined;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}

export function readInteger(value: unknown): number | undefined {
  const parsed = readNumber(value);
  return parsed === undefined ? undefined : Math.trunc(parsed) || 0;
}

/** A positive integer, else the fallback: limits and counts of zero or less make no sense. */
export function readPositiveInteger(value: unknown, fallback: number): number {
  const parsed = readInteger(value);
  return parsed !== undefined && parsed >= 1 ? parsed : fallback;
}

/** Strings as they are; numbers too, since ids and codes are often stored as numbers. */
export function readString(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  return typeof value === 'number' && Number.isFinite(value) ? String(value) : undefined;
}

export function arrayOf(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function recordsOf(value: unknown): Record<string, unknown>[] {
  return arrayOf(value).filter(isRecord);
}

/** Non-empty strings, first occurrence kept. */
export function readStringList(value: unknown): string[] {
  const strings = arrayOf(value).filter((item): item is string => typeof item === 'string');
  return [...new Set(strings.filter((item) => item !== ''))];
}

export function readIntegerList(value: unknown): number[] {
  const numbers = arrayOf(value).map(readInteger);
  return [...new Set(numbers.filter((item): item is number => item !== undefined))];
}

/** First occurrence of each key wins, order kept. */
export function uniqueBy<T>(items: readonly T[], keyOf: (item: T) => unknown): T[] {
  const seen = new Set<unknown>();
  return items.filter((item) => {
    const key = keyOf(item);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
