import { FEED_SEARCH_MAX_LENGTH, type FeedGame } from '@arenabet/contracts';
import { sportById, sportName } from '@arenabet/reference/sports';
import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  FeedEmpty,
  FeedError,
  FeedSection,
  FeedSkeleton,
  GameList,
  useSearch,
  useTopChamps,
} from '../../../shared/feed/index.ts';
import { useDebouncedValue } from '../../../shared/hooks/use-debounced-value.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { isSearchable, SEARCH_DEBOUNCE_MS, searchText } from '../lib/search-text.ts';
import styles from './search.module.css';

interface SearchPageProps {
  /** Only this sport's games (the cricket section's search). */
  sportId?: number;
}

function ofSport(games: readonly FeedGame[] | undefined, sportId: number | undefined) {
  if (!games || sportId === undefined) return games ?? [];
  return games.filter((game) => game.sportId === sportId);
}

/** Champs people look for most, as one-press searches while the box is empty. */
function Suggestions({
  sportId,
  onPick,
}: {
  sportId?: number | undefined;
  onPick(text: string): void;
}) {
  const { t } = useTranslation();
  const champs = useTopChamps('line');
  const names = [
    ...new Set(
      (champs.data ?? [])
        .filter((champ) => sportId === undefined || champ.sportId === sportId)
        .map((champ) => champ.name),
    ),
  ].slice(0, 12);
  if (names.length === 0) return null;
  return (
    <section className={styles.suggestions} aria-labelledby="search-suggestions">
      <h2 id="search-suggestions" className={styles.suggestionsTitle}>
        {t('search_popular')}
      </h2>
      <div className={styles.chips}>
        {names.map((name) => (
          <button key={name} type="button" className={styles.chip} onClick={() => onPick(name)}>
            <Icon name="trophy" size={14} />
            {name}
          </button>
        ))}
      </div>
    </section>
  );
}

function Found({
  id,
  title,
  live,
  games,
}: {
  id: string;
  title: string;
  live?: boolean;
  games: readonly FeedGame[];
}) {
  if (games.length === 0) return null;
  return (
    <FeedSection id={id} title={title} live={live} icon="line" count={games.length}>
      <GameList games={games} withSports />
    </FeedSection>
  );
}

function Results({ text, sportId }: { text: string; sportId?: number | undefined }) {
  const { t } = useTranslation();
  const live = useSearch('live', text);
  const line = useSearch('line', text);
  const liveGames = ofSport(live.data, sportId);
  const lineGames = ofSport(line.data, sportId);
  const queries: UseQueryResult[] = [live, line];
  if (queries.some((query) => query.isPending)) return <FeedSkeleton rows={5} />;
  if (queries.every((query) => query.isError)) {
    return (
      <FeedError
        onRetry={() => {
          void live.refetch();
          void line.refetch();
        }}
      />
    );
  }
  if (liveGames.length + lineGames.length === 0) {
    return (
      <FeedEmpty
        icon="search"
        title={t('search_nothing_title', { text })}
        text={t('search_nothing_text')}
      />
    );
  }
  return (
    <div className={styles.results} data-testid="search-results" aria-live="polite">
      <Found id="search-live" title={t('search_live')} live games={liveGames} />
      <Found id="search-line" title={t('search_line')} games={lineGames} />
    </div>
  );
}

/**
 * Search of the line and live (Web_SearchZip) by team, player or champ: asked after a short
 * pause in typing, at most 100 characters, the text kept in the address so a search can be
 * shared and survives a reload.
 */
export function SearchPage({ sportId }: SearchPageProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const inputId = useId();
  const sport = sportId === undefined ? undefined : sportById(sportId);
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(() => params.get('text') ?? '');
  const settled = searchText(useDebouncedValue(typed, SEARCH_DEBOUNCE_MS));

  useEffect(() => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (settled) next.set('text', settled);
        else next.delete('text');
        return next;
      },
      { replace: true },
    );
  }, [settled, setParams]);

  const title = sport
    ? t('search_title_in', { sport: sportName(sport, language) })
    : t('search_title');
  usePageTitle(title);

  return (
    <div className={styles.page} data-testid="search-page">
      <section className={styles.hero}>
        <h1 className={styles.title}>{title}</h1>
        <search>
          <form className={styles.box} onSubmit={(event) => event.preventDefault()}>
            <label htmlFor={inputId} className="visually-hidden">
              {t('search_label')}
            </label>
            <Icon name="search" size={22} className={styles.boxIcon} />
            <input
              id={inputId}
              type="search"
              className={styles.input}
              value={typed}
              maxLength={FEED_SEARCH_MAX_LENGTH}
              placeholder={t('search_placeholder')}
              autoComplete="off"
              enterKeyHint="search"
              // biome-ignore lint/a11y/noAutofocus: the search page's one purpose is this field
              autoFocus
              onChange={(event) => setTyped(event.target.value)}
              data-testid="search-input"
            />
            {typed && (
              <button
                type="button"
                className={styles.clear}
                onClick={() => setTyped('')}
                aria-label={t('search_clear')}
              >
                <Icon name="close" size={18} />
              </button>
            )}
          </form>
        </search>
        <p className={styles.hint}>
          <span>{t('search_hint')}</span>
          <span className={styles.counter} aria-hidden="true">
            {typed.length}/{FEED_SEARCH_MAX_LENGTH}
          </span>
        </p>
      </section>
      {isSearchable(settled) ? (
        <Results text={settled} sportId={sportId} />
      ) : (
        <Suggestions sportId={sportId} onPick={setTyped} />
      )}
    </div>
  );
}
