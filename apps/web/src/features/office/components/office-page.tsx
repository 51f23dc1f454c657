import { useTranslation } from 'react-i18next';
import styles from './office-page.module.css';

/**
 * The personal office's entry. Its route is guarded, so today (no sign-in yet) every visitor
 * meets the access-denied page; the office issues fill this page in.
 */
export function OfficePage() {
  const { t } = useTranslation();
  return (
    <section className={styles.page} data-testid="office-page">
      <h1 className={styles.title}>{t('office_title')}</h1>
    </section>
  );
}
