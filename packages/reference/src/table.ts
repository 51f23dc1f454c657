// Small helpers for the `as const` tables of this package: each table is the single source of
// its values, and its union type is derived from it so the two can never drift apart.

export type ValueOf<T> = T[keyof T];

export function isOneOf<const T extends readonly (string | number)[]>(
  list: T,
  value: unknown,
): value is T[number] {
  return (list as readonly unknown[]).includes(value);
}

export function isValueOf<const T extends Readonly<Record<string, string | number>>>(
  table: T,
  value: unknown,
): value is ValueOf<T> {
  return (Object.values(table) as unknown[]).includes(value);
}
