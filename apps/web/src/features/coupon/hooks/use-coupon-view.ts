import type { CouponRequest, PushTopic } from '@arenabet/contracts';
import { useEffect, useMemo } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { livePush, useLiveTopics } from '../../../shared/feed/index.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useCouponViewQuery } from '../api/update-coupon.ts';
import { buildCouponRequest } from '../lib/coupon-request.ts';
import { couponShapeOf, useCouponStore } from '../lib/coupon-store.ts';
import { useCouponSettings } from './use-coupon-settings.ts';

/** Typing a stake recounts once the player pauses, not on every key. */
export const RECOUNT_DEBOUNCE_MS = 300;

/** The coupon's request as it stands; undefined while it is empty. */
export function useCouponRequest(): CouponRequest | undefined {
  const { checkCf, expressBoost } = useCouponSettings();
  const shape = useCouponStore(useShallow(couponShapeOf));
  return useMemo(
    () => (shape.picks.length === 0 ? undefined : buildCouponRequest(shape, checkCf, expressBoost)),
    [shape, checkCf, expressBoost],
  );
}

/**
 * The coupon recounted by the server: after every change of the coupon or its stake (debounced)
 * and whenever the push brings a change of one of its games. The push is the only clock here:
 * nothing polls.
 */
export function useCouponView() {
  const request = useCouponRequest();
  // A stable text for the debounce, so an equal request does not restart it.
  const text = request ? JSON.stringify(request) : '';
  const debouncedText = useDebouncedValue(text, RECOUNT_DEBOUNCE_MS);
  const debounced = useMemo(
    () => (debouncedText ? (JSON.parse(debouncedText) as CouponRequest) : undefined),
    [debouncedText],
  );
  const query = useCouponViewQuery(debounced);

  // A sub-game's odds move with its match: both are listened to.
  const parents = query.data?.events.map((event) => event.parentGameId ?? event.gameId);
  const parentsKey = parents?.join(',') ?? '';
  const gameIds = useMemo(() => {
    const ids = (request?.couponEvents ?? []).map((event) => event.gameId);
    const more = parentsKey === '' ? [] : parentsKey.split(',').map(Number);
    return [...new Set([...ids, ...more])];
  }, [request, parentsKey]);
  useLiveTopics(gameIds.map((id): PushTopic => `game:${id}`));
  const { refetch } = query;
  const idsKey = gameIds.join(',');
  useEffect(() => {
    if (idsKey === '') return;
    const ids = new Set(idsKey.split(',').map(Number));
    return livePush.onChanges((games) => {
      if (games.some((game) => ids.has(game.I))) void refetch();
    });
  }, [idsKey, refetch]);

  return {
    request,
    view: request ? (query.data ?? undefined) : undefined,
    /** The answer on screen is for an older coupon than the one typed. */
    stale: text !== debouncedText || query.isPlaceholderData || query.isFetching,
    error: query.error,
  };
}
