import { Link } from 'react-router';
import { useSignInDialog } from '../../features/auth/hooks/sign-in-dialog-store.ts';
import { i18nKey } from '../../shared/i18n/i18n-key.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { pathFor } from '../../shared/routes/path-for.ts';
import type { AccessDenial } from '../../shared/routes/route-access.ts';
import { Icon } from '../../shared/ui/icon.tsx';
import styles from './status-page.module.css';
import { StatusPage } from './status-page.tsx';

const TEXT: Record<AccessDenial, string> = {
  'sign-in-required': i18nKey('access_denied_sign_in'),
  'signed-in': i18nKey('access_denied_signed_in'),
  language: i18nKey('access_denied_language'),
  locked: i18nKey('access_denied_locked'),
};

/** The spec's access-denied result of a guarded route, with what the visitor can do about it. */
export function AccessDeniedPage({ reason }: { reason: AccessDenial }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const openSignIn = useSignInDialog((state) => state.openSignIn);
  return (
    <StatusPage
      testId="access-denied-page"
      mark={<Icon name="lock" />}
      title={t('access_denied_title')}
      text={t(TEXT[reason])}
      actions={
        <>
          {/* Signing in here keeps the visitor on this page, which then opens. */}
          {reason === 'sign-in-required' && (
            <button type="button" className={styles.primary} onClick={openSignIn}>
              <Icon name="user" size={18} />
              {t('sign_in')}
            </button>
          )}
          <Link
            to={pathFor('home', {}, language)}
            className={reason === 'sign-in-required' ? styles.secondary : styles.primary}
          >
            <Icon name="home" size={18} />
            {t('go_home')}
          </Link>
        </>
      }
    />
  );
}
