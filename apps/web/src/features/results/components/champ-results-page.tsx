import type { StatisticsGame } from '@arenabet/contracts';
import { type StatisticsLink, statisticsLink } from '@arenabet/domain';
import { Link, useParams } from 'react-router';
import {
  BackLink,
  FeedEmpty,
  FeedError,
  FeedPageHeader,
  FeedSkeleton,
} from '../../../shared/feed/index.ts';
import { intlLocale } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { openLinkInStatisticsWindow } from '../../../shared/statistics/open-statistics-window.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useChampResults } from '../api/champ-results.ts';
import { resultsByDay, winnerOf } from '../lib/results-by-day.ts';
import styles from './results.module.css';

function StatisticsLinkTo({
  link,
  label,
  text,
}: {
  link: StatisticsLink;
  label: string;
  text?: string;
}) {
  const language = useLanguage();
  return (
    <a
      href={statisticsLink(language, link)}
      target="_blank"
      rel="noopener"
      className={text ? styles.headerLink : styles.statsLink}
      aria-label={label}
      title={label}
      onClick={openLinkInStatisticsWindow}
    >
      <Icon name="results" size={16} />
      {text}
    </a>
  );
}

function ResultRow({ game }: { game: StatisticsGame }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const winner = winnerOf(game);
  const time = new Intl.DateTimeFormat(intlLocale(language), {
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(game.startsAt * 1000));
  return (
    <li className={styles.result} data-testid="result-row">
      <span className={styles.resultTime}>{time}</span>
      <span className={styles.resultTeam} data-won={winner === 'home' ? '' : undefined}>
        {game.home.name}
      </span>
      <span className={styles.resultScore} data-testid="result-score">
        {game.score.home}
        <span aria-hidden="true">:</span>
        {game.score.away}
      </span>
      <span
        className={styles.resultTeam}
        data-side="away"
        data-won={winner === 'away' ? '' : undefined}
      >
        {game.away.name}
      </span>
      <span className={styles.resultPeriods}>
        {game.periodScores.length > 1 &&
          `(${game.periodScores.map((p) => `${p.score.home}:${p.score.away}`).join(', ')})`}
      </span>
      <StatisticsLinkTo
        link={{ kind: 'game', sportId: game.sportId, gameId: game.gameId }}
        label={t('results_game_statistics', { home: game.home.name, away: game.away.name })}
      />
    </li>
  );
}

function DayHeading({ startsAt }: { startsAt: number }) {
  const language = useLanguage();
  const text = new Intl.DateTimeFormat(intlLocale(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
  }).format(new Date(startsAt * 1000));
  return <h2 className={styles.dayTitle}>{text}</h2>;
}

/** The finished games of one champ's season, by day, with the standings a click away. */
export function ChampResultsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const champId = Number(useParams().champ) || 0;
  const results = useChampResults(champId);
  const season = results.data;

  return (
    <div className={styles.page} data-testid="champ-results-page">
      {results.isPending && champId > 0 && <FeedSkeleton rows={8} />}
      {results.isError && <FeedError onRetry={() => void results.refetch()} />}
      {(champId === 0 || season === null) && (
        <FeedEmpty
          icon="results"
          title={t('results_unknown_champ')}
          action={
            <BackLink
              to={pathFor('bettingChampResults', {}, language)}
              label={t('results_all_champs')}
            />
          }
        />
      )}
      {season && (
        <>
          <FeedPageHeader
            title={season.name}
            sportId={season.sportId}
            lead={t('results_title')}
            back={
              <BackLink
                to={pathFor('bettingChampResults', {}, language)}
                label={t('results_all_champs')}
              />
            }
            actions={
              <div className={styles.headerLinks}>
                <StatisticsLinkTo
                  link={{ kind: 'stage', sportId: season.sportId, stageId: champId }}
                  label={t('results_standings')}
                  text={t('results_standings')}
                />
                <Link
                  to={pathFor(
                    'bettingMainSectionChamp',
                    { sport: season.sportId, champ: champId },
                    language,
                  )}
                  className={styles.headerLink}
                >
                  <Icon name="line" size={16} />
                  {t('results_upcoming')}
                </Link>
              </div>
            }
          />
          {season.games.length === 0 ? (
            <FeedEmpty icon="results" title={t('results_none_yet')} />
          ) : (
            resultsByDay(season.games).map((day) => (
              <section key={day.day} className={styles.day}>
                <DayHeading startsAt={day.startsAt} />
                <ol className={styles.resultList}>
                  {day.games.map((game) => (
                    <ResultRow key={game.gameId} game={game} />
                  ))}
                </ol>
              </section>
            ))
          )}
        </>
      )}
    </div>
  );
}
