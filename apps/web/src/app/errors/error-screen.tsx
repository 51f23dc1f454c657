import { errorText } from '../../shared/api/error-text.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import styles from './error-screen.module.css';

interface ErrorScreenProps {
  /** Outside the site's layout (no header): centre on the whole window. */
  fullPage?: boolean;
  /** What failed; its text is shown under the title. */
  error?: unknown;
}

export function ErrorScreen({ fullPage = false, error }: ErrorScreenProps) {
  const { t, i18n } = useTranslation();
  return (
    <div
      className={fullPage ? styles.fullPage : styles.inline}
      role="alert"
      data-testid="error-screen"
    >
      <div className={styles.card}>
        <svg className={styles.icon} viewBox="0 0 48 48" aria-hidden="true">
          <circle cx="24" cy="24" r="21" fill="none" stroke="currentColor" strokeWidth="3" />
          <path d="M24 13v14" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
          <circle cx="24" cy="34" r="2.4" fill="currentColor" />
        </svg>
        <h1 className={styles.title}>{t('error_page_title')}</h1>
        <p className={styles.text}>{errorText(error, t, i18n.exists)}</p>
        <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
          {t('error_retry')}
        </button>
      </div>
    </div>
  );
}
