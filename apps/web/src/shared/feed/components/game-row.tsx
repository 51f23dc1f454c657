import type { FeedGame } from '@arenabet/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../i18n/use-language.ts';
import { useTranslation } from '../../i18n/use-translation.ts';
import { pathFor } from '../../routes/path-for.ts';
import { startText } from '../game-time.ts';
import {
  mainResultSuspended,
  mainTotal,
  outcomeLabel,
  type ResultKind,
  resultOutcomes,
} from '../main-markets.ts';
import { type PickGame, pickGameOf } from '../outcome-picker.ts';
import styles from './game-row.module.css';
import { LiveClock, LiveScore } from './live-score.tsx';
import { OddsButton } from './odds-button.tsx';

interface GameRowProps {
  game: FeedGame;
  /** The result columns of the list the row sits in, so every row lines up under its header. */
  resultKind: ResultKind;
  /** The list shows the main total's columns. */
  withTotal?: boolean;
  /** The champ's name above the teams, for lists that mix champs. */
  showChamp?: boolean;
  /** The favourite star (the favourites' `FavoriteGameStar`). */
  star?: ReactNode;
}

/** The game page of a game, in the page's language. */
export function gamePath(game: Pick<FeedGame, 'id' | 'sportId' | 'champId'>, language: string) {
  return pathFor(
    'bettingMainGame',
    { sport: game.sportId, champ: game.champId, game: game.id },
    language,
  );
}

function StartTime({ startsAt }: { startsAt: number }) {
  const { t } = useTranslation();
  const { day, time } = startText(startsAt);
  return (
    <time className={styles.start} dateTime={new Date(startsAt * 1000).toISOString()}>
      <span className={styles.day}>{day ?? t('feed_today')}</span>
      <span className={styles.time}>{time}</span>
    </time>
  );
}

/** One game in a list: when, who, the score in play, and its main prices. */
export function GameRow({
  game,
  resultKind,
  withTotal = false,
  showChamp = false,
  star,
}: GameRowProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const results = resultOutcomes(game, resultKind);
  const total = withTotal ? mainTotal(game) : undefined;
  const link = gamePath(game, language);
  const teams = game.away ? `${game.home.name} — ${game.away.name}` : game.home.name;
  const pickGame = pickGameOf(game);
  const mainSuspended = mainResultSuspended(game, resultKind);

  return (
    <article
      className={styles.row}
      data-live={game.live ? '' : undefined}
      data-testid="game-row"
      data-game-id={game.id}
      aria-label={teams}
    >
      <div className={styles.when}>
        {game.live ? <LiveClock live={game.live} /> : <StartTime startsAt={game.startsAt} />}
      </div>
      <Link to={link} className={styles.teams}>
        {showChamp && <span className={styles.champ}>{game.champName}</span>}
        <span className={styles.team}>{game.home.name}</span>
        {game.away && <span className={styles.team}>{game.away.name}</span>}
      </Link>
      {game.live && (
        <div className={styles.score}>
          <LiveScore live={game.live} />
        </div>
      )}
      <div className={styles.extras}>
        {star}
        <Link
          to={link}
          className={styles.more}
          dir="ltr"
          aria-label={t('feed_markets_count', { count: game.marketCount })}
        >
          +{game.marketCount}
        </Link>
      </div>
      <div
        className={styles.markets}
        data-columns={results.length}
        data-total={withTotal || undefined}
      >
        {results.map(({ type, outcome }) => (
          <OddsButton
            key={type}
            outcome={outcome}
            label={outcomeLabel({ type }, language)}
            showLabel="phone"
            game={pickGame}
            suspended={mainSuspended}
          />
        ))}
        {withTotal && <TotalCells total={total} language={language} game={pickGame} />}
      </div>
    </article>
  );
}

function TotalCells({
  total,
  language,
  game,
}: {
  total: ReturnType<typeof mainTotal>;
  language: string;
  game: PickGame;
}) {
  return (
    <span className={styles.totals}>
      <span className={styles.line}>{total ? total.line : '—'}</span>
      <OddsButton
        outcome={total?.over}
        label={total ? outcomeLabel(total.over, language) : ''}
        game={game}
      />
      <OddsButton
        outcome={total?.under}
        label={total ? outcomeLabel(total.under, language) : ''}
        game={game}
      />
    </span>
  );
}
