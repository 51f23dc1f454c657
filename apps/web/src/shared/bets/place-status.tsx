import type { CSSProperties } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import buttons from '../ui/button.module.css';
import styles from './place-status.module.css';
import type { PlaceState } from './use-place-bet.ts';

/* What became of a bet being placed, as the coupon and the bet builder both show it. */

export { styles as placeStatusStyles };

/** A pending live bet's wait, drawn over its delay by CSS; the answer ends it, not the bar. */
export function PendingProgress(props: {
  retryAfterMs: number;
  startedAt: number;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.pending} role="status" data-testid={props.testId}>
      <span>{t('bet_status_pending')}</span>
      <span className={styles.track} aria-hidden="true">
        <span
          key={props.startedAt}
          className={styles.trackFill}
          style={{ '--wait': `${props.retryAfterMs}ms` } as CSSProperties}
        />
      </span>
    </div>
  );
}

/** A bet that could not be sent (failed: it can be tried again) or went wrong on the way. */
export function PlaceFailure(props: {
  state: Extract<PlaceState, { phase: 'failed' | 'error' }>;
  onRetry(): void;
  testId: string;
  retryTestId: string;
}) {
  const { t } = useTranslation();
  return (
    <div className={styles.refused} role="alert" data-testid={props.testId}>
      <p>{t(props.state.messageKey)}</p>
      {props.state.phase === 'failed' && (
        <button
          type="button"
          className={buttons.secondary}
          onClick={props.onRetry}
          data-testid={props.retryTestId}
        >
          {t('coupon_retry')}
        </button>
      )}
    </div>
  );
}

/**
 * The button that places the bet, "placing…" while it is on its way; a visitor's signs in
 * first. `label` is what placing this kind of bet is called.
 */
export function PlaceButton(props: {
  state: PlaceState;
  signedIn: boolean;
  canPlace: boolean;
  label: string;
  /** The feature's own layout of the button (the coupon's full width, the builder's row). */
  className: string | undefined;
  testIdPrefix: string;
  onPlace(): void;
  onSignIn(): void;
}) {
  const { t } = useTranslation();
  const busy = props.state.phase === 'sending' || props.state.phase === 'pending';
  const className = `${buttons.primary} ${props.className ?? ''}`;
  if (!props.signedIn) {
    return (
      <button
        type="button"
        className={className}
        onClick={props.onSignIn}
        data-testid={`${props.testIdPrefix}-sign-in`}
      >
        {t('coupon_sign_in_to_bet')}
      </button>
    );
  }
  return (
    <button
      type="button"
      className={className}
      disabled={busy || !props.canPlace}
      aria-busy={busy}
      onClick={props.onPlace}
      data-testid={`${props.testIdPrefix}-place`}
    >
      {busy ? t('coupon_placing') : props.label}
    </button>
  );
}
