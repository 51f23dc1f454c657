import type { FeedGame } from '@arenabet/contracts';
import { useMemo } from 'react';
import { Link } from 'react-router';
import {
  FeedEmpty,
  FeedError,
  FeedPageHeader,
  FeedSkeleton,
  gamePath,
  OddsButton,
  outcomeLabel,
  pickGameOf,
  startText,
  useLineGames,
  useLiveTopics,
  useOddsText,
  useOutcomePicker,
} from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { type Express, expressOfTheDay } from '../lib/express-day.ts';
import styles from './line.module.css';

const DAY_SECONDS = 86_400;
/** The window moves in steps of 5 minutes, so a re-render does not make a new request. */
const WINDOW_STEP_SECONDS = 300;

/** Pre-match games of the next 24 hours. */
function useDayGames() {
  const from = Math.floor(Date.now() / 1000 / WINDOW_STEP_SECONDS) * WINDOW_STEP_SECONDS;
  return useLineGames({ tsFrom: from, tsTo: from + DAY_SECONDS, count: 300 });
}

/** Express of the day (expressDay): an accumulator of the day's clear favourites. */
export function ExpressDayPage() {
  const { t } = useTranslation();
  const games = useDayGames();
  const express = useMemo(
    () => (games.data ? expressOfTheDay(games.data) : undefined),
    [games.data],
  );
  useLiveTopics(express ? express.legs.map((leg) => `game:${leg.game.id}` as const) : []);

  return (
    <div className={styles.page} data-testid="express-day-page">
      <FeedPageHeader
        title={t('line_express_day_title')}
        lead={t('line_express_day_lead')}
        icon="gift"
      />
      {games.isPending ? (
        <FeedSkeleton rows={4} />
      ) : games.isError ? (
        <FeedError onRetry={() => void games.refetch()} />
      ) : express ? (
        <ExpressCard express={express} />
      ) : (
        <FeedEmpty
          icon="gift"
          title={t('line_express_day_empty_title')}
          text={t('line_express_day_empty_text')}
        />
      )}
    </div>
  );
}

function ExpressCard({ express }: { express: Express }) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const picker = useOutcomePicker();
  return (
    <section className={styles.express} aria-label={t('line_express_day_title')}>
      {picker && (
        <button
          type="button"
          className={buttons.primary}
          onClick={picker.addExpressOfDay}
          data-testid="express-day-to-coupon"
        >
          {t('coupon_express_day')}
        </button>
      )}
      <ol className={styles.legs}>
        {express.legs.map((leg) => (
          <ExpressLeg key={leg.game.id} game={leg.game} outcome={leg.outcome} />
        ))}
      </ol>
      <div className={styles.expressTotal} data-testid="express-total">
        <span>{t('line_express_day_total', { count: express.legs.length })}</span>
        <span className={styles.expressTotalOdds}>{oddsText(express.totalOdds)}</span>
      </div>
      <p className={styles.note}>{t('line_express_day_note')}</p>
    </section>
  );
}

function ExpressLeg({
  game,
  outcome,
}: {
  game: FeedGame;
  outcome: Express['legs'][number]['outcome'];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const label = outcomeLabel(outcome, language);
  const { day, time } = startText(game.startsAt);
  return (
    <li className={styles.leg}>
      <div className={styles.legGame}>
        <span className={styles.legChamp}>{game.champName}</span>
        <Link to={gamePath(game, language)} className={styles.legTeams}>
          {game.away ? `${game.home.name} — ${game.away.name}` : game.home.name}
        </Link>
        <span className={styles.legPick}>
          <span className={styles.legPickName}>{label}</span>
          <span>
            {day ?? t('feed_today')} {time}
          </span>
        </span>
      </div>
      <div className={styles.legOdds}>
        <OddsButton outcome={outcome} label={label} game={pickGameOf(game)} />
      </div>
    </li>
  );
}
