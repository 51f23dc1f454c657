import { FEED_MAX_COUNT } from '@arenabet/contracts';
import { sportById } from '@arenabet/reference/sports';
import { useSearchParams } from 'react-router';
import {
  FeedError,
  FeedPageHeader,
  FeedSkeleton,
  useLineGames,
  useLiveGames,
  useLiveTopics,
  useSportsShort,
} from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import { parseSportSelection, toggleSport } from '../lib/sport-selection.ts';
import styles from './line.module.css';
import { LiveAndLine } from './live-and-line.tsx';

/** The sport filter (bettingSportFilter): several sports chosen at once, their games together. */
export function SportFilterPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const selection = parseSportSelection(searchParams.get('sports'));
  const sports = useSportsShort('line');
  const chosen = selection.length > 0;
  const live = useLiveGames({ sports: selection }, { enabled: chosen });
  const line = useLineGames({ sports: selection, count: FEED_MAX_COUNT }, { enabled: chosen });
  useLiveTopics(selection.map((id) => `sport:${id}` as const));

  const toggle = (sportId: number) => {
    const next = toggleSport(selection, sportId);
    setSearchParams(next.length > 0 ? { sports: next.join(',') } : {}, { replace: true });
  };

  return (
    <div className={styles.page} data-testid="sport-filter-page">
      <FeedPageHeader title={t('line_filter_title')} lead={t('line_filter_lead')} icon="search" />
      {sports.isPending ? (
        <FeedSkeleton rows={2} />
      ) : sports.isError ? (
        <FeedError onRetry={() => void sports.refetch()} />
      ) : (
        <fieldset className={styles.filterSet}>
          <legend className="visually-hidden">{t('line_filter_title')}</legend>
          <ul className={styles.filterList}>
            {sports.data
              .filter((sport) => sport.gameCount > 0)
              .map((sport) => {
                const reference = sportById(sport.id);
                return (
                  <li key={sport.id}>
                    <label className={styles.filterOption}>
                      <input
                        type="checkbox"
                        checked={selection.includes(sport.id)}
                        onChange={() => toggle(sport.id)}
                      />
                      <SportIcon
                        slug={reference?.slug ?? ''}
                        isCyber={reference?.isCyber ?? false}
                        size={18}
                      />
                      {sport.name}
                      <span className={styles.filterCount}>{sport.gameCount}</span>
                    </label>
                  </li>
                );
              })}
          </ul>
        </fieldset>
      )}
      <LiveAndLine
        id="sport-filter"
        live={live}
        line={line}
        withSports
        empty={
          chosen
            ? { title: t('line_filter_empty_title'), text: t('line_dashboard_empty_text') }
            : {
                title: t('line_filter_none_title'),
                text: t('line_filter_none_text'),
                icon: 'search',
              }
        }
      />
    </div>
  );
}
