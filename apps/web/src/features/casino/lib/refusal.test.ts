import { describe, expect, it } from 'vitest';
import { HTTPError, httpErrorFor } from '../../../shared/api/errors.ts';
import { refusalKey } from './refusal.ts';

describe('refusalKey', () => {
  it('names the game’s rule that failed', () => {
    const error = httpErrorFor({
      status: 400,
      message: 'validation_failed',
      validationErrors: { 'bet.bets.0.stake': ['casino_stake_invalid'] },
    });
    expect(refusalKey(error)).toBe('casino_stake_invalid');
  });

  it('names the refusal when no field failed', () => {
    expect(refusalKey(new HTTPError({ status: 429, message: 'casino_round_too_soon' }))).toBe(
      'casino_round_too_soon',
    );
    expect(refusalKey(httpErrorFor({ status: 400, message: 'account_insufficient_funds' }))).toBe(
      'account_insufficient_funds',
    );
    expect(refusalKey({ problem: 'keno_picks_invalid' })).toBe('keno_picks_invalid');
  });

  it('leaves failures that are no refusal to the general text', () => {
    expect(refusalKey(new HTTPError({ status: 0, message: 'network_error' }))).toBeUndefined();
    expect(refusalKey(new HTTPError({ status: 500, message: 'server_error' }))).toBeUndefined();
    expect(refusalKey(httpErrorFor({ status: 400, message: 'validation_failed' }))).toBeUndefined();
    expect(refusalKey(new Error('boom'))).toBeUndefined();
  });
});
