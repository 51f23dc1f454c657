import type { BetPlacement, CouponRequest } from '@arenabet/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HTTPError } from '../api/errors.ts';
import { BALANCE_KEY, BETS_HISTORY_KEY } from '../api/player-scope.ts';
import { livePush } from '../feed/index.ts';
import {
  attemptFor,
  type BetAttempt,
  type MakeGuid,
  mayHavePlaced,
  unansweredOther,
} from './bet-attempt.ts';
import { betStatus } from './bet-status.ts';
import { type PlacementOutcome, readPlacement } from './placement.ts';
import { requestFingerprint } from './request-fingerprint.ts';

export type PlaceState =
  | { phase: 'idle' }
  | { phase: 'sending' }
  | { phase: 'pending'; retryAfterMs: number; startedAt: number }
  | { phase: 'accepted'; couponIds: number[] }
  /** An auto-bet waits on the server for its odds. */
  | { phase: 'waiting'; autoBetId: number }
  | { phase: 'refused'; refusal: Refusal }
  /** No answer came back: a retry sends the same request with the same GUID. */
  | { phase: 'failed'; messageKey: string; retry: CouponRequest }
  /** The server refused the request itself (a 4xx): `messageKey` says why. */
  | { phase: 'error'; messageKey: string };

export type PlaceResult = Exclude<PlaceState, { phase: 'idle' } | { phase: 'sending' }>;

export type Refusal = Extract<PlacementOutcome, { state: 'refused' }>;

const errorKey = (error: unknown) =>
  error instanceof HTTPError ? (error.code ?? error.message) : 'network_error';

/** Waits for a pending bet's next look: its delay, or the push saying it was decided. */
function waitForDecision(betGuid: string, ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      stopListening();
      signal.removeEventListener('abort', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    const stopListening = livePush.onBets((message) => {
      if (message.betGuid === betGuid) done();
    });
    signal.addEventListener('abort', done);
  });
}

/** The call that places a request under a GUID (MakeBetWeb, MakeBetWebMulti, MakeBetWebBuilder). */
export type SendBet = (
  request: CouponRequest,
  betGuid: string,
  signal: AbortSignal,
) => Promise<BetPlacement>;

export interface PlaceBetOptions {
  send: SendBet;
  onAccepted?(couponIds: number[]): void;
  makeGuid?: MakeGuid;
}

/**
 * Placing a bet: one GUID per attempt (bet-attempt.ts), a pending live bet followed to its
 * answer by BetStatus after the delay it names (or sooner, when the push says so), and the
 * balance and bets history read again once a bet is accepted.
 */
export function usePlaceBet({ send, onAccepted, makeGuid }: PlaceBetOptions) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<PlaceState>({ phase: 'idle' });
  const attempt = useRef<BetAttempt | undefined>(undefined);
  const abort = useRef<AbortController | null>(null);
  const accepted = useRef(onAccepted);
  accepted.current = onAccepted;
  const sender = useRef(send);
  sender.current = send;

  useEffect(() => () => abort.current?.abort(), []);

  const settle = useCallback(
    async (answer: BetPlacement, signal: AbortSignal): Promise<PlaceState> => {
      let current = answer;
      for (;;) {
        const outcome = readPlacement(current);
        if (outcome.state !== 'pending') {
          if (attempt.current?.betGuid === current.betGuid) {
            attempt.current = { ...attempt.current, answered: true };
          }
          if (outcome.state === 'accepted' || outcome.state === 'waiting') {
            void queryClient.invalidateQueries({ queryKey: BALANCE_KEY });
            void queryClient.invalidateQueries({ queryKey: BETS_HISTORY_KEY });
            accepted.current?.(outcome.state === 'accepted' ? outcome.couponIds : []);
          }
          if (outcome.state === 'waiting')
            return { phase: 'waiting', autoBetId: outcome.autoBetId };
          return outcome.state === 'accepted'
            ? { phase: 'accepted', couponIds: outcome.couponIds }
            : { phase: 'refused', refusal: outcome };
        }
        setState({ phase: 'pending', retryAfterMs: outcome.retryAfterMs, startedAt: Date.now() });
        await waitForDecision(current.betGuid, outcome.retryAfterMs, signal);
        if (signal.aborted) return { phase: 'idle' };
        current = await betStatus(current.betGuid, signal);
      }
    },
    [queryClient],
  );

  const place = useCallback(
    async (request: CouponRequest): Promise<PlaceState> => {
      abort.current?.abort();
      const controller = new AbortController();
      abort.current = controller;
      const { signal } = controller;
      setState({ phase: 'sending' });
      const fingerprint = requestFingerprint(request);
      let result: PlaceState;
      try {
        // A lost request of another coupon may have placed a bet: its word comes first.
        const lost = unansweredOther(attempt.current, fingerprint);
        if (lost) {
          const earlier = await betStatus(lost.betGuid, signal).catch((error: unknown) => {
            if (error instanceof HTTPError && error.status === 404) return null;
            throw error;
          });
          attempt.current = { ...lost, answered: true };
          if (earlier) {
            result = await settle(earlier, signal);
            setState(result);
            return result;
          }
        }
        attempt.current = attemptFor(attempt.current, fingerprint, makeGuid);
        const answer = await sender.current(request, attempt.current.betGuid, signal);
        result = await settle(answer, signal);
      } catch (error) {
        if (signal.aborted) return { phase: 'idle' };
        if (mayHavePlaced(error)) {
          result = { phase: 'failed', messageKey: errorKey(error), retry: request };
        } else {
          if (attempt.current) attempt.current = { ...attempt.current, answered: true };
          result = { phase: 'error', messageKey: errorKey(error) };
        }
      }
      if (!signal.aborted) setState(result);
      return result;
    },
    [makeGuid, settle],
  );

  const reset = useCallback(() => setState({ phase: 'idle' }), []);
  return { state, place, reset };
}
