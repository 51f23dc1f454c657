import { pathFor } from '../../../shared/routes/path-for.ts';
import { PLAYER_PARAM } from './list-filter.ts';

/** The player ledger screen, opened on one player when given. */
export function ledgerPath(language: string, playerId?: number | null): string {
  const path = pathFor('backofficePlayerLedger', {}, language);
  return playerId ? `${path}?${PLAYER_PARAM}=${playerId}` : path;
}
