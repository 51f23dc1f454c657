import type { BetLeg, CouponEvent, PlacedCoupon } from '@arenabet/contracts/bets';
import { normalizeNumericInput } from '@arenabet/domain';
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useOddsText } from '../../../shared/feed/use-odds-text.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { usePowerBet, usePowerBetPrice } from '../api/powerbet.ts';
import styles from './coupon-card.module.css';

/** The raised single's outcome as a coupon event, at the odds given. */
function eventOf(leg: BetLeg, coef: number): CouponEvent {
  return {
    gameId: leg.gameId,
    group: leg.group,
    type: leg.type,
    ...(leg.param === undefined ? {} : { param: leg.param }),
    coef,
  };
}

/**
 * Told which coupon's powerbet dialog is open (undefined once closed), so that a list showing
 * only raisable bets keeps that card, and its dialog, when the bet stops being raisable.
 */
export const PowerBetHold = createContext<(coupon: PlacedCoupon | undefined) => void>(() => {});

/**
 * Powerbet: an open single of a game in play takes more stake at the odds of now, as a single
 * of its own. The button shows where the server says the bet can be raised; the dialog, once
 * open, stays while the list is read again under it (the game may end meanwhile).
 */
export function PowerBetAction({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation();
  const hold = useContext(PowerBetHold);
  const [open, setOpen] = useState(false);
  // A card unmounted with its dialog open (the list gave way to an error) lets go of its hold.
  const held = useRef(false);
  useEffect(
    () => () => {
      if (held.current) hold(undefined);
    },
    [hold],
  );
  const [leg] = coupon.legs;
  if (!leg) return null;
  const show = (shown: boolean) => {
    setOpen(shown);
    held.current = shown;
    hold(shown ? coupon : undefined);
  };
  return (
    <>
      {coupon.powerBet && (
        <div className={styles.powerBet}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => show(true)}
            data-testid="power-bet-button"
          >
            {t('power_bet_button')}
          </button>
        </div>
      )}
      {open && <PowerBetDialog coupon={coupon} leg={leg} onClose={() => show(false)} />}
    </>
  );
}

function PowerBetDialog(props: { coupon: PlacedCoupon; leg: BetLeg; onClose(): void }) {
  const { coupon, leg, onClose } = props;
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const oddsText = useOddsText();
  const [stake, setStake] = useState('');
  const price = usePowerBetPrice(eventOf(leg, leg.coef), stake || '0');
  const raise = usePowerBet();
  const now = price.data?.events[0];
  const open = now?.state === 'open';
  const answer = raise.data;
  const stakeProblem = price.data?.problems.find((problem) =>
    problem.key.startsWith('coupon_stake'),
  );
  const send = () => {
    if (!now) return;
    raise.mutate({ saleBetId: coupon.id, event: eventOf(leg, now.coef), summ: stake });
  };
  return (
    <Dialog
      open
      title={t('power_bet_title', { number: coupon.id })}
      onClose={onClose}
      testId="power-bet-dialog"
    >
      {answer?.status === 'accepted' ? (
        <p className={dialogStyles.text} role="status" data-testid="power-bet-done">
          {t('power_bet_done', { number: answer.coupons[0]?.id ?? '' })}
        </p>
      ) : (
        <>
          <p className={dialogStyles.text}>
            {leg.home}
            {leg.away ? ` — ${leg.away}` : ''}: <strong>{leg.outcomeName}</strong>
          </p>
          <p className={dialogStyles.text}>{t('power_bet_text')}</p>
          {now ? (
            <p className={styles.powerOdds} data-testid="power-bet-odds" aria-live="polite">
              {open ? oddsText(now.coef) : t('feed_odds_locked')}
            </p>
          ) : (
            <Spinner />
          )}
          <TextField
            label={t('power_bet_stake')}
            value={stake}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            error={stake && stakeProblem ? t(stakeProblem.key, stakeProblem.values) : undefined}
            hint={
              price.data && Number(price.data.possibleWin) > 0
                ? t('power_bet_win', { amount: money(price.data.possibleWin, coupon.currency) })
                : undefined
            }
            onChange={(event) =>
              setStake(
                normalizeNumericInput(event.target.value, {
                  accuracy: coupon.currency.precision,
                  unsigned: true,
                  maxLength: 15,
                  mode: 'typing',
                }),
              )
            }
            data-testid="power-bet-stake"
          />
          {answer && (
            <p className={dialogStyles.error} role="alert" data-testid="power-bet-refused">
              {answer.reason
                ? `${t('bet_status_not_accepted')}: ${t(answer.reason)}`
                : t('bet_status_not_accepted')}
            </p>
          )}
          {raise.error && (
            <p className={dialogStyles.error} role="alert">
              {errorText(raise.error, t, i18n.exists)}
            </p>
          )}
        </>
      )}
      <div className={dialogStyles.actions}>
        <button
          type="button"
          className={buttons.secondary}
          onClick={onClose}
          data-testid="power-bet-close"
        >
          {answer?.status === 'accepted' ? t('cash_out_close') : t('confirm_cancel')}
        </button>
        {answer?.status !== 'accepted' && (
          <button
            type="button"
            className={buttons.primary}
            onClick={send}
            disabled={!open || !stake || Boolean(stakeProblem) || raise.isPending}
            aria-busy={raise.isPending}
            data-testid="power-bet-confirm"
          >
            {raise.isPending && <Spinner />}
            {raise.isPending ? t('bet_status_pending') : t('power_bet_confirm')}
          </button>
        )}
      </div>
    </Dialog>
  );
}
