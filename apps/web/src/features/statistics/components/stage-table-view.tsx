import type { StageTable } from '@arenabet/contracts';
import { STATISTICS_TABLE_TYPE, type StatisticsTableType } from '@arenabet/domain';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import segmented from '../../../shared/ui/segmented.module.css';
import styles from './stage-table.module.css';
import { Empty, FormBadges, TeamLink } from './statistics-parts.tsx';
import tables from './tables.module.css';

const TABLE_TYPES: readonly { type: StatisticsTableType; key: string }[] = [
  { type: STATISTICS_TABLE_TYPE.total, key: i18nKey('stats_table_total') },
  { type: STATISTICS_TABLE_TYPE.home, key: i18nKey('stats_table_home') },
  { type: STATISTICS_TABLE_TYPE.away, key: i18nKey('stats_table_away') },
];

/** Total, home or away: the spec's table types 1 to 3. */
export function TableTypeSwitch({
  value,
  onChange,
}: {
  value: StatisticsTableType;
  onChange(type: StatisticsTableType): void;
}) {
  const { t } = useTranslation();
  return (
    <div className={`${segmented.segments} ${styles.switch}`} role="tablist">
      {TABLE_TYPES.map(({ type, key }) => (
        <button
          key={type}
          type="button"
          role="tab"
          className={segmented.segment}
          aria-selected={value === type}
          onClick={() => onChange(type)}
          data-testid={`statistics-table-type-${type}`}
        >
          {t(key)}
        </button>
      ))}
    </div>
  );
}

/** Short headers with their full words as hints: the table must fit a phone. */
function Header({ short, full, className }: { short: string; full: string; className?: string }) {
  return (
    <th scope="col" title={full} className={className}>
      <abbr title={full}>{short}</abbr>
    </th>
  );
}

export function StageTableView({
  table,
  highlight = [],
}: {
  table: StageTable;
  /** The teams of the game the table is shown for. */
  highlight?: readonly number[];
}) {
  const { t } = useTranslation();
  if (table.rows.length === 0) return <Empty>{t('stats_no_data')}</Empty>;
  return (
    <div className={tables.scroll}>
      <table className={tables.table} data-testid="statistics-stage-table">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col" className={tables.start}>
              {t('stats_col_team')}
            </th>
            <Header short={t('stats_col_played')} full={t('stats_col_played_full')} />
            <Header short={t('stats_col_won')} full={t('stats_col_won_full')} />
            {table.hasDraws && (
              <Header short={t('stats_col_drawn')} full={t('stats_col_drawn_full')} />
            )}
            <Header short={t('stats_col_lost')} full={t('stats_col_lost_full')} />
            <Header
              short={t('stats_col_goals')}
              full={t('stats_col_goals_full')}
              className={styles.goalsColumn}
            />
            <Header short="±" full={t('stats_col_difference_full')} />
            <Header short={t('stats_col_points')} full={t('stats_col_points_full')} />
            <th scope="col" className={styles.formColumn}>
              {t('stats_col_form')}
            </th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr
              key={row.team.id}
              className={highlight.includes(row.team.id) ? tables.highlight : undefined}
              data-testid="statistics-stage-row"
            >
              <td className={tables.position}>{row.position}</td>
              <td className={tables.start}>
                <TeamLink team={row.team} sportId={table.sportId} />
              </td>
              <td>{row.played}</td>
              <td>{row.won}</td>
              {table.hasDraws && <td>{row.drawn}</td>}
              <td>{row.lost}</td>
              <td dir="ltr" className={styles.goalsColumn}>
                {row.goalsFor}:{row.goalsAgainst}
              </td>
              <td dir="ltr">
                {row.goalDifference > 0 ? `+${row.goalDifference}` : row.goalDifference}
              </td>
              <td className={tables.strong}>{row.points}</td>
              <td className={styles.formColumn}>
                <FormBadges form={row.form} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
