import type { CouponRequest } from '@arenabet/contracts';
import { useEffect, useMemo } from 'react';
import { livePush } from '../../../shared/feed/index.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useBuilderViewQuery } from '../api/update-coupon-builder.ts';
import type { BuilderPick } from '../lib/builder-picks.ts';
import { viewIsOf } from '../lib/builder-request.ts';

/** A pick or a typed stake recounts once the player pauses, as the coupon does. */
export const BUILDER_RECOUNT_MS = 300;

/**
 * The builder's picks priced by the server (UpdateCouponBuilder): after every change of the
 * picks, their odds or the stake (debounced), whenever the push brings a change of the game,
 * and now and then besides.
 */
export function useBuilderView(
  gameId: number,
  request: CouponRequest | undefined,
  picks: readonly BuilderPick[],
) {
  // A stable text for the debounce, so an equal request does not restart it.
  const text = request ? JSON.stringify(request) : '';
  const settled = useDebouncedValue(text, BUILDER_RECOUNT_MS);
  const debounced = useMemo(
    () => (settled ? (JSON.parse(settled) as CouponRequest) : undefined),
    [settled],
  );
  const query = useBuilderViewQuery(debounced);
  const { refetch } = query;
  const asking = debounced !== undefined;
  useEffect(() => {
    if (!asking) return;
    return livePush.onChanges((games) => {
      if (games.some((game) => game.I === gameId)) void refetch();
    });
  }, [asking, gameId, refetch]);

  const view = request ? (query.data ?? undefined) : undefined;
  return {
    view,
    /** The answer on screen prices the picks on screen (a stake typed since may still count). */
    current: viewIsOf(view, picks),
    stale: text !== settled || query.isPlaceholderData || query.isFetching,
    error: query.error,
  };
}
