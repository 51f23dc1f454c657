import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { SportIcon } from '../../../shared/ui/sport-icon.tsx';
import { PhoneSettings } from './phone-settings.tsx';
import { menuSports } from './popular-sports.ts';
import styles from './side-menu.module.css';

interface SideMenuProps {
  /** On phones the menu is a drawer; on wide screens it is always shown. */
  open: boolean;
  onClose(): void;
}

/** Sports menu. Until the line exists a sport opens the home page filtered to it. */
export function SideMenu({ open, onClose }: SideMenuProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const home = pathFor('home', {}, language);
  const selected = pathname === home ? searchParams.get('sport') : null;
  const { popular, others } = menuSports(language);
  const sports = showAll ? [...popular, ...others] : popular;

  return (
    <aside id="side-menu" className={styles.side} data-open={open || undefined}>
      <button
        type="button"
        className={styles.backdrop}
        aria-label={t('menu_close')}
        tabIndex={-1}
        onClick={onClose}
      />
      <div className={styles.panel}>
        <PhoneSettings onClose={onClose} />
        <nav className={styles.nav} aria-labelledby="sports-menu-title">
          <h2 id="sports-menu-title" className={styles.heading}>
            {t('sports_menu_title')}
          </h2>
          <ul className={styles.list}>
            <li>
              <Link
                to={home}
                className={styles.item}
                aria-current={pathname === home && !selected ? 'page' : undefined}
              >
                <Icon name="trophy" size={20} />
                <span>{t('sports_menu_top')}</span>
              </Link>
            </li>
            {sports.map((sport) => (
              <li key={sport.id}>
                <Link
                  to={`${home}?sport=${sport.id}`}
                  className={styles.item}
                  aria-current={selected === String(sport.id) ? 'page' : undefined}
                >
                  <SportIcon slug={sport.slug} isCyber={sport.isCyber} size={20} />
                  <span className={styles.name}>{sport.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={showAll}
            onClick={() => setShowAll((value) => !value)}
          >
            <span>{showAll ? t('sports_menu_show_less') : t('sports_menu_show_all')}</span>
            <Icon name="chevronDown" size={16} className={styles.toggleChevron} />
          </button>
        </nav>
      </div>
    </aside>
  );
}
