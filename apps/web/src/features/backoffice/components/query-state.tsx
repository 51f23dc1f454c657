import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import styles from './backoffice.module.css';

interface QueryStateProps {
  pending: boolean;
  error: unknown;
  onRetry(): void;
}

/** A list's first load (a spinner) or its failure (the reason and a retry); else nothing. */
export function QueryState({ pending, error, onRetry }: QueryStateProps) {
  const { t, i18n } = useTranslation();
  if (pending) {
    return (
      <p className={styles.state}>
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className={styles.state} role="alert">
      <p>{errorText(error, t, i18n.exists)}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('error_retry')}
      </button>
    </div>
  );
}
