import type { CouponRequest, VipBetView } from '@arenabet/contracts';
import { useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { placeStatusStyles as status } from '../../../shared/bets/place-status.tsx';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { useAnswerVipBet, useMyVipBets, useRequestVipBet } from '../api/vip-bets.ts';
import type { PlaceState } from '../hooks/use-place-bet.ts';
import styles from './coupon.module.css';

/** What the slip says about a request that ended without a bet. */
const ENDED_TEXT = {
  refused: 'vip_bet_status_refused',
  declined: 'vip_bet_status_declined',
  expired: 'vip_bet_status_expired',
  failed: 'vip_bet_status_failed',
} as const;

/** The offer made when MakeBetWeb refuses a stake above the maximum and a trader may allow it. */
export function VipBetOffer({
  sending,
  error,
  onSend,
}: {
  sending: boolean;
  error: unknown;
  onSend(): void;
}) {
  const { t, i18n } = useTranslation();
  const fieldKey =
    error instanceof HTTPError ? Object.values(error.validationErrors)[0]?.[0] : null;
  return (
    <div className={styles.changes} role="status" data-testid="vip-bet-offer">
      <p>{t('vip_bet_offer_text')}</p>
      <button
        type="button"
        className={buttons.primary}
        disabled={sending}
        aria-busy={sending}
        onClick={onSend}
        data-testid="vip-bet-send"
      >
        {t('vip_bet_send')}
      </button>
      {error !== null && error !== undefined && (
        <p className={status.refused} role="alert" data-testid="vip-bet-error">
          {fieldKey ? t(fieldKey) : errorText(error, t, i18n.exists)}
        </p>
      )}
    </div>
  );
}

/** Seconds left until `until`, ticking every second; the server's clock decides, this only shows. */
function useSecondsLeft(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1_000));
}

function Countdown({ until }: { until: string }) {
  const left = useSecondsLeft(until);
  const text = `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
  return (
    <time dir="ltr" data-testid="vip-bet-countdown">
      {text}
    </time>
  );
}

/** A sent VIP request followed live: the trader's answer and, on a counter-offer, the player's. */
export function VipBetState({ id, fallback }: { id: number; fallback: VipBetView }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const mine = useMyVipBets(true);
  const answer = useAnswerVipBet();
  const vip = mine.data?.find((request) => request.id === id) ?? answer.data ?? fallback;
  const currency = { symbol: vip.currency.symbol, precision: vip.currency.precision };
  return (
    <div className={styles.place} data-testid="vip-bet-state" data-status={vip.status}>
      {vip.status === 'pending' && (
        <p role="status">
          {t('vip_bet_status_pending')} <Countdown until={vip.expiresAt} />
        </p>
      )}
      {vip.status === 'countered' && (
        <div role="status" data-testid="vip-bet-counter">
          <p>
            {t('vip_bet_status_countered', {
              stake: money(vip.counterStake ?? vip.stake, currency),
              coef: (vip.counterCoef ?? vip.coef).toFixed(2),
            })}{' '}
            <Countdown until={vip.expiresAt} />
          </p>
          {vip.note && <p>{vip.note}</p>}
          <button
            type="button"
            className={buttons.primary}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id, accept: true })}
            data-testid="vip-bet-accept"
          >
            {t('vip_bet_accept')}
          </button>{' '}
          <button
            type="button"
            className={buttons.secondary}
            disabled={answer.isPending}
            onClick={() => answer.mutate({ id, accept: false })}
            data-testid="vip-bet-decline"
          >
            {t('vip_bet_decline')}
          </button>
        </div>
      )}
      {vip.status === 'accepted' && (
        <p className={status.success} role="status" data-testid="vip-bet-accepted">
          {t('vip_bet_status_accepted')}{' '}
          {t('coupon_numbers', { numbers: String(vip.couponId ?? '') })}
        </p>
      )}
      {vip.status in ENDED_TEXT && (
        <div className={status.refused} role="alert" data-testid="vip-bet-ended">
          <p>{t(ENDED_TEXT[vip.status as keyof typeof ENDED_TEXT])}</p>
          {vip.note && <p>{vip.note}</p>}
        </div>
      )}
      {answer.error && (
        <p className={status.refused} role="alert">
          {answer.error instanceof HTTPError
            ? t(answer.error.code ?? answer.error.message)
            : t('network_error')}
        </p>
      )}
    </div>
  );
}

const STAKE_ABOVE_MAX = 'coupon_stake_above_max';

/**
 * The slip's VIP part: offered when MakeBetWeb refused the stake as above the maximum and said
 * a trader may allow it; once sent, the request's state. `request` builds the coupon as it is
 * now, with the stake the player typed (it becomes VIPBetSumm).
 */
export function VipBetArea({
  state,
  request,
}: {
  state: PlaceState;
  request(): { coupon: CouponRequest; stake: string } | null;
}) {
  const send = useRequestVipBet();
  const [sent, setSent] = useState<VipBetView | null>(null);
  const phase = state.phase;
  useEffect(() => {
    // Placing again starts over: the request shown belonged to the last try.
    if (phase === 'sending') setSent(null);
  }, [phase]);
  if (sent) return <VipBetState id={sent.id} fallback={sent} />;
  const offered =
    state.phase === 'refused' &&
    state.refusal.reason === STAKE_ABOVE_MAX &&
    state.refusal.coupon?.vipBet?.available === true;
  if (!offered) return null;
  return (
    <VipBetOffer
      sending={send.isPending}
      error={send.error}
      onSend={() => {
        const built = request();
        if (!built) return;
        // A new GUID per request: the refused MakeBetWeb's GUID is spent.
        send.mutate(
          { request: built.coupon, stake: built.stake, betGuid: crypto.randomUUID() },
          { onSuccess: setSent },
        );
      }}
    />
  );
}
