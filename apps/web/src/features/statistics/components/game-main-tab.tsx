import type { GameEventEntry, GameStatusInfo, StatisticsTeam } from '@arenabet/contracts';
import { intlLocale } from '../../../shared/i18n/format.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useStatistics } from '../hooks/use-statistics.ts';
import { useStatisticsFrame } from '../hooks/use-statistics-frame.ts';
import { formatPlayTime } from '../lib/statistics-time.ts';
import { GameList } from './game-list.tsx';
import { GameOdds } from './game-odds.tsx';
import { RaceRunners } from './race-runners.tsx';
import styles from './statistics.module.css';
import { Figures, FormBadges, InlineScore, Loaded, StatisticsBlock } from './statistics-parts.tsx';
import tables from './tables.module.css';

/** Events worth a line of their own; points and attacks would drown them. */
const SHOWN_EVENTS: Readonly<Record<string, string>> = {
  goal: i18nKey('stats_event_goal'),
  yellow_card: i18nKey('stats_event_yellow_card'),
  red_card: i18nKey('stats_event_red_card'),
  period_end: i18nKey('stats_event_period_end'),
};

function PeriodScores({ game }: { game: GameStatusInfo }) {
  const { t } = useTranslation();
  const away = game.away;
  if (!away || !game.score) return null;
  const row = (team: StatisticsTeam, pick: 'home' | 'away') => (
    <tr>
      <td className={tables.start}>{team.name}</td>
      {game.periodScores.map((period) => (
        <td key={period.period}>{period.score[pick]}</td>
      ))}
      <td className={tables.strong}>{game.score?.[pick]}</td>
    </tr>
  );
  return (
    <div className={tables.scroll}>
      <table className={tables.table} data-testid="statistics-periods">
        <thead>
          <tr>
            <th scope="col" className={tables.start}>
              {t('stats_col_team')}
            </th>
            {game.periodScores.map((period) => (
              <th key={period.period} scope="col">
                {period.period}
              </th>
            ))}
            <th scope="col">{t('stats_col_total')}</th>
          </tr>
        </thead>
        <tbody>
          {row(game.home, 'home')}
          {row(away, 'away')}
        </tbody>
      </table>
    </div>
  );
}

function EventLine({ event }: { event: GameEventEntry }) {
  const { t } = useTranslation();
  const label = SHOWN_EVENTS[event.kind] ?? '';
  if (event.side === 0) {
    return (
      <li className={tables.eventNeutral}>
        {t(label)} · <InlineScore home={event.score.home} away={event.score.away} />
      </li>
    );
  }
  const detail = (
    <>
      <span className={tables.eventIcon} data-kind={event.kind} title={t(label)} />
      <span>{event.player?.name ?? t(label)}</span>
      {event.kind === 'goal' && (
        <span className={styles.muted}>
          <InlineScore home={event.score.home} away={event.score.away} />
        </span>
      )}
    </>
  );
  return (
    <li className={tables.event}>
      <span className={tables.eventHome}>{event.side === 1 && detail}</span>
      <span className={tables.eventMinute}>{formatPlayTime(event.atSeconds)}</span>
      <span className={tables.eventAway}>{event.side === 2 && detail}</span>
    </li>
  );
}

function TeamForm({ team }: { team: StatisticsTeam }) {
  const { t } = useTranslation();
  const query = useStatistics('teamLastGames', { teamId: team.id, count: 5 });
  return (
    <Loaded query={query} rows={3}>
      {(last) => (
        <div className={styles.block}>
          <div className={styles.blockHead}>
            <h3 className={styles.blockTitle}>{team.name}</h3>
            <FormBadges form={last.games.map((game) => game.result)} />
          </div>
          {last.games.length > 0 ? (
            <GameList games={last.games} teamId={team.id} />
          ) : (
            <p className={styles.muted}>{t('stats_no_data')}</p>
          )}
        </div>
      )}
    </Loaded>
  );
}

function Stadium({ gameId }: { gameId: number }) {
  const { t } = useTranslation();
  const { lng } = useStatisticsFrame();
  const query = useStatistics('stadium', { gameId });
  return (
    <Loaded query={query} rows={2}>
      {(stadium) => (
        <div className={styles.stack}>
          <p className={styles.heroTitle}>{stadium.name}</p>
          <Figures
            items={[
              { label: t('stats_country'), value: stadium.countryName || '—' },
              {
                label: t('stats_capacity'),
                value: new Intl.NumberFormat(intlLocale(lng)).format(stadium.capacity),
              },
              { label: t('stats_opened'), value: stadium.opened },
            ]}
          />
        </div>
      )}
    </Loaded>
  );
}

export function GameMainTab({ game }: { game: GameStatusInfo }) {
  const { t } = useTranslation();
  const events = game.events.filter((event) => event.kind in SHOWN_EVENTS);
  const away = game.away;
  return (
    <div className={styles.stack}>
      {/* A race's runners carry their own odds. */}
      {away && game.outcomes.length > 0 && (
        <StatisticsBlock id="odds" title={t('stats_odds')}>
          <GameOdds game={game} />
        </StatisticsBlock>
      )}
      {!away && (
        <StatisticsBlock id="race" title={t('stats_runners')}>
          <RaceRunners gameId={game.gameId} />
        </StatisticsBlock>
      )}
      {game.periodScores.length > 0 && (
        <StatisticsBlock id="periods" title={t('stats_periods')}>
          <PeriodScores game={game} />
        </StatisticsBlock>
      )}
      {events.length > 0 && (
        <StatisticsBlock id="events" title={t('stats_events')} testId="statistics-events">
          <ol className={tables.events}>
            {events.map((event) => (
              <EventLine key={`${event.atSeconds}-${event.kind}-${event.side}`} event={event} />
            ))}
          </ol>
        </StatisticsBlock>
      )}
      {away && (
        <StatisticsBlock id="form" title={t('stats_form')} testId="statistics-form">
          <div className={styles.columns}>
            <TeamForm team={game.home} />
            <TeamForm team={away} />
          </div>
        </StatisticsBlock>
      )}
      {away && (
        <StatisticsBlock id="stadium" title={t('stats_stadium')}>
          <Stadium gameId={game.gameId} />
        </StatisticsBlock>
      )}
    </div>
  );
}
