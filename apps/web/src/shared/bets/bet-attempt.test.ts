import { describe, expect, it } from 'vitest';
import { HTTPError } from '../api/errors.ts';
import { attemptFor, mayHavePlaced, unansweredOther } from './bet-attempt.ts';

const guids = () => {
  let n = 0;
  return () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
};

describe('the GUID of a bet', () => {
  it('is new for a first attempt', () => {
    const attempt = attemptFor(undefined, 'a', guids());
    expect(attempt).toEqual({
      betGuid: '00000000-0000-4000-8000-000000000001',
      fingerprint: 'a',
      answered: false,
    });
  });

  it('is the SAME when the same coupon is sent again after no answer (a network error)', () => {
    const make = guids();
    const first = attemptFor(undefined, 'a', make);
    expect(attemptFor(first, 'a', make).betGuid).toBe(first.betGuid);
  });

  it('is NEW once the server answered, even for the same coupon (accept changes)', () => {
    const make = guids();
    const first = { ...attemptFor(undefined, 'a', make), answered: true };
    expect(attemptFor(first, 'a', make).betGuid).not.toBe(first.betGuid);
  });

  it('is NEW for another coupon, whose status of the old one is asked first', () => {
    const make = guids();
    const first = attemptFor(undefined, 'a', make);
    expect(unansweredOther(first, 'b')).toBe(first);
    expect(unansweredOther(first, 'a')).toBeUndefined();
    expect(unansweredOther({ ...first, answered: true }, 'b')).toBeUndefined();
    expect(attemptFor(first, 'b', make).betGuid).not.toBe(first.betGuid);
  });

  it('counts a network error, a time-out and a server error as maybe placed', () => {
    expect(mayHavePlaced(new HTTPError({ status: 0, message: 'network_error' }))).toBe(true);
    expect(mayHavePlaced(new HTTPError({ status: 1488, message: 'timeout' }))).toBe(true);
    expect(mayHavePlaced(new HTTPError({ status: 502, message: 'server_error' }))).toBe(true);
    expect(mayHavePlaced(new TypeError('Failed to fetch'))).toBe(true);
    expect(mayHavePlaced(new HTTPError({ status: 400, message: 'validation' }))).toBe(false);
    expect(mayHavePlaced(new HTTPError({ status: 409, message: 'bet_guid_reused' }))).toBe(false);
  });
});
