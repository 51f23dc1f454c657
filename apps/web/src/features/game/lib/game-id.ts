import { routeId } from '@arenabet/domain';

/** The id in the address; anything that is not a positive whole number matches no game. */
export function gameIdOf(param: string | undefined): number {
  return routeId(param) ?? 0;
}
