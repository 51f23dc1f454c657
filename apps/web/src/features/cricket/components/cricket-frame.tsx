import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useLiveTopics, useSportsShort } from '../../../shared/feed/index.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import { CRICKET_SPORT_ID } from '../lib/cricket.ts';
import styles from './cricket.module.css';

const TABS = [
  { route: 'cricketHome', label: i18nKey('cricket_tab_home') },
  { route: 'cricketBroadcasts', label: i18nKey('cricket_tab_live') },
  { route: 'cricketAllEvents', label: i18nKey('cricket_tab_events') },
  { route: 'cricketAllChamps', label: i18nKey('cricket_tab_champs') },
  { route: 'cricketFavorites', label: i18nKey('cricket_tab_favorites') },
  { route: 'cricketSearchEvents', label: i18nKey('cricket_tab_search') },
] as const satisfies readonly { route: RouteName; label: string }[];

/** How many cricket games each feed has now, for the banner. */
function useCricketCounts() {
  const line = useSportsShort('line');
  const live = useSportsShort('live');
  const count = (sports: typeof line.data) =>
    sports?.find((sport) => sport.id === CRICKET_SPORT_ID)?.gameCount ?? 0;
  return { line: count(line.data), live: count(live.data) };
}

interface CricketFrameProps {
  /** The banner's title is the page's heading (lists); a page with its own leaves it a line. */
  titled?: boolean;
  children: ReactNode;
}

/** The cricket section: a banner with its numbers, the section's tabs, then the page. */
export function CricketFrame({ titled = false, children }: CricketFrameProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { pathname } = useLocation();
  const sectionRoot = pathFor('cricket', {}, language);
  const counts = useCricketCounts();
  useLiveTopics([`sport:${CRICKET_SPORT_ID}`]);
  return (
    <div className={styles.frame} data-testid="cricket-section">
      <header className={styles.banner}>
        <span className={styles.bannerIcon} aria-hidden="true">
          <SportIcon slug="cricket" size={34} />
        </span>
        <div className={styles.bannerText}>
          {titled ? (
            <h1 className={styles.bannerTitle}>{t('cricket_title')}</h1>
          ) : (
            <p className={styles.bannerTitle}>{t('cricket_title')}</p>
          )}
          <p className={styles.bannerLead}>{t('cricket_lead')}</p>
        </div>
        <dl className={styles.bannerStats}>
          <div>
            <dt>{t('cricket_live_now')}</dt>
            <dd className={styles.bannerLive}>{counts.live}</dd>
          </div>
          <div>
            <dt>{t('cricket_upcoming')}</dt>
            <dd>{counts.line}</dd>
          </div>
        </dl>
      </header>
      <nav className={styles.tabs} aria-label={t('cricket_title')}>
        {TABS.map((tab) => {
          const to = pathFor(tab.route, {}, language);
          // The section's own address shows its home page.
          const current =
            pathname === to || (tab.route === 'cricketHome' && pathname === sectionRoot);
          return (
            <Link
              key={tab.route}
              to={to}
              className={styles.tab}
              aria-current={current ? 'page' : undefined}
            >
              {t(tab.label)}
            </Link>
          );
        })}
      </nav>
      {children}
    </div>
  );
}
