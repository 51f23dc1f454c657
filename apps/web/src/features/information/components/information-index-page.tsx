import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { usePageTitle } from '../../../shared/ui/page/page-title.tsx';
import { useInformationPages } from '../api/get-information-pages.ts';
import { Breadcrumbs } from './breadcrumbs.tsx';
import styles from './information.module.css';

export function InformationIndexPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const pages = useInformationPages();
  usePageTitle(t('information_title'));
  return (
    <section>
      <Breadcrumbs />
      <h1 className={styles.title}>{t('information_title')}</h1>
      <p className={styles.lead}>{t('information_lead')}</p>
      <ul className={styles.cards} data-testid="information-cards">
        {pages.map((page) => (
          <li key={page.slug}>
            <Link
              to={pathFor('informationPage', { slug: page.slug }, language)}
              className={styles.card}
            >
              <Icon name="info" size={20} className={styles.cardIcon} />
              <span className={styles.cardTitle}>{page.title}</span>
              <Icon name="chevronForward" size={18} mirrorInRtl className={styles.cardArrow} />
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
