import { NavLink } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useInformationPages } from '../api/get-information-pages.ts';
import styles from './information.module.css';

/** The other information pages, beside the one being read. */
export function InformationNav({ current }: { current: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pages = useInformationPages();
  return (
    // Named apart from the footer's "Information" links: two landmarks of one name are one to a
    // screen reader's list.
    <nav className={styles.nav} aria-label={t('information_nav_label')}>
      <h2 className={styles.navTitle}>{t('information_title')}</h2>
      <ul className={styles.navList}>
        {pages.map((page) => (
          <li key={page.slug}>
            <NavLink
              to={pathFor('informationPage', { slug: page.slug }, language)}
              className={styles.navLink}
              aria-current={page.slug === current ? 'page' : undefined}
            >
              {page.title}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
