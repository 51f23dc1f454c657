import type { StatisticsBetSelection, StatisticsCouponData } from '@arenabet/domain';
import { useCallback, useEffect, useState } from 'react';
import { useStatisticsFrame } from './use-statistics-frame.ts';

export interface CouponState {
  /** False until the host says it takes bets here (and for ever, if it never answers). */
  isBetsAvailable: boolean;
  selected: ReadonlySet<string>;
  pending: boolean;
  toggle(selection: StatisticsBetSelection): void;
}

/** The game's outcomes in the host's coupon, asked once and after every bet request. */
export function useCoupon(gameId: number): CouponState {
  const { bridge } = useStatisticsFrame();
  const [data, setData] = useState<StatisticsCouponData | undefined>();
  const [pending, setPending] = useState(false);

  useEffect(() => {
    let current = true;
    void bridge.couponData(gameId).then((answer) => {
      if (current) setData(answer);
    });
    return () => {
      current = false;
    };
  }, [bridge, gameId]);

  const toggle = useCallback(
    (selection: StatisticsBetSelection) => {
      setPending(true);
      void bridge.bet(selection).then((answer) => {
        setData(answer);
        setPending(false);
      });
    },
    [bridge],
  );

  return {
    isBetsAvailable: data?.isBetsAvailable ?? false,
    selected: new Set(data?.selected ?? []),
    pending,
    toggle,
  };
}
