import type { LineUpsFormation, StatisticsPlayer } from '@arenabet/contracts';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import styles from './statistics.module.css';
import { Empty, Loaded, StatisticsBlock } from './statistics-parts.tsx';
import tables from './tables.module.css';

type FormationSide = LineUpsFormation['home'];

function PitchSide({ side, away }: { side: FormationSide; away: boolean }) {
  return (
    <div className={tables.pitchSide}>
      {side.lines.map((line, index) => (
        // Lines have no ids: goalkeeper, defence, ... their order is what they are.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <div key={index} className={tables.pitchLine}>
          {line.map((player) => (
            <span key={player.id} className={tables.pitchPlayer}>
              <span className={tables.shirt} data-side={away ? 'away' : 'home'}>
                {player.number ?? ''}
              </span>
              {player.name.split(' ').at(-1)}
            </span>
          ))}
        </div>
      ))}
    </div>
  );
}

function PlayerList({
  players,
  sportId,
}: {
  players: readonly StatisticsPlayer[];
  sportId: number;
}) {
  const { linkTo } = useStatisticsFrame();
  return (
    <div className={tables.squad}>
      {players.map((player) => (
        <Link
          key={player.id}
          className={tables.squadPlayer}
          to={linkTo({ kind: 'player', sportId, playerId: player.id })}
        >
          <span className={tables.number}>{player.number ?? ''}</span>
          <span>{player.name}</span>
          <span className={tables.positionTag}>{player.position}</span>
        </Link>
      ))}
    </div>
  );
}

export function LineUpsTab({ gameId, sportId }: { gameId: number; sportId: number }) {
  const { t } = useTranslation();
  const formations = useStatistics('lineUps2', { gameId });
  const lists = useStatistics('lineUps', { gameId });
  return (
    <Loaded query={lists}>
      {(lineUps) => {
        if (!lineUps.available || !lineUps.away) return <Empty>{t('stats_lineups_none')}</Empty>;
        const sides = [lineUps.home, lineUps.away];
        return (
          <div className={styles.stack}>
            {formations.data?.away && (
              <StatisticsBlock
                id="pitch"
                title={t('stats_lineups_pitch')}
                testId="statistics-pitch"
              >
                <div className={tables.pitch}>
                  <div className={tables.pitchLegend}>
                    <span>
                      {formations.data.home.team.name} {formations.data.home.formation}
                    </span>
                    <span>
                      {formations.data.away.formation} {formations.data.away.team.name}
                    </span>
                  </div>
                  <div className={tables.pitchSides}>
                    <PitchSide side={formations.data.home} away={false} />
                    <PitchSide side={formations.data.away} away />
                  </div>
                </div>
              </StatisticsBlock>
            )}
            <div className={styles.columns}>
              {sides.map((side) => (
                <StatisticsBlock
                  key={side.team.id}
                  id={`lineup_${side === lineUps.home ? 'home' : 'away'}`}
                  title={side.team.name}
                  testId="statistics-lineup"
                >
                  <div className={styles.stack}>
                    <h3 className={tables.subhead}>{t('stats_lineups_starting')}</h3>
                    <PlayerList players={side.starting} sportId={sportId} />
                    <h3 className={tables.subhead}>{t('stats_lineups_substitutes')}</h3>
                    <PlayerList players={side.substitutes} sportId={sportId} />
                  </div>
                </StatisticsBlock>
              ))}
            </div>
          </div>
        );
      }}
    </Loaded>
  );
}
