import { type FormEvent, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useOperatorSignIn } from '../api/operator-session.ts';
import styles from './backoffice.module.css';

type Field = 'login' | 'password';

/** The operator's sign-in: separate from the players', with its own login and session cookie. */
export function OperatorSignIn() {
  const { t, i18n } = useTranslation();
  const signIn = useOperatorSignIn();
  const [values, setValues] = useState({ login: '', password: '' });
  const [missing, setMissing] = useState<Record<Field, boolean>>({
    login: false,
    password: false,
  });

  const fieldError = (field: Field): string | undefined => {
    if (missing[field]) return t('required');
    const key = signIn.error instanceof HTTPError && signIn.error.validationErrors[field]?.[0];
    return key ? t(key, { defaultValue: t('validation_invalid_value') }) : undefined;
  };
  // A failure may also hint that the next try needs a captcha: not a field of this form.
  const serverErrors = signIn.error instanceof HTTPError ? signIn.error.validationErrors : {};
  const hasFieldErrors = Boolean(serverErrors.login ?? serverErrors.password);

  const change = (field: Field) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setMissing((current) => ({ ...current, [field]: false }));
    signIn.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const empty = { login: values.login.trim() === '', password: values.password === '' };
    setMissing(empty);
    if (empty.login || empty.password || signIn.isPending) return;
    signIn.mutate(values);
  };

  return (
    <section className={styles.signIn} data-testid="operator-sign-in">
      <div className={styles.signInHead}>
        <span className={styles.signInMark}>
          <Icon name="shield" size={28} />
        </span>
        <div>
          <p className={styles.brand}>{t('backoffice_title')}</p>
          <h1 className={styles.title}>{t('backoffice_sign_in_title')}</h1>
        </div>
      </div>
      <p className={styles.muted}>{t('backoffice_sign_in_lead')}</p>
      <form className={forms.form} onSubmit={submit} noValidate aria-busy={signIn.isPending}>
        {signIn.isError && !hasFieldErrors && (
          <FormError testId="operator-sign-in-error">
            {errorText(signIn.error, t, i18n.exists)}
          </FormError>
        )}
        <TextField
          label={t('backoffice_login_label')}
          name="login"
          autoComplete="username"
          autoCapitalize="off"
          spellCheck={false}
          autoFocus
          maxLength={64}
          value={values.login}
          onChange={change('login')}
          error={fieldError('login')}
          data-testid="operator-login"
        />
        <PasswordField
          label={t('backoffice_password_label')}
          name="password"
          autoComplete="current-password"
          maxLength={256}
          value={values.password}
          onChange={change('password')}
          error={fieldError('password')}
          data-testid="operator-password"
        />
        <SubmitButton pending={signIn.isPending} testId="operator-sign-in-submit">
          {t('backoffice_sign_in_submit')}
        </SubmitButton>
      </form>
    </section>
  );
}
