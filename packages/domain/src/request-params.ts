/*
 * Request shaping (spec 001 section 5): a parameter equal to its default, undefined or null is
 * left out so equal requests share one query string (and one cache entry).
 */

interface Affixes {
  /** Written before the value, for example 'id_' for a feed that expects prefixed ids. */
  prefix?: string;
  postfix?: string;
}

export type ParamSpec =
  | ({ kind: 'int'; default?: number } & Affixes)
  /** Flags default to false, so only true is written (as `trueValue`, 'true' when absent). */
  | ({ kind: 'bool'; trueValue?: string } & Affixes)
  | ({ kind: 'string'; default?: string } & Affixes)
  /** De-duplicated, sorted ascending and comma-joined; an empty list is left out. */
  | ({ kind: 'idList' } & Affixes);

export type ParamSpecs = Readonly<Record<string, ParamSpec>>;

type ParamInput<S extends ParamSpec> = S extends { kind: 'int' }
  ? number | string
  : S extends { kind: 'bool' }
    ? boolean
    : S extends { kind: 'string' }
      ? string
      : readonly (number | string)[];

export type ParamValues<S extends ParamSpecs> = {
  [K in keyof S]?: ParamInput<S[K]> | null;
};

/** Keeps the literal kinds of a spec object so `shapeRequestParams` can type its values. */
export function defineParams<const S extends ParamSpecs>(specs: S): S {
  return specs;
}

/** Parses base 10 as the spec says; NaN and infinities mean "no value". */
export function parseIntParam(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? Math.trunc(value) : undefined;
  if (typeof value !== 'string') return undefined;
  const parsed = Number.parseInt(value.trim(), 10);
  return Number.isNaN(parsed) ? undefined : parsed;
}

export function shapeIdList(values: readonly unknown[]): string | undefined {
  const ids = new Set<number>();
  for (const value of values) {
    const id = parseIntParam(value);
    if (id !== undefined) ids.add(id);
  }
  if (ids.size === 0) return undefined;
  return [...ids].sort((a, b) => a - b).join(',');
}

function shapeValue(spec: ParamSpec, value: unknown): string | undefined {
  switch (spec.kind) {
    case 'int': {
      const parsed = parseIntParam(value);
      return parsed === undefined || parsed === spec.default ? undefined : String(parsed);
    }
    case 'bool':
      return value === true ? (spec.trueValue ?? 'true') : undefined;
    case 'string':
      return typeof value !== 'string' || value === '' || value === spec.default
        ? undefined
        : value;
    case 'idList':
      return Array.isArray(value) ? shapeIdList(value) : undefined;
  }
}

/** Returns the parameters to send, in the order of `specs`, ready for a query string. */
export function shapeRequestParams<S extends ParamSpecs>(
  specs: S,
  values: ParamValues<S>,
): Record<string, string> {
  const shaped: Record<string, string> = {};
  for (const [name, spec] of Object.entries(specs)) {
    const value = shapeValue(spec, values[name]);
    if (value !== undefined) shaped[name] = `${spec.prefix ?? ''}${value}${spec.postfix ?? ''}`;
  }
  return shaped;
}

/** The line and live feed parameters of spec 001 section 3. */
export const FEED_QUERY_PARAMS = defineParams({
  lng: { kind: 'string' },
  country: { kind: 'int' },
  partner: { kind: 'int' },
  groupId: { kind: 'int' },
  coefViewId: { kind: 'int', default: 0 },
  sports: { kind: 'idList' },
  champs: { kind: 'idList' },
  games: { kind: 'idList' },
  count: { kind: 'int' },
  gameId: { kind: 'int' },
  sportId: { kind: 'int' },
  champId: { kind: 'int' },
  teams: { kind: 'idList' },
  limit: { kind: 'int' },
  text: { kind: 'string' },
  tsFrom: { kind: 'int' },
  tsTo: { kind: 'int' },
  minOffset: { kind: 'int' },
  virtualSports: { kind: 'bool' },
  countryOnly: { kind: 'bool' },
  cyberFlag: { kind: 'int' },
  mode: { kind: 'int' },
  subGames: { kind: 'idList' },
});
export type FeedQuery = ParamValues<typeof FEED_QUERY_PARAMS>;
