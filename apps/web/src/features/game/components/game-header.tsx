import { type FeedGame, type FeedLiveScore, periodLabel } from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import { nameIn } from '@arenabet/reference/localized';
import { sportById } from '@arenabet/reference/sports';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { champPath, clockText } from '../../../shared/feed/index.ts';
import { intlLocale } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import { useLiveTimer } from '../hooks/use-live-timer.ts';
import { timeUntil } from '../lib/live-clock.ts';
import { scoreNotesOf } from '../lib/score-notes.ts';
import styles from './game-header.module.css';
import { TeamBadge } from './team-badge.tsx';

interface GameHeaderProps {
  game: FeedGame;
  /** Favourite star, notifications bell, statistics link. */
  actions: ReactNode;
}

/** Where the game sits: sport, country and champ, each a way back up. */
function GamePlace({ game }: { game: FeedGame }) {
  const language = useLanguage();
  const sport = sportById(game.sportId);
  return (
    <nav className={styles.place} aria-label={game.sportName}>
      <Link to={pathFor('bettingMainSection', { sport: game.sportId }, language)}>
        {sport && <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={16} />}
        {game.sportName}
      </Link>
      <Icon name="chevronForward" size={14} mirrorInRtl className={styles.placeArrow} />
      <Link to={champPath(game, language)} data-testid="game-champ">
        {game.champName}
      </Link>
    </nav>
  );
}

function isOver(game: FeedGame): boolean {
  return game.status === GAME_STATUS.SETTLED || game.status === GAME_STATUS.CANCELED;
}

/**
 * What the score does not say: a shoot-out's tally (football penalties are not part of the
 * score), the super over's winner, the length of a series.
 */
function ScoreExtras({ game, live }: { game: FeedGame; live: FeedLiveScore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notes = scoreNotesOf(game, live);
  if (notes.tallies.length === 0 && !notes.bestOf && !notes.superOverTeam) return null;
  return (
    <span className={styles.extras} data-testid="game-score-extras">
      {notes.tallies.map((extra) => (
        <span key={extra.label.en}>
          {nameIn(extra.label, language)}{' '}
          <bdi className={styles.extraScore}>
            {extra.score.home}:{extra.score.away}
          </bdi>
        </span>
      ))}
      {notes.superOverTeam && <span>{t('game_super_over', { team: notes.superOverTeam })}</span>}
      {notes.bestOf && (
        <span className={styles.bestOf}>{t('game_best_of', { count: notes.bestOf })}</span>
      )}
    </span>
  );
}

/** The scoreboard's middle in play: the score, the running clock and the period. */
function LiveCentre({ game, live }: { game: FeedGame; live: FeedLiveScore }) {
  const { t } = useTranslation();
  const seconds = useLiveTimer(live);
  return (
    <div className={styles.centre}>
      <span className={styles.liveBadge}>{t('feed_live_badge')}</span>
      <output
        className={styles.score}
        data-testid="game-score"
        aria-label={t('feed_score_label', { home: live.score.home, away: live.score.away })}
      >
        <span>{live.score.home}</span>
        <span className={styles.scoreColon}>:</span>
        <span>{live.score.away}</span>
      </output>
      <span className={styles.clock}>
        {seconds !== undefined && (
          <span className={styles.timer} data-testid="game-timer">
            {clockText(seconds)}
          </span>
        )}
        {live.periodText && <span>{live.periodText}</span>}
      </span>
      <ScoreExtras game={game} live={live} />
    </div>
  );
}

/** Before the start: the day, the time and how long until it. */
function StartCentre({ startsAt }: { startsAt: number }) {
  const language = useLanguage();
  const start = new Date(startsAt * 1000);
  const locale = intlLocale(language);
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
  }).format(start);
  const time = new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(
    start,
  );
  const until = timeUntil(startsAt, Math.floor(Date.now() / 1000));
  return (
    <div className={styles.centre}>
      <span className={styles.day}>{day}</span>
      <time className={styles.startTime} dateTime={start.toISOString()} data-testid="game-start">
        {time}
      </time>
      {until && (
        <span className={styles.until}>
          {new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }).format(until.value, until.unit)}
        </span>
      )}
    </div>
  );
}

/** After the end: the final score, or the word that it was cancelled. */
function FinalCentre({ game }: { game: FeedGame }) {
  const { t } = useTranslation();
  const cancelled = game.status === GAME_STATUS.CANCELED;
  return (
    <div className={styles.centre}>
      <span className={styles.finalBadge}>
        {cancelled ? t('game_status_cancelled') : t('game_status_finished')}
      </span>
      {game.live && !cancelled && (
        <>
          <output className={styles.score} data-testid="game-score">
            <span>{game.live.score.home}</span>
            <span className={styles.scoreColon}>:</span>
            <span>{game.live.score.away}</span>
          </output>
          <ScoreExtras game={game} live={game.live} />
        </>
      )}
    </div>
  );
}

/** The period scores under the scoreboard: one column per period played. */
function PeriodTable({ game, live }: { game: FeedGame; live: FeedLiveScore }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (live.periodScores.length === 0) return null;
  return (
    <div className={styles.periodsWrap}>
      <table className={styles.periods} data-testid="game-periods">
        <caption className="visually-hidden">{t('game_period_scores')}</caption>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">{t('game_team')}</span>
            </th>
            {live.periodScores.map((period) => (
              <th
                key={period.period}
                scope="col"
                data-current={period.period === live.period ? '' : undefined}
              >
                {nameIn(periodLabel(game.sportId, period.period, live), language)}
              </th>
            ))}
            <th scope="col">{t('game_total_score')}</th>
          </tr>
        </thead>
        <tbody>
          {(['home', 'away'] as const).map((side) => (
            <tr key={side}>
              <th scope="row">{side === 'home' ? game.home.name : (game.away?.name ?? '')}</th>
              {live.periodScores.map((period) => (
                <td
                  key={period.period}
                  data-current={period.period === live.period ? '' : undefined}
                >
                  {period.score[side]}
                </td>
              ))}
              <td className={styles.periodTotal}>{live.score[side]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function Centre({ game }: { game: FeedGame }) {
  if (isOver(game)) return <FinalCentre game={game} />;
  if (game.live) return <LiveCentre game={game} live={game.live} />;
  return <StartCentre startsAt={game.startsAt} />;
}

/** The top of the game page: where it is played, who plays, and the score or the start. */
export function GameHeader({ game, actions }: GameHeaderProps) {
  const { t } = useTranslation();
  const teams = game.away ? `${game.home.name} — ${game.away.name}` : game.home.name;
  usePageTitle(t('game_title', { teams, champ: game.champName }));
  return (
    <header
      className={styles.hero}
      data-live={game.live ? '' : undefined}
      data-testid="game-header"
    >
      <div className={styles.top}>
        <GamePlace game={game} />
        <div className={styles.actions}>{actions}</div>
      </div>
      <div className={styles.matchup}>
        <div className={styles.side}>
          <TeamBadge name={game.home.name} />
          <h1 className={styles.teamName} data-testid="game-home">
            {game.home.name}
          </h1>
        </div>
        <Centre game={game} />
        {game.away ? (
          <div className={styles.side}>
            <TeamBadge name={game.away.name} />
            <p className={styles.teamName} data-testid="game-away">
              {game.away.name}
            </p>
          </div>
        ) : (
          <div className={styles.side} />
        )}
      </div>
      {game.live && !isOver(game) && <PeriodTable game={game} live={game.live} />}
    </header>
  );
}
