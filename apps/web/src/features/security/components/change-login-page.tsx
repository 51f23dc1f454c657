import { loginText } from '@arenabet/contracts/profile';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { useChangeLogin } from '../api/profile-changes.ts';
import { useSecurityOverview } from '../api/security-overview.ts';
import { type FieldMessage, serverFieldErrors } from '../lib/field-errors.ts';
import styles from './office-form.module.css';
import { BackToSecurity, Field, FormAlert, FormSuccess, OfficePage } from './office-form.tsx';

/** The contract's rule is the form's rule: one definition of a good login. */
function loginFailure(login: string): FieldMessage | undefined {
  const parsed = loginText.safeParse(login);
  return parsed.success
    ? undefined
    : { key: parsed.error.issues[0]?.message ?? 'validation_invalid_value' };
}

/** Change login: a name to sign in with besides the account number, e-mail and phone. */
export function ChangeLoginPage() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const change = useChangeLogin();
  const [login, setLogin] = useState('');
  const [error, setError] = useState<FieldMessage | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failed = loginFailure(login);
    setError(failed);
    if (failed) return;
    change.mutate(login, {
      onSuccess: () => setLogin(''),
      onError: (failure) => setError(serverFieldErrors(failure).login),
    });
  };

  return (
    <OfficePage
      testId="change-login-page"
      title={t('login_change_title')}
      lead={t('login_change_lead')}
      back={<BackToSecurity />}
    >
      <p>
        {t('login_current')}:{' '}
        <strong dir="ltr">{overview.data?.login ?? t('security_login_none')}</strong>
      </p>
      <form className={forms.form} onSubmit={submit} noValidate>
        <Field
          name="login"
          label={t('login_new_label')}
          hint={t('login_rules_hint')}
          value={login}
          error={error}
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          onChange={(event) => {
            setLogin(event.target.value);
            setError(undefined);
          }}
        />
        <FormAlert error={change.error} />
        {change.isSuccess && (
          <FormSuccess>{t('login_changed_text', { login: change.data.login })}</FormSuccess>
        )}
        <div className={styles.actions}>
          <SubmitButton pending={change.isPending}>{t('security_save')}</SubmitButton>
        </div>
      </form>
    </OfficePage>
  );
}
