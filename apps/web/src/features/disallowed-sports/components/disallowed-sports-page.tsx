import { useDeferredValue, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import {
  type DisallowKind,
  useDisallowedSports,
  useDisallowedSportsStore,
} from '../../../shared/line-preferences/disallowed-sports-store.ts';
import buttons from '../../../shared/ui/button.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { type SportChoice, searchSports } from '../lib/sport-search.ts';
import styles from './disallowed-sports.module.css';
import { SportSearch } from './sport-search-field.tsx';
import { SportVisibilityRow } from './sport-visibility-row.tsx';

/**
 * Settings, disallowed sports: the sports a player does not want to see. Every sport is shown
 * until its box is cleared, for the pre-match line and for live separately; the line and live
 * pages send the choice to the feeds (lineDisallowSport, liveDisallowSport).
 */
export function DisallowedSportsPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const disallowed = useDisallowedSports();
  const setHidden = useDisallowedSportsStore((state) => state.setHidden);
  const clear = useDisallowedSportsStore((state) => state.clear);
  const [text, setText] = useState('');
  // Typing stays quick while the long list catches up.
  const sports = searchSports(useDeferredValue(text), language);
  const groups = [
    {
      key: 'sports',
      title: t('disallowed_sports_group_sports'),
      sports: sports.filter((s) => !s.isCyber),
    },
    {
      key: 'esports',
      title: t('disallowed_sports_group_esports'),
      sports: sports.filter((s) => s.isCyber),
    },
  ].filter((group) => group.sports.length > 0);
  const isShown = (kind: DisallowKind, sport: SportChoice) => !disallowed[kind].includes(sport.id);
  const hiddenCount = disallowed.line.length + disallowed.live.length;

  return (
    <PageCard
      testId="disallowed-sports-page"
      title={t('disallowed_sports_title')}
      lead={t('disallowed_sports_lead')}
    >
      <div className={styles.toolbar}>
        <SportSearch value={text} onChange={setText} />
        <p className={styles.summary} role="status" data-testid="disallowed-sports-summary">
          {hiddenCount === 0
            ? t('disallowed_sports_none_hidden')
            : t('disallowed_sports_hidden_count', {
                line: disallowed.line.length,
                live: disallowed.live.length,
              })}
        </p>
        <button
          type="button"
          className={buttons.secondary}
          disabled={hiddenCount === 0}
          onClick={clear}
        >
          {t('disallowed_sports_show_all')}
        </button>
      </div>
      {groups.length === 0 && (
        <p className={styles.empty}>
          {t('disallowed_sports_nothing_found', { text: text.trim() })}
        </p>
      )}
      {groups.map((group) => (
        <section key={group.key} className={styles.group} aria-labelledby={`sports-${group.key}`}>
          <h2 id={`sports-${group.key}`} className={styles.groupTitle}>
            {group.title}
          </h2>
          <ul className={styles.list}>
            {group.sports.map((sport) => (
              <SportVisibilityRow
                key={sport.id}
                sport={sport}
                shownInLine={isShown('line', sport)}
                shownInLive={isShown('live', sport)}
                onChange={(kind, shown) => setHidden(kind, sport.id, !shown)}
              />
            ))}
          </ul>
        </section>
      ))}
    </PageCard>
  );
}
