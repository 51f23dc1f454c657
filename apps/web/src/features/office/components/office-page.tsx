import { Link } from 'react-router';
import { BackLink } from '../../../shared/feed/index.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { type OfficeMenuGroup, officeMenuGroups } from '../lib/office-menu.ts';
import styles from './office-page.module.css';

/**
 * The personal office's menu (spec: the menu with its profile and settings variants): every
 * office page the site has, in groups. `route` is the menu's own route; a variant's route shows
 * its group alone, with the way back to the whole office. Guarded: signed-in players only.
 */
export function OfficePage({ route = 'office' }: { route?: RouteName }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const groups = officeMenuGroups(route);
  const single = groups.length === 1 ? groups[0] : undefined;
  usePageTitle(t(single ? single.title : 'office_title'));
  return (
    <section className={styles.page} data-testid="office-page">
      {single && <BackLink to={pathFor('office', {}, language)} label={t('office_title')} />}
      <div className={styles.top}>
        <h1 className={styles.title}>{t(single ? single.title : 'office_title')}</h1>
        {/* The player's first move in the office, on every width (the header hides it on phones). */}
        <Link
          to={pathFor('recharge', {}, language)}
          className={styles.deposit}
          data-testid="office-deposit"
        >
          <Icon name="deposit" size={18} />
          {t('payment_make_deposit')}
        </Link>
      </div>
      {groups.map((group) => (
        <MenuGroup key={group.variant} group={group} headed={!single} />
      ))}
    </section>
  );
}

function MenuGroup({ group, headed }: { group: OfficeMenuGroup; headed: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const headingId = `office-menu-${group.variant}`;
  return (
    <nav className={styles.group} aria-labelledby={headed ? headingId : undefined}>
      {headed && (
        <h2 id={headingId} className={styles.groupTitle}>
          <Link to={pathFor(group.route, {}, language)}>{t(group.title)}</Link>
        </h2>
      )}
      <ul className={styles.links}>
        {group.links.map((link) => (
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
    </nav>
  );
}
