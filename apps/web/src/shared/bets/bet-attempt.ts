import { CANCELLED_STATUS, HTTPError, NETWORK_ERROR_STATUS } from '../api/errors.ts';

/*
 * One GUID per bet (placeNote in packages/contracts/src/bets.ts): the server answers a GUID it
 * has seen with its first result and places nothing again. So an attempt whose answer never
 * came back (the network failed, the server fell over, the page timed out) is retried with the
 * SAME GUID: if the first request did reach the server, the retry only reads its result. A
 * coupon the server did answer, or another coupon, gets a NEW GUID.
 */

export interface BetAttempt {
  betGuid: string;
  /** `requestFingerprint` of the request sent with this GUID. */
  fingerprint: string;
  /** The server gave its word on this GUID (accepted, not accepted, or refused the request). */
  answered: boolean;
}

export type MakeGuid = () => string;

export const browserGuid: MakeGuid = () => crypto.randomUUID();

/** The attempt for sending `fingerprint` now, after `previous`. */
export function attemptFor(
  previous: BetAttempt | undefined,
  fingerprint: string,
  makeGuid: MakeGuid = browserGuid,
): BetAttempt {
  if (previous && !previous.answered && previous.fingerprint === fingerprint) return previous;
  return { betGuid: makeGuid(), fingerprint, answered: false };
}

/**
 * An attempt left without an answer while the player changed the coupon: its GUID may have
 * placed a bet, so its status is asked before anything new is sent.
 */
export function unansweredOther(
  previous: BetAttempt | undefined,
  fingerprint: string,
): BetAttempt | undefined {
  return previous && !previous.answered && previous.fingerprint !== fingerprint
    ? previous
    : undefined;
}

/**
 * Whether a failed call may have been placed anyway: no answer at all, a time-out or a server
 * error. A 4xx is the server's answer: this request placed nothing.
 */
export function mayHavePlaced(error: unknown): boolean {
  if (!(error instanceof HTTPError)) return true;
  if (error.status === NETWORK_ERROR_STATUS || error.status === CANCELLED_STATUS) return true;
  return error.status >= 500 || error.status < 400;
}
