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
