import type { FormLetter, TeamLastGames } from '@arenabet/contracts';
import { Link, useParams } from 'react-router';
import {
  FeedEmpty,
  FeedError,
  FeedGames,
  FeedSection,
  FeedSkeleton,
} from '../../../shared/feed/index.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useCricketFeeds } from '../api/cricket-feeds.ts';
import { useTeamProfile } from '../api/cricket-statistics.ts';
import { routeIdOf } from '../lib/cricket.ts';
import styles from './cricket.module.css';
import { StatTiles } from './stat-tiles.tsx';

/** Results the team page shows: enough for form, the statistics have the rest. */
const LAST_RESULTS = 8;

function Record({ profile }: { profile: TeamLastGames }) {
  const { t } = useTranslation();
  const { record } = profile;
  return (
    <StatTiles
      tiles={[
        [t('cricket_played'), record.played],
        [t('cricket_won'), record.won],
        [t('cricket_lost'), record.lost],
      ]}
    />
  );
}

const FORM_KEYS: Readonly<Record<FormLetter, string>> = {
  W: i18nKey('cricket_form_w'),
  D: i18nKey('cricket_form_d'),
  L: i18nKey('cricket_form_l'),
};

function LastResults({ profile }: { profile: TeamLastGames }) {
  const { t } = useTranslation();
  if (profile.games.length === 0) return null;
  return (
    <FeedSection id="cricket-team-results" title={t('cricket_last_results')} icon="results">
      <ol className={styles.lastGames}>
        {profile.games.slice(0, LAST_RESULTS).map((game) => (
          <li key={game.gameId} className={styles.lastGame}>
            <span className={styles.form} data-result={game.result}>
              {t(FORM_KEYS[game.result])}
            </span>
            <span className={styles.lastTeams}>
              {game.home.name} — {game.away.name}
            </span>
            <span className={styles.lastScore}>
              {game.score.home}:{game.score.away}
            </span>
          </li>
        ))}
      </ol>
    </FeedSection>
  );
}

function Squad({ profile }: { profile: TeamLastGames }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (profile.team.squad.length === 0) return null;
  return (
    <FeedSection id="cricket-team-squad" title={t('cricket_squad')} icon="user">
      <ul className={styles.squad}>
        {profile.team.squad.map((player) => (
          <li key={player.id}>
            <Link
              to={pathFor('cricketPlayerInfo', { player: player.id }, language)}
              className={styles.player}
            >
              {player.number !== undefined && <span className={styles.shirt}>{player.number}</span>}
              <span>{player.name}</span>
              {player.position && <span className={styles.position}>{player.position}</span>}
            </Link>
          </li>
        ))}
      </ul>
    </FeedSection>
  );
}

/** A cricket team: its record, next games, last results and squad. */
export function CricketTeamPage() {
  const { t } = useTranslation();
  const teamId = routeIdOf(useParams().team);
  const profile = useTeamProfile(teamId);
  const feeds = useCricketFeeds(
    'GetGamesTeamZip',
    { teams: teamId ? [teamId] : [] },
    teamId !== undefined,
  );
  if (teamId === undefined) return <FeedEmpty icon="user" title={t('cricket_no_team')} />;
  if (profile.isPending) return <FeedSkeleton rows={6} />;
  if (profile.isError) return <FeedError onRetry={() => void profile.refetch()} />;
  const team = profile.data;
  if (!team) return <FeedEmpty icon="user" title={t('cricket_no_team')} />;
  return (
    <div className={styles.page} data-testid="cricket-team">
      <header className={styles.pageHead}>
        <h1 className={styles.pageTitle}>{team.team.name}</h1>
        <span className={styles.pageNote}>{team.team.countryName}</span>
      </header>
      <Record profile={team} />
      <FeedSection id="cricket-team-games" title={t('cricket_next_games')} icon="line">
        <FeedGames
          query={feeds.line}
          empty={{ title: t('cricket_no_events_title'), icon: 'line' }}
        />
      </FeedSection>
      <LastResults profile={team} />
      <Squad profile={team} />
    </div>
  );
}
