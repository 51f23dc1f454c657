import { useTranslation } from '../i18n/use-translation.ts';
import styles from './part-loading.module.css';
import { Spinner } from './spinner.tsx';

/**
 * Holds the place of a part whose code is still being fetched (a dialog's form opened for the
 * first time), so the frame around it keeps its size and says it is busy.
 */
export function PartLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} aria-busy="true" data-testid="part-loading">
      <Spinner size="1.5rem" />
      <span className="visually-hidden">{t('loading')}</span>
    </div>
  );
}
