import type { ReactNode } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useOperatorSession } from '../api/operator-session.ts';
import styles from './backoffice.module.css';
import { OperatorSignIn } from './operator-sign-in.tsx';

/**
 * Shows a back office screen only to a signed-in operator, and the operator's sign-in to anyone
 * else. The screen is not even mounted before that: its calls would only answer 401.
 */
export function OperatorGate({ children }: { children: ReactNode }) {
  const { t, i18n } = useTranslation();
  const session = useOperatorSession();

  if (session.isPending) {
    return (
      <p className={styles.state} aria-busy="true">
        <Spinner /> {t('loading')}
      </p>
    );
  }
  if (session.isError) {
    return (
      <div className={styles.state} role="alert">
        <p>{errorText(session.error, t, i18n.exists)}</p>
        <button type="button" className={buttons.secondary} onClick={() => session.refetch()}>
          {t('error_retry')}
        </button>
      </div>
    );
  }
  return session.data ? children : <OperatorSignIn />;
}
