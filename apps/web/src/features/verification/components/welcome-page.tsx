import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { useVerificationState } from '../api/verification-state.ts';
import { PageState } from './page-state.tsx';
import { StatusCard } from './status-card.tsx';
import styles from './verification.module.css';

/**
 * After a successful verification (spec: identification welcome): the player is verified, and
 * the ways on, a deposit and play. Opened before the identity is verified, it shows the status
 * and the way to the verification instead of a welcome that is not true.
 */
export function WelcomePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = useVerificationState();
  const verified = state.data?.status === 'approved';
  return (
    <PageCard
      testId="identification-welcome-page"
      title={t(verified || !state.data ? 'identification_welcome_title' : 'verification_title')}
      busy={state.isPending}
    >
      <PageState pending={state.isPending} error={state.error} onRetry={() => state.refetch()} />
      {state.data && verified && (
        <div className={styles.welcome} data-testid="identification-welcome">
          <span className={styles.welcomeIcon} aria-hidden="true">
            <Icon name="shield" size={32} />
          </span>
          <p>{t('identification_welcome_text')}</p>
          <div className={styles.actions}>
            <Link
              to={pathFor('recharge', {}, language)}
              className={buttons.primary}
              data-testid="identification-welcome-deposit"
            >
              {t('payment_make_deposit')}
            </Link>
            <Link
              to={pathFor('home', {}, language)}
              className={buttons.secondary}
              data-testid="identification-welcome-play"
            >
              {t('identification_welcome_play')}
            </Link>
          </div>
        </div>
      )}
      {state.data && !verified && (
        <>
          <StatusCard view={state.data} />
          <div className={styles.actions}>
            <Link to={pathFor('verification', {}, language)} className={buttons.primary}>
              {t('verification_back_to_status')}
            </Link>
          </div>
        </>
      )}
    </PageCard>
  );
}
