import {
  type GameStatusInfo,
  OUTCOME_TYPE,
  outcomeKey,
  RACE_RUNNER_TYPE_BASE,
} from '@arenabet/contracts';
import { formatOdds } from '@arenabet/domain';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePreferences } from '../../../shared/storage/preferences-store.ts';
import { useCoupon } from '../hooks/use-coupon.ts';
import styles from './statistics.module.css';
import tables from './tables.module.css';

type Outcome = GameStatusInfo['outcomes'][number];

function useOutcomeName(game: GameStatusInfo): (outcome: Outcome) => string {
  const { t } = useTranslation();
  return (outcome) => {
    if (outcome.type > RACE_RUNNER_TYPE_BASE) return `№${outcome.type - RACE_RUNNER_TYPE_BASE}`;
    if (outcome.type === OUTCOME_TYPE.home) return game.home.name;
    if (outcome.type === OUTCOME_TYPE.away) return game.away?.name ?? '';
    return t('stats_draw');
  };
}

/**
 * The main market as coupon buttons. The host page owns the coupon: a click asks it to add the
 * outcome, and a host that does not answer in time leaves the odds for reading only.
 */
export function GameOdds({ game }: { game: GameStatusInfo }) {
  const { t } = useTranslation();
  const format = usePreferences((state) => state.coefficientFormat);
  const coupon = useCoupon(game.gameId);
  const nameOf = useOutcomeName(game);
  return (
    <div className={styles.stack}>
      <div className={tables.odds} data-testid="statistics-odds">
        {game.outcomes.map((outcome) => {
          const key = outcomeKey(outcome);
          return (
            <button
              key={key}
              type="button"
              className={tables.odd}
              disabled={!coupon.isBetsAvailable || outcome.locked || coupon.pending}
              aria-pressed={coupon.selected.has(key)}
              onClick={() =>
                coupon.toggle({
                  gameId: game.gameId,
                  group: outcome.group,
                  type: outcome.type,
                  odds: outcome.odds,
                  ...(outcome.line === undefined ? {} : { line: outcome.line }),
                })
              }
            >
              <span>{nameOf(outcome)}</span>
              <span>{outcome.locked ? '—' : formatOdds(outcome.odds, format)}</span>
            </button>
          );
        })}
      </div>
      {!coupon.isBetsAvailable && <p className={styles.muted}>{t('stats_bets_on_site')}</p>}
    </div>
  );
}
