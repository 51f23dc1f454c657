import {
  type ParamSpec,
  type ParamSpecs,
  type ParamValues,
  shapeRequestParams,
} from '@arenabet/domain';

export type ParamValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];
export type Params = Record<string, ParamValue | unknown>;

type ShapedInput = ParamValues<ParamSpecs>[string];

/**
 * Query string of a GET call, shaped by the domain's one implementation of the spec's rules
 * (section 5): undefined, null and default values left out, false flags left out, empty lists
 * left out, id lists de-duplicated, sorted and comma-joined. A call that knows its parameters
 * (the feeds' `FEED_QUERY_PARAMS`) passes their specs, which add defaults and affixes; any other
 * parameter gets the rule its value's type implies.
 */
export function buildQuery(params: Params, specs: ParamSpecs = {}): string {
  const shapedSpecs: Record<string, ParamSpec> = {};
  const values: Record<string, ShapedInput> = {};
  for (const [name, value] of Object.entries(params)) {
    const given = specs[name];
    if (given) {
      shapedSpecs[name] = given;
      values[name] = value as ShapedInput;
      continue;
    }
    const inferred = inferParam(value);
    if (!inferred) continue;
    shapedSpecs[name] = inferred.spec;
    values[name] = inferred.value;
  }
  return new URLSearchParams(shapeRequestParams(shapedSpecs, values)).toString();
}

interface Inferred {
  spec: ParamSpec;
  value: ShapedInput;
}

function inferParam(value: unknown): Inferred | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value === 'boolean') return { spec: { kind: 'bool' }, value };
  if (typeof value === 'number' && Number.isInteger(value)) return { spec: { kind: 'int' }, value };
  if (Array.isArray(value)) return inferList(value);
  // The int rule truncates; an amount or a coefficient must reach the server as written.
  if (typeof value === 'number') return asString(Number.isFinite(value) ? String(value) : '');
  if (typeof value === 'string') return asString(value);
  return asString(JSON.stringify(value));
}

/**
 * A list of ids (sports, champs, games) gets the id rule. The id rule drops what is not an
 * integer, so a list of names would vanish without a word: it is sent joined, as given.
 */
function inferList(list: readonly unknown[]): Inferred {
  if (list.every(isWholeNumber))
    return { spec: { kind: 'idList' }, value: list as readonly (number | string)[] };
  return asString(list.map(String).join(','));
}

function isWholeNumber(item: unknown): boolean {
  return typeof item === 'number' ? Number.isInteger(item) : /^\s*-?\d+\s*$/.test(String(item));
}

const asString = (value: string): Inferred => ({ spec: { kind: 'string' }, value });
