import { HTTPError } from '../../../shared/api/errors.ts';

/*
 * Why a round was refused, as a dictionary key: the game's rule that failed (the server names it
 * under `bet` or one of its fields: roulette_bet_invalid, casino_stake_invalid), else the
 * refusal itself (account_insufficient_funds, casino_round_too_soon). Undefined for failures that
 * are not a refusal (network, server error): the page says those its general way.
 */
export function refusalKey(error: unknown): string | undefined {
  if (typeof error === 'object' && error !== null && 'problem' in error) {
    return String(error.problem);
  }
  if (!(error instanceof HTTPError) || error.status < 400 || error.status >= 500) return undefined;
  const [first] = Object.values(error.validationErrors).flat();
  if (first) return first;
  return /^[a-z][a-z0-9_]*$/.test(error.message) && error.message !== 'validation_failed'
    ? error.message
    : undefined;
}

/** A refusal the page handles itself by waiting out the cycle. */
export const ROUND_TOO_SOON = 'casino_round_too_soon';
