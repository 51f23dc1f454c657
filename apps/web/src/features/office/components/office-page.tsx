import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import styles from './office-page.module.css';

interface OfficeLink {
  route: RouteName;
  icon: IconName;
  /** The dictionary key of the screen's own title, so the link and the page say the same. */
  title: string;
}

/** The office's screens that exist so far: money first, then security, then the line's settings. */
const OFFICE_LINKS: readonly OfficeLink[] = [
  { route: 'recharge', icon: 'wallet', title: i18nKey('payment_recharge_title') },
  { route: 'deduce', icon: 'withdraw', title: i18nKey('payment_deduce_title') },
  { route: 'paymentHistory', icon: 'history', title: i18nKey('payment_history_title') },
  { route: 'betsHistory', icon: 'ball', title: i18nKey('bets_history_title') },
  { route: 'managerBets', icon: 'shield', title: i18nKey('manager_bets_title') },
  { route: 'paymentRequests', icon: 'chat', title: i18nKey('payment_requests_title') },
  { route: 'sessionHistory', icon: 'devices', title: i18nKey('sessions_title') },
  { route: 'favorites', icon: 'star', title: i18nKey('favorites_title') },
  {
    route: 'settingsDisallowedSports',
    icon: 'eyeOff',
    title: i18nKey('disallowed_sports_title'),
  },
];

/**
 * The personal office's entry. Its route is guarded (signed-in players only); the office
 * issues fill it in, one screen at a time.
 */
export function OfficePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={styles.page} data-testid="office-page">
      <h1 className={styles.title}>{t('office_title')}</h1>
      <ul className={styles.links}>
        {OFFICE_LINKS.map((link) => (
          <li key={link.route}>
            <Link
              to={pathFor(link.route, {}, language)}
              className={styles.link}
              data-testid={`office-link-${link.route}`}
            >
              <Icon name={link.icon} size={22} />
              {t(link.title)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
