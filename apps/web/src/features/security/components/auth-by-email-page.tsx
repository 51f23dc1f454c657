import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSetAuthByEmail } from '../api/profile-changes.ts';
import { useSecurityOverview } from '../api/security-overview.ts';
import { serverFieldErrors } from '../lib/field-errors.ts';
import styles from './office-form.module.css';
import { BackToSecurity, FormAlert, OfficePage, useMessageText } from './office-form.tsx';

/** Auth by e-mail: sign-in also asks for a code sent to the confirmed e-mail. */
export function AuthByEmailPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const overview = useSecurityOverview();
  const toggle = useSetAuthByEmail();
  const messageText = useMessageText();
  const data = overview.data;
  const confirmed = data?.email_confirmed ?? false;
  const on = data?.auth_by_email ?? false;
  return (
    <OfficePage
      testId="auth-by-email-page"
      title={t('auth_by_email_title')}
      lead={t('auth_by_email_lead')}
      back={<BackToSecurity />}
    >
      {overview.isPending && <Spinner />}
      {data && (
        <>
          <p>
            {t('auth_by_email_state')}:{' '}
            <strong data-testid="auth-by-email-state">
              {t(on ? 'security_on' : 'security_off')}
            </strong>
          </p>
          {!confirmed && (
            <p className={forms.formError}>
              {t('auth_by_email_needs_confirmed_email')}{' '}
              <Link to={pathFor(data.email ? 'activationEmail' : 'emailChange', {}, language)}>
                {t(data.email ? 'security_confirm' : 'security_set')}
              </Link>
            </p>
          )}
          <p className={forms.fieldError}>
            {messageText(serverFieldErrors(toggle.error).auth_by_email)}
          </p>
          <FormAlert error={toggle.error} />
          <div className={styles.actions}>
            <button
              type="button"
              className={on ? buttons.secondary : buttons.primary}
              disabled={toggle.isPending || (!on && !confirmed)}
              onClick={() => toggle.mutate(!on)}
            >
              {t(on ? 'security_turn_off' : 'security_turn_on')}
            </button>
          </div>
        </>
      )}
    </OfficePage>
  );
}
