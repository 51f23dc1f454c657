import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './information.module.css';

export function Breadcrumbs({ current }: { current?: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <nav aria-label={t('breadcrumbs_label')}>
      <ol className={styles.breadcrumbs}>
        <li>
          <Link to={pathFor('home', {}, language)}>{t('breadcrumbs_home')}</Link>
        </li>
        <li>
          <Icon name="chevronForward" size={14} mirrorInRtl />
          {current ? (
            <Link to={pathFor('information', {}, language)}>{t('information_title')}</Link>
          ) : (
            <span aria-current="page">{t('information_title')}</span>
          )}
        </li>
        {current && (
          <li>
            <Icon name="chevronForward" size={14} mirrorInRtl />
            <span aria-current="page">{current}</span>
          </li>
        )}
      </ol>
    </nav>
  );
}
