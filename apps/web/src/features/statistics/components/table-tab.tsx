import type { GameStatusInfo } from '@arenabet/contracts';
import { STATISTICS_TABLE_TYPE, type StatisticsTableType } from '@arenabet/domain';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { StageTableView, TableTypeSwitch } from './stage-table-view.tsx';
import styles from './statistics.module.css';
import { Loaded, StatisticsBlock } from './statistics-parts.tsx';

/** A stage's table with its type switch; the type starts from the frame's `tt`. */
export function StageTableBlock({
  stageId,
  seasonId,
  highlight,
}: {
  stageId: number;
  seasonId?: number;
  highlight?: readonly number[];
}) {
  const { t } = useTranslation();
  const { params } = useStatisticsFrame();
  const [tableType, setTableType] = useState<StatisticsTableType>(
    params.tt ?? STATISTICS_TABLE_TYPE.total,
  );
  const query = useStatistics('stageTable', {
    stageId,
    tt: tableType,
    ...(seasonId === undefined ? {} : { seasonId }),
  });
  return (
    <StatisticsBlock id="table" title={t('stats_tab_table')} testId="statistics-table">
      <div className={styles.stack}>
        <TableTypeSwitch value={tableType} onChange={setTableType} />
        <Loaded query={query} rows={8}>
          {(table) => <StageTableView table={table} {...(highlight ? { highlight } : {})} />}
        </Loaded>
      </div>
    </StatisticsBlock>
  );
}

export function TableTab({ game }: { game: GameStatusInfo }) {
  return (
    <StageTableBlock
      stageId={game.champId}
      seasonId={game.seasonId}
      highlight={[game.home.id, ...(game.away ? [game.away.id] : [])]}
    />
  );
}
