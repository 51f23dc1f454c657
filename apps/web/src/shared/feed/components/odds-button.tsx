import { type FeedOutcome, outcomeKey } from '@arenabet/contracts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { Icon } from '../../ui/icon.tsx';
import { type PickGame, useIsPicked, useOutcomePicker } from '../outcome-picker.ts';
import { useOddsText } from '../use-odds-text.ts';
import { useOddsTrend } from '../use-odds-trend.ts';
import styles from './odds-button.module.css';

interface OddsButtonProps {
  /** Undefined when the game has no price here: an empty, inert cell keeps the columns. */
  outcome: FeedOutcome | undefined;
  /** What the price is for (П1, ТБ 2.5): shown above the price when `showLabel`. */
  label: string;
  /** `phone`: only where a list has no column headings (narrow screens). */
  showLabel?: boolean | 'phone';
  /** The game the price belongs to: with it, a click puts the outcome in the coupon. */
  game?: PickGame | undefined;
  /** The market's name for the coupon (Total, Handicap); the label names the outcome. */
  marketName?: string;
  /**
   * Without an outcome: the game is on offer but this market is not now (suspended), so the
   * cell shows the padlock rather than the dash of a market the game never had.
   */
  suspended?: boolean;
}

/**
 * A price: in the visitor's coefficient format, flashing green when it rises and red when it
 * falls, and locked (a padlock, not clickable) while the bookmaker suspends the market. Pressed
 * while the outcome sits in the coupon; a click adds it there or takes it out.
 */
export function OddsButton({
  outcome,
  label,
  showLabel = false,
  game,
  marketName = '',
  suspended = false,
}: OddsButtonProps) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const { trend, changeCount } = useOddsTrend(outcome?.locked ? undefined : outcome?.odds);
  const picker = useOutcomePicker();
  const selected = useIsPicked(game?.id, outcome ? outcomeKey(outcome) : undefined);

  if (!outcome && suspended) {
    return (
      <span className={styles.odds} data-locked="" data-testid="odds-suspended">
        <Label label={label} show={showLabel} />
        <Icon name="lock" size={15} className={styles.lock} />
        <span className="visually-hidden">{`${label} ${t('feed_odds_locked')}`}</span>
      </span>
    );
  }

  if (!outcome) {
    return (
      <span className={styles.odds} data-empty="" aria-hidden="true">
        <Label label={label} show={showLabel} />
        <span className={styles.price}>—</span>
      </span>
    );
  }

  const price = oddsText(outcome.odds);
  const locked = outcome.locked;
  return (
    <button
      type="button"
      className={styles.odds}
      disabled={locked}
      aria-pressed={selected}
      // The name begins with what the button shows (label, price) so a voice command naming
      // the visible text finds it (WCAG 2.5.3); the label is spoken even where it is hidden.
      aria-label={`${label} ${locked ? t('feed_odds_locked') : price}`}
      data-trend={trend}
      data-locked={locked ? '' : undefined}
      data-testid="odds-button"
      data-odds={outcome.odds}
      onClick={
        picker && game
          ? () =>
              picker.pick({
                gameId: game.id,
                group: outcome.group,
                type: outcome.type,
                ...(outcome.line === undefined ? {} : { param: outcome.line }),
                coef: outcome.odds,
                home: game.home.name,
                ...(game.away ? { away: game.away.name } : {}),
                champName: game.champName,
                sportId: game.sportId,
                live: game.live,
                periodName: game.periodName ?? '',
                marketName,
                outcomeName: label,
              })
          : undefined
      }
    >
      <Label label={label} show={showLabel} />
      {locked ? (
        <Icon name="lock" size={15} className={styles.lock} />
      ) : (
        <span className={styles.price}>{price}</span>
      )}
      {trend && !locked && (
        <>
          {/* Keyed by the change, so a second move in a row flashes again. */}
          <span key={changeCount} className={styles.flash} aria-hidden="true" />
          <span className={styles.arrow} aria-hidden="true" data-trend={trend} />
        </>
      )}
    </button>
  );
}

function Label({ label, show }: { label: string; show: boolean | 'phone' }) {
  if (!show) return null;
  return (
    <span className={styles.label} data-phone-only={show === 'phone' ? '' : undefined}>
      {label}
    </span>
  );
}
