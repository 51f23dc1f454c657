import { type FeedGame, type FeedOutcome, outcomeKey } from '@arenabet/contracts';
import { sportById } from '@arenabet/reference/sports';
import { Link } from 'react-router';
import {
  gamePath,
  LiveClock,
  mainTotal,
  OddsButton,
  outcomeLabel,
  pickGameOf,
  resultKindOf,
  resultOutcomes,
  useGame,
} from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import styles from './multi-live.module.css';

interface LivePanelProps {
  gameId: number;
  onRemove(): void;
}

function PriceRow({
  game,
  outcomes,
}: {
  game: FeedGame;
  outcomes: readonly (FeedOutcome | undefined)[];
}) {
  const language = useLanguage();
  const shown = outcomes.filter((outcome): outcome is FeedOutcome => outcome !== undefined);
  if (shown.length === 0) return null;
  const pickGame = pickGameOf(game);
  return (
    <div className={styles.prices} data-count={shown.length}>
      {shown.map((outcome) => (
        <OddsButton
          key={outcomeKey(outcome)}
          outcome={outcome}
          label={outcomeLabel(outcome, language)}
          showLabel
          game={pickGame}
        />
      ))}
    </div>
  );
}

/** The result and the main total: what a glance at a game in play needs. */
function MainPrices({ game }: { game: FeedGame }) {
  const total = mainTotal(game);
  const result = resultOutcomes(game, resultKindOf([game])).map((cell) => cell.outcome);
  return (
    <>
      <PriceRow game={game} outcomes={result} />
      <PriceRow game={game} outcomes={total ? [total.over, total.under] : []} />
    </>
  );
}

function Scoreboard({ game }: { game: FeedGame }) {
  const { t } = useTranslation();
  const score = game.live?.score;
  return (
    <div className={styles.scoreboard}>
      <span className={styles.team}>{game.home.name}</span>
      <span className={styles.score} data-testid="multi-live-score">
        {score ? (
          <>
            <span className="visually-hidden">
              {t('feed_score_label', { home: score.home, away: score.away })}
            </span>
            <span aria-hidden="true">{`${score.home} : ${score.away}`}</span>
          </>
        ) : (
          '– : –'
        )}
      </span>
      <span className={styles.team} data-side="away">
        {game.away?.name}
      </span>
    </div>
  );
}

/** One game of the multi-live page: scoreboard, clock and main prices, live. */
export function LivePanel({ gameId, onRemove }: LivePanelProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = useGame('live', gameId);
  const game = query.data;
  const sport = game ? sportById(game.sportId) : undefined;

  return (
    <article className={styles.panel} data-testid="multi-live-panel" data-game-id={gameId}>
      <header className={styles.panelHead}>
        {sport && <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={16} />}
        <span className={styles.champ}>{game ? game.champName : t('multi_live_loading')}</span>
        <button
          type="button"
          className={styles.remove}
          onClick={onRemove}
          aria-label={t('multi_live_remove')}
          title={t('multi_live_remove')}
          data-testid="multi-live-remove"
        >
          <Icon name="close" size={16} />
        </button>
      </header>
      {query.isPending && <div className={styles.placeholder} aria-busy="true" />}
      {query.isError && !game && (
        <button type="button" className={styles.retry} onClick={() => void query.refetch()}>
          {t('feed_retry')}
        </button>
      )}
      {game === null && <p className={styles.gone}>{t('multi_live_gone')}</p>}
      {game && (
        <>
          <Scoreboard game={game} />
          <div className={styles.clock}>{game.live && <LiveClock live={game.live} />}</div>
          <MainPrices game={game} />
          <Link to={gamePath(game, language)} className={styles.allMarkets}>
            {t('multi_live_all_markets', { number: game.marketCount })}
            <Icon name="chevronForward" size={16} mirrorInRtl />
          </Link>
        </>
      )}
    </article>
  );
}
