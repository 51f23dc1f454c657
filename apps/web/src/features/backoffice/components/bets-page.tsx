import { type FormEvent, useState } from 'react';
import { useAddressState } from '../../../shared/hooks/use-address-state.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useBets } from '../api/bets.ts';
import { type BetsSearch, readBetsSearch, writeBetsSearch } from '../lib/bets-search.ts';
import { parsePlayerId } from '../lib/list-filter.ts';
import styles from './backoffice.module.css';
import { BackofficeScreen } from './backoffice-screen.tsx';
import bets from './bets.module.css';
import { BetsTable } from './bets-table.tsx';
import { GameSettlement } from './game-settlement.tsx';
import { ListFooter } from './list-footer.tsx';
import { QueryState } from './query-state.tsx';
import tables from './tables.module.css';
import toolbar from './toolbar.module.css';

/** Bets of a game (to settle it by hand) or of a player, newest first. */
export function BetsPage() {
  const { t } = useTranslation();
  const [search, setSearch] = useAddressState(readBetsSearch, writeBetsSearch);
  const [paging, setPaging] = useState({ search, page: 1 });
  const samePaging = JSON.stringify(paging.search) === JSON.stringify(search);
  const page = samePaging ? paging.page : 1;
  const list = useBets(search, page);

  return (
    <BackofficeScreen title={t('backoffice_bets_title')} testId="backoffice-bets">
      <BetsSearchForm search={search} onSearch={setSearch} />
      {search.by === 'none' && <p className={styles.muted}>{t('backoffice_bets_hint')}</p>}
      {search.by !== 'none' && (
        <QueryState pending={list.isPending} error={list.error} onRetry={() => list.refetch()} />
      )}
      {search.by !== 'none' && list.data && (
        <div className={tables.list} aria-busy={list.isPlaceholderData}>
          <BetsTable coupons={list.data.coupons} />
          <ListFooter
            shown={list.data.coupons.length}
            hasMore={list.data.hasMore}
            loading={list.isPlaceholderData}
            onMore={() => setPaging({ search, page: page + 1 })}
          />
          {search.by === 'game' && list.data.outcomes.length > 0 && (
            <GameSettlement key={search.id} gameId={search.id} outcomes={list.data.outcomes} />
          )}
        </div>
      )}
    </BackofficeScreen>
  );
}

function BetsSearchForm(props: { search: BetsSearch; onSearch(search: BetsSearch): void }) {
  const { t } = useTranslation();
  const { search } = props;
  const [by, setBy] = useState<'game' | 'player'>(search.by === 'player' ? 'player' : 'game');
  const [text, setText] = useState(search.by === 'none' ? '' : String(search.id));
  const [invalid, setInvalid] = useState(false);
  // Another link (a player's bets from a row) may change the search while the screen stays.
  const [shown, setShown] = useState(search);
  if (shown !== search) {
    setShown(search);
    if (search.by !== 'none') {
      setBy(search.by);
      setText(String(search.id));
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = parsePlayerId(text);
    setInvalid(id === null);
    if (id !== null) props.onSearch({ by, id });
  };

  return (
    <form className={bets.search} onSubmit={submit} noValidate data-testid="bets-search">
      <label>
        {t('backoffice_bets_search_by')}
        <select
          value={by}
          data-testid="bets-search-by"
          onChange={(event) => setBy(event.target.value === 'player' ? 'player' : 'game')}
        >
          <option value="game">{t('backoffice_bets_by_game')}</option>
          <option value="player">{t('backoffice_bets_by_player')}</option>
        </select>
      </label>
      <label>
        {by === 'game' ? t('backoffice_bets_game_id') : t('backoffice_bets_player_id')}
        <input
          inputMode="numeric"
          dir="ltr"
          value={text}
          aria-invalid={invalid || undefined}
          data-testid="bets-search-id"
          onChange={(event) => {
            setText(event.target.value);
            setInvalid(false);
          }}
        />
      </label>
      <button type="submit" className={toolbar.go} data-testid="bets-search-go">
        {t('backoffice_ledger_search')}
      </button>
      {invalid && (
        <p className={toolbar.error} role="alert">
          {t('backoffice_bets_id_invalid')}
        </p>
      )}
    </form>
  );
}
