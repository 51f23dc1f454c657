export type ParamValue =
  | string
  | number
  | boolean
  | null
  | undefined
  | readonly (string | number)[];
export type Params = Record<string, ParamValue | unknown>;

/**
 * Query string of a GET call: absent values are left out (the server applies its default),
 * lists go comma-joined as the feed calls expect (`sports=1,2,3`).
 */
export function buildQuery(params: Params): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) search.set(name, value.join(','));
      continue;
    }
    search.set(name, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  return search.toString();
}
