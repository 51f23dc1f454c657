import type { TableRound } from '@arenabet/contracts/casino-tables';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { crashText, curvePath, curveScale } from '../lib/crash-view.ts';
import { bettingLeft, secondsUntil } from '../lib/shared-table.ts';
import styles from './crash.module.css';

const BOX = { width: 600, height: 280 };

interface CrashStageProps {
  round: TableRound;
  /** The server's time now. */
  now: number;
  /** How far the flight has gone (its whole length once crashed). */
  elapsed: number;
  /** The multiplier to show: climbing, or the crash point once settled. */
  multiplier: number;
}

/**
 * The flight: the curve drawn from take-off to the moment, the multiplier over it, the countdown
 * before take-off and the crash point after. The figure is for the eye (aria-hidden where it
 * moves); the phase is told once in words for a screen reader.
 */
export function CrashStage({ round, now, elapsed, multiplier }: CrashStageProps) {
  const { t } = useTranslation();
  const { phase } = round;
  const path = phase === 'betting' ? undefined : curvePath(elapsed, BOX);
  const tip = path?.split('L').at(-1)?.replace('M', '').split(' ').map(Number);
  const scale = curveScale(elapsed, multiplier);
  const marks = [0.25, 0.5, 0.75].map((share) => ({
    y: BOX.height * (1 - share),
    label: crashText(Math.round(100 + (scale.top - 100) * share)),
  }));
  const seconds = secondsUntil(round.bettingClosesAt, now);
  return (
    <div
      className={styles.stage}
      data-phase={phase}
      data-testid="crash-stage"
      data-round-id={round.id}
    >
      <div className={styles.plot}>
        <svg
          className={styles.chart}
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
        >
          <defs>
            <linearGradient id="crash-area" x1="0" y1="0" x2="0" y2="1">
              <stop offset="0" stopColor="var(--crash-line)" stopOpacity="0.45" />
              <stop offset="1" stopColor="var(--crash-line)" stopOpacity="0" />
            </linearGradient>
          </defs>
          {marks.map((mark) => (
            <line
              key={mark.y}
              x1="0"
              x2={BOX.width}
              y1={mark.y}
              y2={mark.y}
              className={styles.grid}
            />
          ))}
          {path && (
            <>
              <path
                d={`${path}L${tip?.[0] ?? 0} ${BOX.height}L0 ${BOX.height}Z`}
                fill="url(#crash-area)"
              />
              <path d={path} className={styles.line} vectorEffect="non-scaling-stroke" />
            </>
          )}
        </svg>
        {path && tip && (
          <span
            className={styles.tip}
            style={{
              left: `${((tip[0] ?? 0) / BOX.width) * 100}%`,
              top: `${((tip[1] ?? 0) / BOX.height) * 100}%`,
            }}
            aria-hidden="true"
          />
        )}
      </div>
      <ol className={styles.marks} aria-hidden="true">
        {marks.map((mark) => (
          <li key={mark.y} style={{ insetBlockStart: `${(mark.y / BOX.height) * 100}%` }} dir="ltr">
            {mark.label}
          </li>
        ))}
      </ol>
      <div className={styles.centre}>
        {phase === 'betting' ? (
          <>
            <span className={styles.caption}>{t('casino_crash_take_off')}</span>
            <span className={styles.countdown} dir="ltr" data-testid="table-countdown">
              {t('casino_table_seconds', { count: seconds })}
            </span>
            <span className={styles.progress} aria-hidden="true">
              <span style={{ transform: `scaleX(${bettingLeft(round, now)})` }} />
            </span>
          </>
        ) : (
          <>
            <span
              className={styles.multiplier}
              dir="ltr"
              data-testid="crash-multiplier"
              data-value={multiplier}
              aria-hidden={phase === 'running' || undefined}
            >
              {crashText(multiplier)}
            </span>
            {phase === 'settled' && (
              <span className={styles.crashed} data-testid="crash-point">
                {t('casino_crash_crashed_at', { multiplier: crashText(multiplier) })}
              </span>
            )}
          </>
        )}
      </div>
      <p className="visually-hidden" role="status">
        {phase === 'betting'
          ? t('casino_crash_take_off')
          : phase === 'running'
            ? t('casino_crash_flying')
            : t('casino_crash_crashed_at', { multiplier: crashText(multiplier) })}
      </p>
    </div>
  );
}
