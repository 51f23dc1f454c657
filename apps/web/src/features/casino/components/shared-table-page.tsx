import type { SharedTableGameSlug } from '@arenabet/contracts/casino-tables';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListFailure } from '../../../shared/ui/list-states.tsx';
import { useSharedTable } from '../hooks/use-shared-table.ts';
import { useTablePlayer } from '../hooks/use-table-player.ts';
import layout from './casino-page.module.css';
import { CrashTable } from './crash-table.tsx';
import { DemoBanner } from './demo-banner.tsx';
import { GameHeader } from './game-header.tsx';
import styles from './game-page.module.css';
import { LiveRouletteTable } from './live-roulette-table.tsx';
import { SessionBar } from './session-bar.tsx';
import { TableBets } from './table-bets.tsx';
import { TableFairness } from './table-fairness.tsx';

interface SharedTablePageProps {
  slug: SharedTableGameSlug;
  onSignIn(): void;
  /** The section whose own page this is (the live casino), named in the page's title. */
  sectionKey?: string;
}

/**
 * A shared table's page (crash, the live wheel): one round for every player, followed live. A
 * visitor watches and is asked to sign in to bet; a player bets from the active account, with
 * the session's time and net in view, the bets of the table and the round's fairness facts.
 */
export function SharedTablePage({ slug, onSignIn, sectionKey }: SharedTablePageProps) {
  const { t } = useTranslation();
  const table = useSharedTable(slug);
  const player = useTablePlayer(table);
  const { round } = table;
  // A new purse (signed in, the account's currency read) is a new stake and rack of chips.
  const purse = `${player.mode}:${player.money.chipUnit}:${player.money.precision}`;
  return (
    <div className={layout.page} data-testid="casino-game" data-game={slug} data-mode={player.mode}>
      <GameHeader slug={slug} {...(sectionKey ? { section: t(sectionKey) } : {})} />
      {player.mode === 'visitor' && (
        <DemoBanner
          onSignIn={onSignIn}
          mark={t('casino_table_live_mark')}
          title={t('casino_table_watch_title')}
          text={t('casino_table_watch_text')}
        />
      )}
      {player.mode === 'real' && <SessionBar table={player.session} />}
      <section className={styles.table} aria-label={t('casino_table_label')}>
        {table.failed ? (
          <ListFailure error={table.error} onRetry={table.retry} />
        ) : !round ? (
          <div className={styles.skeleton} aria-hidden="true" />
        ) : slug === 'crash' ? (
          <CrashTable key={purse} table={table} round={round} player={player} onSignIn={onSignIn} />
        ) : (
          <LiveRouletteTable
            key={purse}
            table={table}
            round={round}
            player={player}
            onSignIn={onSignIn}
          />
        )}
      </section>
      {round && (
        <div className={layout.columns}>
          <TableBets round={round} />
          <TableFairness round={round} />
        </div>
      )}
    </div>
  );
}
