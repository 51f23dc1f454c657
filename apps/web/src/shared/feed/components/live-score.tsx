import type { FeedLiveScore } from '@arenabet/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { clockText } from '../game-time.ts';
import styles from './live-score.module.css';

/** The period and the clock of a game in play: "2nd half · 67:12", or just "Set 3". */
export function LiveClock({ live }: { live: FeedLiveScore }) {
  const { t } = useTranslation();
  return (
    <span className={styles.clock}>
      <span className={styles.badge}>{t('feed_live_badge')}</span>
      {live.timerSeconds !== undefined && (
        <span className={styles.timer}>{clockText(live.timerSeconds)}</span>
      )}
      {live.periodText && <span className={styles.period}>{live.periodText}</span>}
    </span>
  );
}

interface LiveScoreProps {
  live: FeedLiveScore;
  /** `stacked`: one line per team beside a list row's names; `wide`: "2 : 1" for a heading. */
  variant?: 'stacked' | 'wide';
  /** The period scores too: "(1:0, 1:1)". */
  withPeriods?: boolean;
}

/** The score of a game in play. */
export function LiveScore({ live, variant = 'stacked', withPeriods = false }: LiveScoreProps) {
  const { t } = useTranslation();
  const { home, away } = live.score;
  const label = t('feed_score_label', { home, away });
  return (
    <span className={styles.score} data-variant={variant} role="img" aria-label={label}>
      <span className={styles.goals} data-testid="live-score">
        <span>{home}</span>
        {variant === 'wide' && <span className={styles.colon}>:</span>}
        <span>{away}</span>
      </span>
      {withPeriods && live.periodScores.length > 0 && (
        <span className={styles.periods}>
          {live.periodScores.map((period) => (
            <span key={period.period}>
              {period.score.home}:{period.score.away}
            </span>
          ))}
        </span>
      )}
    </span>
  );
}
