import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { NotFound } from '../../../shared/api/errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { usePlayerLedger } from '../api/player-ledger.ts';
import { playerBetsPath } from '../lib/bets-search.ts';
import { PLAYER_PARAM, parsePlayerId, STATUS_PARAM } from '../lib/list-filter.ts';
import { isolate } from '../lib/money.ts';
import styles from './backoffice.module.css';
import { BackofficeScreen } from './backoffice-screen.tsx';
import { LedgerAccounts } from './ledger-accounts.tsx';
import { LedgerPostings } from './ledger-postings.tsx';
import { ListFooter } from './list-footer.tsx';
import { PlayerSearch } from './player-search.tsx';
import { QueryState } from './query-state.tsx';
import tables from './tables.module.css';

/** One player's money as the ledger holds it: accounts with a check of each, then postings. */
export function PlayerLedgerPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const playerId = parsePlayerId(params.get(PLAYER_PARAM));
  const [paging, setPaging] = useState({ playerId, page: 1 });
  const page = paging.playerId === playerId ? paging.page : 1;
  const ledger = usePlayerLedger(playerId, page);
  const unknown = ledger.error instanceof NotFound;

  return (
    <BackofficeScreen title={t('backoffice_ledger_title')} testId="backoffice-ledger">
      <PlayerSearch
        playerId={playerId}
        onSearch={(id) => setParams(new URLSearchParams({ [PLAYER_PARAM]: String(id) }))}
      />
      {playerId === null && <p className={styles.muted}>{t('backoffice_ledger_hint')}</p>}
      {playerId !== null && unknown && (
        <p className={styles.state} role="alert" data-testid="ledger-unknown-player">
          {t('backoffice_player_unknown', { player: isolate(playerId) })}
        </p>
      )}
      {playerId !== null && !unknown && (
        <QueryState
          pending={ledger.isPending}
          error={ledger.error}
          onRetry={() => ledger.refetch()}
        />
      )}
      {playerId !== null && ledger.data && (
        <div className={tables.list} aria-busy={ledger.isPlaceholderData}>
          <PlayerLinks playerId={ledger.data.playerId} />
          <LedgerAccounts accounts={ledger.data.accounts} />
          <h2 className={styles.subtitle}>{t('backoffice_postings_title')}</h2>
          <LedgerPostings entries={ledger.data.entries} accounts={ledger.data.accounts} />
          <ListFooter
            shown={ledger.data.entries.length}
            hasMore={ledger.data.hasMore}
            loading={ledger.isPlaceholderData}
            onMore={() => setPaging({ playerId, page: page + 1 })}
          />
        </div>
      )}
    </BackofficeScreen>
  );
}

/** The player's payments in the lists, every status. */
function PlayerLinks({ playerId }: { playerId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const query = `?${STATUS_PARAM}=all&${PLAYER_PARAM}=${playerId}`;
  return (
    <p className={styles.links}>
      <span className={styles.playerTag} data-testid="ledger-player">
        {t('backoffice_player_number', { player: isolate(playerId) })}
      </span>
      <Link className={tables.link} to={`${pathFor('backofficeDeposits', {}, language)}${query}`}>
        {t('backoffice_player_deposits')}
      </Link>
      <Link
        className={tables.link}
        to={`${pathFor('backofficeWithdrawals', {}, language)}${query}`}
      >
        {t('backoffice_player_withdrawals')}
      </Link>
      <Link
        className={tables.link}
        to={playerBetsPath(language, playerId)}
        data-testid="ledger-player-bets"
      >
        {t('backoffice_player_bets')}
      </Link>
    </p>
  );
}
