import { splitHeaderItems } from '@arenabet/domain';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import styles from './header-nav.module.css';
import { HeaderNavItem } from './header-nav-item.tsx';
import { MoreMenu } from './more-menu.tsx';
import { openHeaderItems } from './open-header-items.ts';

/** The configured sections that are open: at most nine in the bar, the rest under "More". */
export function HeaderNav() {
  const { t } = useTranslation();
  const { header } = useSiteSettings();
  const { loggedIn } = useAuth();
  const language = useLanguage();
  // Items left out (hidden from anonymous visitors, not open yet) leave their place to the next.
  const { visible, overflow } = splitHeaderItems(
    openHeaderItems([...header.visible, ...header.overflow], language, loggedIn).map(
      ({ item }) => item,
    ),
  );

  return (
    <nav className={styles.nav} aria-label={t('main_navigation')}>
      <div className={styles.inner}>
        {/* The bar scrolls when the items do not fit (phones, large text); "More" stays outside it. */}
        <ul className={styles.list}>
          {visible.map((item) => (
            <li key={item.key}>
              <HeaderNavItem item={item} />
            </li>
          ))}
          {/* On phones the overflow joins the scrolling bar instead of a menu. */}
          {overflow.map((item) => (
            <li key={item.key} className={styles.phoneOnly}>
              <HeaderNavItem item={item} />
            </li>
          ))}
        </ul>
        {overflow.length > 0 && (
          <div className={styles.desktopOnly}>
            <MoreMenu items={overflow} />
          </div>
        )}
      </div>
    </nav>
  );
}
