import { Link } from 'react-router';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { pathFor } from '../../shared/routes/path-for.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import styles from './status-page.module.css';
import { StatusPage } from './status-page.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <StatusPage
      testId="not-found-page"
      mark={<span dir="ltr">404</span>}
      title={t('not_found_title')}
      text={t('not_found_text')}
      actions={
        <>
          <Link to={pathFor('home', {}, language)} className={styles.primary}>
            <Icon name="home" size={18} />
            {t('go_home')}
          </Link>
          <Link to={pathFor('information', {}, language)} className={styles.secondary}>
            {t('information_all_pages')}
          </Link>
        </>
      }
    />
  );
}
