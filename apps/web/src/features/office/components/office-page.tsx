import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './office-page.module.css';

/**
 * The personal office's entry. Its route is guarded (signed-in players only); the office
 * issues fill it in, one screen at a time, starting with the sessions.
 */
export function OfficePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={styles.page} data-testid="office-page">
      <h1 className={styles.title}>{t('office_title')}</h1>
      <ul className={styles.links}>
        <li>
          <Link to={pathFor('sessionHistory', {}, language)} className={styles.link}>
            <Icon name="devices" size={22} />
            {t('sessions_title')}
          </Link>
        </li>
      </ul>
    </section>
  );
}
