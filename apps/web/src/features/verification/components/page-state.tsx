import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import page from '../../../shared/ui/page/page-card.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';

interface PageStateProps {
  pending: boolean;
  error: unknown;
  onRetry(): void;
}

/** The verification's first load (a spinner) or its failure (the reason and a retry). */
export function PageState({ pending, error, onRetry }: PageStateProps) {
  const { t, i18n } = useTranslation();
  if (pending) {
    return (
      <p className={page.state}>
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (!error) return null;
  return (
    <div className={page.state} role="alert">
      <p>{errorText(error, t, i18n.exists)}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('error_retry')}
      </button>
    </div>
  );
}
