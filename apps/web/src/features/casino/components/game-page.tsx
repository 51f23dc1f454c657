import { lazy, Suspense, use } from 'react';
import { Link, useParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { ListEmpty } from '../../../shared/ui/list-states.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { useCasinoTable } from '../hooks/use-casino-table.ts';
import {
  isSharedTable,
  isTableGame,
  type SeededGameSlug,
  type TableGameSlug,
} from '../lib/table-games.ts';
import layout from './casino-page.module.css';
import { DemoBanner } from './demo-banner.tsx';
import { FairnessPanel } from './fairness-panel.tsx';
import { GameHeader } from './game-header.tsx';
import styles from './game-page.module.css';
import { type GameUi, loadGameUi } from './game-ui.ts';
import { LastRounds } from './last-rounds.tsx';
import { SessionBar } from './session-bar.tsx';

interface GamePageProps {
  onSignIn(): void;
}

/**
 * A game's page: its table, played for money from the active account or, for a visitor, with
 * play money; the session's time and net position; the published return; the provably fair
 * seeds; and the latest rounds.
 */
export function GamePage({ onSignIn }: GamePageProps) {
  const { game } = useParams();
  if (!isTableGame(game)) return <UnknownGame />;
  if (isSharedTable(game)) {
    return (
      <Suspense key={game} fallback={<TableSkeleton slug={game} />}>
        <SharedTablePage slug={game} onSignIn={onSignIn} />
      </Suspense>
    );
  }
  return (
    <Suspense key={game} fallback={<TableSkeleton slug={game} />}>
      <LoadedGame slug={game} onSignIn={onSignIn} />
    </Suspense>
  );
}

/** A shared table (crash, the live wheel): a chunk of its own, followed over the push. */
const SharedTablePage = lazy(() =>
  import('./shared-table-page.tsx').then((m) => ({ default: m.SharedTablePage })),
);

function LoadedGame({ slug, onSignIn }: { slug: SeededGameSlug; onSignIn(): void }) {
  const ui = use(loadGameUi(slug));
  return <GameTable slug={slug} ui={ui} onSignIn={onSignIn} />;
}

function GameTable({ slug, ui, onSignIn }: { slug: SeededGameSlug; ui: GameUi; onSignIn(): void }) {
  const { t } = useTranslation();
  const table = useCasinoTable(ui.game);
  const { Table, Paytable } = ui;
  return (
    <div className={layout.page} data-testid="casino-game" data-game={slug} data-mode={table.mode}>
      <GameHeader slug={slug} />
      {table.mode === 'demo' && <DemoBanner onSignIn={onSignIn} />}
      <SessionBar table={table} />
      <section className={styles.table} aria-label={t('casino_table_label')}>
        {/* A new purse (signed in, the account's currency read) is a new rack of chips. */}
        <Table
          key={`${table.mode}:${table.money.chipUnit}:${table.money.precision}`}
          table={table}
        />
      </section>
      <div className={layout.columns}>
        <section className={styles.panel} aria-labelledby="casino-paytable-title">
          <h2 id="casino-paytable-title" className={styles.panelTitle}>
            {t('casino_paytable_title')}
          </h2>
          <Paytable table={table} />
        </section>
        <FairnessPanel table={table} />
      </div>
      <LastRounds table={table} />
    </div>
  );
}

export function TableSkeleton({ slug }: { slug: TableGameSlug }) {
  const { t } = useTranslation();
  return (
    <div className={layout.page} data-testid="casino-game-loading">
      <GameHeader slug={slug} />
      <p className="visually-hidden" role="status">
        {t('loading')}
      </p>
      <div className={styles.skeleton} aria-hidden="true" />
    </div>
  );
}

function UnknownGame() {
  const { t } = useTranslation();
  const language = useLanguage();
  usePageTitle(t('casino_game_missing_title'));
  return (
    <div className={layout.page}>
      <h1 className="visually-hidden">{t('casino_game_missing_title')}</h1>
      <ListEmpty
        icon="casino"
        title={t('casino_game_missing_title')}
        text={t('casino_game_missing_text')}
      >
        <Link className={styles.lobbyLink} to={pathFor('casino', {}, language)}>
          {t('casino_back_to_lobby')}
        </Link>
      </ListEmpty>
    </div>
  );
}
