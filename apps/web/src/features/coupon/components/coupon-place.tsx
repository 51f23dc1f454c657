import { Link } from 'react-router';
import {
  PendingProgress,
  PlaceButton,
  PlaceFailure,
  placeStatusStyles as status,
} from '../../../shared/bets/place-status.tsx';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import type { PlaceState } from '../hooks/use-place-bet.ts';
import styles from './coupon.module.css';

interface PlaceAreaProps {
  state: PlaceState;
  signedIn: boolean;
  canPlace: boolean;
  /** The coupon goes as an auto-bet. */
  autoBet?: boolean;
  /** The coupon goes on advance (the book's credit). */
  advance?: boolean;
  onPlace(): void;
  onRetry(): void;
  onAcceptChanges(): void;
  onSignIn(): void;
}

/** An auto-bet made: where the player sees and cancels it. */
export function AutoBetWaiting() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p className={status.success} role="status" data-testid="coupon-auto-bet-waiting">
      {t('coupon_auto_bet_waiting')}{' '}
      <Link to={pathFor('betsHistory', {}, language)}>{t('coupon_auto_bet_see')}</Link>
    </p>
  );
}

/** The place button and what became of the last bet. */
export function PlaceArea(props: PlaceAreaProps) {
  const { t } = useTranslation();
  const { state } = props;
  return (
    <div className={styles.place}>
      {state.phase === 'pending' && (
        <PendingProgress
          retryAfterMs={state.retryAfterMs}
          startedAt={state.startedAt}
          testId="coupon-pending"
        />
      )}
      {state.phase === 'accepted' && (
        <p className={status.success} role="status" data-testid="coupon-accepted">
          {t('bet_status_accepted')} {t('coupon_numbers', { numbers: state.couponIds.join(', ') })}
        </p>
      )}
      {state.phase === 'waiting' && <AutoBetWaiting />}
      {state.phase === 'refused' && (
        <div className={status.refused} role="alert" data-testid="coupon-refused">
          <p>
            {t('bet_status_not_accepted')}: {t(state.refusal.reason)}
          </p>
          {state.refusal.oddsChanged && (
            <button
              type="button"
              className={buttons.primary}
              onClick={props.onAcceptChanges}
              data-testid="coupon-accept-changes"
            >
              {t('coupon_accept_changes')}
            </button>
          )}
        </div>
      )}
      {(state.phase === 'failed' || state.phase === 'error') && (
        <PlaceFailure
          state={state}
          onRetry={props.onRetry}
          testId="coupon-failed"
          retryTestId="coupon-retry"
        />
      )}
      <PlaceButton
        state={state}
        signedIn={props.signedIn}
        canPlace={props.canPlace}
        label={t(
          props.autoBet
            ? 'coupon_place_auto_bet'
            : props.advance
              ? 'coupon_place_advance'
              : 'coupon_place',
        )}
        className={styles.placeButton}
        testIdPrefix="coupon"
        onPlace={props.onPlace}
        onSignIn={props.onSignIn}
      />
    </div>
  );
}
