import { type ReactNode, useEffect, useMemo, useRef } from 'react';
import { stakeOnWire } from '../../../shared/bets/stake-on-wire.ts';
import { useSessionPlayer } from '../../../shared/favorites/session-player.ts';
import {
  type OutcomePick,
  type OutcomePicker,
  OutcomePickerContext,
} from '../../../shared/feed/index.ts';
import { type CouponSiteSettings, useCouponSettings } from '../hooks/use-coupon-settings.ts';
import { type PlaceState, usePlaceBet } from '../hooks/use-place-bet.ts';
import { useCouponNotices } from '../lib/coupon-notices.ts';
import { keyOfPick } from '../lib/coupon-picks.ts';
import { oneClickRequest } from '../lib/coupon-request.ts';
import { useCouponStore } from '../lib/coupon-store.ts';
import { couponDataFor, pickOfSelection, readFrameRequest } from '../lib/statistics-host.ts';
import { CouponNotices } from './coupon-notices.tsx';
import { useAddExpressOfDay } from './express-of-day-button.tsx';

interface CouponProviderProps {
  children: ReactNode;
  /** Opens the sign-in dialog (the auth feature's, handed down by the layout). */
  onSignIn(): void;
}

/** What a finished one-click bet tells the player. */
function noticeOf(state: PlaceState) {
  const { show } = useCouponNotices.getState();
  if (state.phase === 'accepted') {
    show({
      key: 'coupon_bet_accepted',
      values: { number: state.couponIds.join(', ') },
      tone: 'success',
    });
  } else if (state.phase === 'refused') {
    show({ key: state.refusal.reason, tone: 'error' });
  } else if (state.phase === 'failed' || state.phase === 'error') {
    show({ key: state.messageKey, tone: 'error' });
  }
}

/**
 * The coupon for every price of the page (shared/feed's OutcomePicker): a click puts the
 * outcome in or takes it out, or, with one-click bets on, places a single at once. Also answers
 * the statistics frame's coupon questions.
 */
export function CouponProvider({ children, onSignIn }: CouponProviderProps) {
  const settings = useCouponSettings();
  const player = useSessionPlayer();
  const oneClick = usePlaceBet();
  const addExpressOfDay = useAddExpressOfDay();
  const latest = useRef<{
    settings: CouponSiteSettings;
    signedIn: boolean;
    onSignIn(): void;
    place: typeof oneClick.place;
    addExpressOfDay(): Promise<void>;
  }>({ settings, signedIn: Boolean(player), onSignIn, place: oneClick.place, addExpressOfDay });
  latest.current = {
    settings,
    signedIn: Boolean(player),
    onSignIn,
    place: oneClick.place,
    addExpressOfDay,
  };

  const picker = useMemo<OutcomePicker>(
    () => ({
      subscribe: (listener) => useCouponStore.subscribe(listener),
      isPicked: (gameId, key) => {
        const wanted = `${gameId}/${key}`;
        return useCouponStore.getState().picks.some((pick) => keyOfPick(pick) === wanted);
      },
      addExpressOfDay: () => void latest.current.addExpressOfDay(),
      pick: (pick: OutcomePick) => {
        const now = latest.current;
        const store = useCouponStore.getState();
        if (now.settings.oneClick && store.oneClick) {
          if (!now.signedIn) {
            now.onSignIn();
            return;
          }
          if (stakeOnWire(store.oneClickStake) === undefined) {
            useCouponNotices.getState().show({ key: 'coupon_one_click_no_stake', tone: 'error' });
            return;
          }
          useCouponNotices.getState().show({ key: 'coupon_one_click_sending', tone: 'info' });
          void now
            .place(oneClickRequest(pick, store.oneClickStake, now.settings.checkCf))
            .then(noticeOf);
          return;
        }
        const result = store.toggle(pick, now.settings.limits);
        if (result.change === 'refused') {
          useCouponNotices
            .getState()
            .show({ key: result.reason, values: result.values, tone: 'error' });
        }
      },
    }),
    [],
  );

  useStatisticsHost();

  return (
    <OutcomePickerContext.Provider value={picker}>
      {children}
      <CouponNotices />
    </OutcomePickerContext.Provider>
  );
}

/** Answers statistics pages of this site (a popup or an iframe) about the coupon. */
function useStatisticsHost() {
  const { limits } = useCouponSettings();
  const limitsRef = useRef(limits);
  limitsRef.current = limits;
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      // Only this site's own statistics pages may put outcomes in the player's coupon.
      if (event.origin !== window.location.origin) return;
      const request = readFrameRequest(event.data);
      const source = event.source as Window | null;
      if (!request || !source) return;
      const store = useCouponStore.getState();
      if (request.type === 'betRequest') {
        const result = store.toggle(pickOfSelection(request.selection), limitsRef.current);
        if (result.change === 'refused') {
          useCouponNotices
            .getState()
            .show({ key: result.reason, values: result.values, tone: 'error' });
        }
      }
      const gameId = request.type === 'betRequest' ? request.selection.gameId : request.gameId;
      const answer = couponDataFor(request.requestId, gameId, useCouponStore.getState().picks);
      source.postMessage(answer, event.origin);
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);
}
