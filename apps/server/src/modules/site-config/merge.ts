type Json = unknown;

function isPlainObject(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Merges configuration layers: objects key by key, everything else (arrays included) replaced by
 * the later layer, so an override can shorten a list.
 */
export function mergeLayers<T extends Record<string, Json>>(base: T, ...layers: Json[]): T {
  let result: Record<string, Json> = { ...base };
  for (const layer of layers) {
    if (!isPlainObject(layer)) continue;
    result = mergeTwo(result, layer);
  }
  return result as T;
}

function mergeTwo(base: Record<string, Json>, layer: Record<string, Json>): Record<string, Json> {
  const merged: Record<string, Json> = { ...base };
  for (const [key, value] of Object.entries(layer)) {
    const current = merged[key];
    merged[key] = isPlainObject(current) && isPlainObject(value) ? mergeTwo(current, value) : value;
  }
  return merged;
}
