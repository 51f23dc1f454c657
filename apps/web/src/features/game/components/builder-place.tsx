import {
  PendingProgress,
  PlaceButton,
  PlaceFailure,
  placeStatusStyles as status,
} from '../../../shared/bets/place-status.tsx';
import type { PlaceState } from '../../../shared/bets/use-place-bet.ts';
import { useOddsText } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import styles from './builder.module.css';

interface BuilderPlaceProps {
  /** What the stake would win at the builder odds on screen, written out; none without a stake. */
  win: string | undefined;
  /** The figures on screen are being recounted. */
  stale: boolean;
  /** The builder odds of the recount on screen: what "accept" takes when a refusal names none. */
  oddsNow: number | undefined;
  state: PlaceState;
  signedIn: boolean;
  canPlace: boolean;
  onPlace(): void;
  onRetry(): void;
  /** Places again at the odds the refusal named. */
  onAcceptChanges(): void;
  onSignIn(): void;
}

function Refused({
  state,
  oddsNow,
  onAcceptChanges,
}: {
  state: Extract<PlaceState, { phase: 'refused' }>;
  oddsNow: number | undefined;
  onAcceptChanges(): void;
}) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const { refusal } = state;
  const newOdds = refusal.coupon?.builder?.coef ?? oddsNow;
  return (
    <div className={status.refused} role="alert" data-testid="builder-refused">
      <p>
        {t('bet_status_not_accepted')}: {t(refusal.reason)}
      </p>
      {refusal.oddsChanged && newOdds !== undefined && (
        <>
          <p>
            {t('builder_odds_now')}{' '}
            <b className={styles.newOdds} dir="ltr" data-testid="builder-new-odds">
              {oddsText(newOdds)}
            </b>
          </p>
          <button
            type="button"
            className={buttons.primary}
            onClick={onAcceptChanges}
            data-testid="builder-accept-changes"
          >
            {t('builder_accept_and_place')}
          </button>
        </>
      )}
    </div>
  );
}

/** The builder's place button and what became of the last bet. */
export function BuilderPlace(props: BuilderPlaceProps) {
  const { t } = useTranslation();
  const { state } = props;
  return (
    <div className={styles.place}>
      {state.phase === 'pending' && (
        <PendingProgress
          retryAfterMs={state.retryAfterMs}
          startedAt={state.startedAt}
          testId="builder-pending"
        />
      )}
      {state.phase === 'refused' && (
        <Refused state={state} oddsNow={props.oddsNow} onAcceptChanges={props.onAcceptChanges} />
      )}
      {(state.phase === 'failed' || state.phase === 'error') && (
        <PlaceFailure
          state={state}
          onRetry={props.onRetry}
          testId="builder-failed"
          retryTestId="builder-retry"
        />
      )}
      <div className={styles.placeRow}>
        <dl className={styles.win} aria-busy={props.stale}>
          <dt>{t('coupon_possible_win')}</dt>
          <dd dir="ltr" data-testid="builder-possible-win">
            {props.win ?? '—'}
          </dd>
        </dl>
        <PlaceButton
          state={state}
          signedIn={props.signedIn}
          canPlace={props.canPlace}
          label={t('builder_place')}
          className={styles.placeButton}
          testIdPrefix="builder"
          onPlace={props.onPlace}
          onSignIn={props.onSignIn}
        />
      </div>
    </div>
  );
}
