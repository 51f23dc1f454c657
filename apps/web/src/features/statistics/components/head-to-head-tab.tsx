import type { HeadToHead } from '@arenabet/contracts';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { GameList } from './game-list.tsx';
import styles from './statistics.module.css';
import { Empty, InlineScore, Loaded, StatisticsBlock } from './statistics-parts.tsx';
import tables from './tables.module.css';

const share = (part: number, whole: number): CSSProperties => ({
  inlineSize: `${whole === 0 ? 0 : (100 * part) / whole}%`,
});

/** Wins of each side and draws as one bar, the first team's share from the start. */
function Summary({ h2h }: { h2h: HeadToHead }) {
  const { t } = useTranslation();
  const { played, won, drawn, lost, goalsFor, goalsAgainst } = h2h.summary;
  return (
    <div className={styles.stack} data-testid="statistics-h2h-summary">
      <div className={tables.splitLegend}>
        <span>
          <strong>{won}</strong>
          {t('stats_wins_of', { team: h2h.home.name })}
        </span>
        <span>
          <strong>{drawn}</strong>
          {t('stats_draws')}
        </span>
        <span>
          <strong>{lost}</strong>
          {t('stats_wins_of', { team: h2h.away.name })}
        </span>
      </div>
      <div className={tables.split} role="img" aria-label={t('stats_h2h_games', { count: played })}>
        <span style={{ ...share(won, played), background: 'var(--color-accent)' }} />
        <span style={{ ...share(drawn, played), background: 'var(--color-text-faint)' }} />
        <span style={{ ...share(lost, played), background: 'var(--color-danger)' }} />
      </div>
      <p className={styles.muted}>
        {t('stats_h2h_games', { count: played })} · {t('stats_col_goals_full')}{' '}
        <InlineScore home={goalsFor} away={goalsAgainst} />
      </p>
    </div>
  );
}

export function HeadToHeadTab({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const query = useStatistics('h2h', { gameId, count: 20 });
  return (
    <Loaded query={query}>
      {(h2h) =>
        h2h.summary.played === 0 ? (
          <Empty>{t('stats_h2h_none')}</Empty>
        ) : (
          <div className={styles.stack}>
            <StatisticsBlock id="h2h_summary" title={t('stats_tab_h2h')} testId="statistics-h2h">
              <Summary h2h={h2h} />
            </StatisticsBlock>
            <StatisticsBlock id="h2h_games" title={t('stats_h2h_last')}>
              <GameList games={h2h.games} />
            </StatisticsBlock>
          </div>
        )
      }
    </Loaded>
  );
}
