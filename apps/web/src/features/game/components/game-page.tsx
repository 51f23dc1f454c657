import type { FeedGame, FeedRoot } from '@arenabet/contracts';
import { Link, useParams } from 'react-router';
import { FavoriteGameStar } from '../../../shared/favorites/favorite-star.tsx';
import { FeedEmpty, FeedError, FeedSkeleton, useLiveTopics } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useGameOfEitherFeed } from '../api/game-of-either-feed.ts';
import { gameIdOf } from '../lib/game-id.ts';
import { ChronoOfPlay } from './chrono-of-play.tsx';
import actions from './game-actions.module.css';
import { GameHeader } from './game-header.tsx';
import styles from './game-page.module.css';
import { MarketBoard } from './market-board.tsx';
import { StatisticsButton } from './statistics-button.tsx';
import { SubscriptionBell } from './subscription-bell.tsx';

function teamsOf(game: FeedGame): string {
  return game.away ? `${game.home.name} — ${game.away.name}` : game.home.name;
}

function GameScreen({
  game,
  root,
  onSignIn,
}: {
  game: FeedGame;
  root: FeedRoot;
  onSignIn(): void;
}) {
  return (
    <div className={styles.page} data-testid="game-page" data-root={root} data-game-id={game.id}>
      <GameHeader
        game={game}
        actions={
          <>
            <FavoriteGameStar gameId={game.id} name={teamsOf(game)} className={actions.star} />
            <SubscriptionBell game={game} />
            <StatisticsButton sportId={game.sportId} gameId={game.id} />
          </>
        }
      />
      <MarketBoard game={game} root={root} onSignIn={onSignIn} />
      {/* After the markets: it arrives a moment after the game and its length varies, and
          above them it pushed every price down just as a player reached for one. */}
      <ChronoOfPlay game={game} />
    </div>
  );
}

function GameGone() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <FeedEmpty
      icon="results"
      title={t('game_gone_title')}
      text={t('game_gone_text')}
      action={
        <Link to={pathFor('bettingChampResults', {}, language)} className={styles.goneLink}>
          {t('game_gone_results')}
        </Link>
      }
    />
  );
}

/**
 * The game page: the scoreboard, the chronology of a game in play, every market and the bet
 * builder, kept current by the live push. Any route with a `:game` parameter can show it.
 * `onSignIn` opens the sign-in form (the auth feature's, handed in by the app).
 */
export function GamePage({ onSignIn }: { onSignIn(): void }) {
  const gameId = gameIdOf(useParams().game);
  const found = useGameOfEitherFeed(gameId);
  useLiveTopics(gameId > 0 ? [`game:${gameId}`] : []);

  if (gameId === 0 || found.game === null) return <GameGone />;
  if (found.isError) return <FeedError onRetry={found.refetch} />;
  if (!found.game || !found.root) return <FeedSkeleton rows={8} />;
  return <GameScreen game={found.game} root={found.root} onSignIn={onSignIn} />;
}
