/** A positive whole id in an address, or undefined for anything else ("12abc", "-1", "0"). */
export function routeId(value: string | null | undefined): number | undefined {
  if (value === undefined || value === null || !/^[1-9][0-9]{0,11}$/.test(value)) return undefined;
  return Number(value);
}
