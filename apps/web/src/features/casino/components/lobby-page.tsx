import type { PreviewGame } from '@arenabet/contracts/casino-catalogue';
import { Link } from 'react-router';
import { useAddressState } from '../../../shared/hooks/use-address-state.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { usePreferences } from '../../../shared/storage/preferences-store.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { ListEmpty, ListFailure } from '../../../shared/ui/list-states.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { useLobbyGames } from '../api/lobby.ts';
import { useFavouriteGames } from '../lib/favourite-games.ts';
import {
  DEFAULT_LOBBY_VIEW,
  type LobbyView,
  lobbyCategories,
  lobbyGames,
  readLobbyView,
  writeLobbyView,
} from '../lib/lobby-view.ts';
import { gameNameKey } from '../lib/table-games.ts';
import { ClockIcon, FairIcon } from './casino-icons.tsx';
import { CategoryChips } from './category-chips.tsx';
import { GameCard } from './game-card.tsx';
import { JackpotTicker } from './jackpot-ticker.tsx';
import { LastWinners } from './last-winners.tsx';
import styles from './lobby.module.css';
import { LobbyToolbar } from './lobby-toolbar.tsx';

/**
 * The casino's lobby: the in-house games as cards with their pictures and returns, narrowed by
 * category and search, ordered by popularity or date, with the visitor's starred and pinned
 * games (kept in this browser).
 */
export function LobbyPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('casino_title'));
  const [view, setView] = useAddressState(readLobbyView, writeLobbyView);
  const lobby = useLobbyGames();
  const favourites = useFavouriteGames((state) => state.games);
  const pinned = usePreferences((state) => state.pinnedGames);
  const games = lobby.data ?? [];
  const nameOf = (game: PreviewGame) => t(gameNameKey(game.slug));
  const shown = lobbyGames(games, view, { favourites, pinned, nameOf });

  return (
    <div className={styles.page} data-testid="casino-lobby">
      <header className={styles.hero}>
        <div className={styles.heroText}>
          <h1 className={styles.title}>{t('casino_title')}</h1>
          <p className={styles.lead}>{t('casino_lead')}</p>
        </div>
        <Link className={styles.fairLink} to={pathFor('casinoFairness', {}, language)}>
          <FairIcon size={20} />
          {t('casino_fairness_link')}
        </Link>
      </header>
      <JackpotTicker game="gem-mine" withLink />
      <LobbyToolbar view={view} onChange={setView} />
      {lobby.data && (
        <CategoryChips
          categories={lobbyCategories(games, favourites)}
          view={view}
          total={games.length}
        />
      )}
      <LobbyGrid
        state={lobby.isPending ? 'loading' : lobby.isError ? 'failed' : 'ready'}
        error={lobby.error}
        games={shown}
        view={view}
        onRetry={() => void lobby.refetch()}
        onReset={() => setView(DEFAULT_LOBBY_VIEW)}
      />
      <LastWinners />
      <ul className={styles.promises} aria-label={t('casino_promises')}>
        <li className={styles.promise}>
          <span className={styles.promiseIcon}>
            <FairIcon size={24} />
          </span>
          <strong>{t('casino_promise_fair_title')}</strong>
          <span>{t('casino_promise_fair_text')}</span>
        </li>
        <li className={styles.promise}>
          <span className={styles.promiseIcon}>
            <Icon name="results" size={24} />
          </span>
          <strong>{t('casino_promise_return_title')}</strong>
          <span>{t('casino_promise_return_text')}</span>
        </li>
        <li className={styles.promise}>
          <span className={styles.promiseIcon}>
            <ClockIcon size={24} />
          </span>
          <strong>{t('casino_promise_pace_title')}</strong>
          <span>{t('casino_promise_pace_text')}</span>
        </li>
      </ul>
    </div>
  );
}

interface LobbyGridProps {
  state: 'loading' | 'failed' | 'ready';
  error: unknown;
  games: readonly PreviewGame[];
  view: LobbyView;
  onRetry(): void;
  onReset(): void;
}

function LobbyGrid({ state, error, games, view, onRetry, onReset }: LobbyGridProps) {
  const { t } = useTranslation();
  if (state === 'loading') return <GridSkeleton />;
  if (state === 'failed') return <ListFailure error={error} onRetry={onRetry} />;
  if (games.length === 0) {
    const favourites = view.category === 'favourite' && view.query === '';
    return (
      <ListEmpty
        icon={favourites ? 'star' : 'search'}
        title={t(favourites ? 'casino_favourites_empty_title' : 'casino_lobby_empty_title')}
        text={t(favourites ? 'casino_favourites_empty_text' : 'casino_lobby_empty_text')}
      >
        <button type="button" className={buttons.secondary} onClick={onReset}>
          {t('casino_lobby_show_all')}
        </button>
      </ListEmpty>
    );
  }
  return (
    <ul className={styles.grid} aria-label={t('casino_games')} data-testid="casino-games">
      {games.map((game) => (
        <GameCard key={game.id} game={game} />
      ))}
    </ul>
  );
}

function GridSkeleton() {
  const { t } = useTranslation();
  return (
    <div className={styles.grid} data-testid="casino-games-loading">
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      {['a', 'b', 'c', 'd'].map((key) => (
        <div key={key} className={styles.skeleton} aria-hidden="true" />
      ))}
    </div>
  );
}
