import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { type SignInOutcome, useSignIn } from '../api/sign-in.ts';
import { useAttemptGuard } from '../hooks/use-attempt-guard.ts';
import { SignInAlerts } from './attempt-notes.tsx';
import { checkSignIn, type SignInErrors, signInErrors } from './sign-in-errors.ts';

const NO_ERRORS: SignInErrors = { fields: {}, form: null };

/** Login by account number, e-mail or phone plus password (spec: Login: login, auth_by_email). */
export function PasswordSignIn({ onDone }: { onDone(outcome: SignInOutcome): void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const signIn = useSignIn();
  const guard = useAttemptGuard();
  const [values, setValues] = useState({ login: '', password: '' });
  const [errors, setErrors] = useState<SignInErrors>(NO_ERRORS);
  const busy = signIn.isPending || guard.checking;

  const change = (field: 'login' | 'password') => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    // The message was about the old value; a stale one next to a corrected field misleads.
    setErrors((current) => ({ fields: { ...current.fields, [field]: undefined }, form: null }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || guard.lockSeconds > 0) return;
    const local = checkSignIn(values, t);
    setErrors(local);
    if (Object.keys(local.fields).length > 0) return;
    try {
      onDone(await guard.run((captcha) => signIn.mutateAsync({ ...values, captcha })));
    } catch (error) {
      setErrors(signInErrors(error, { t, exists: i18n.exists, language }));
    }
  };

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-busy={busy}>
      <SignInAlerts error={errors.form} {...guard} />
      <TextField
        label={t('sign_in_login_label')}
        name="login"
        autoComplete="username"
        autoCapitalize="off"
        spellCheck={false}
        autoFocus
        maxLength={254}
        value={values.login}
        onChange={change('login')}
        error={errors.fields.login}
      />
      <PasswordField
        label={t('sign_in_password_label')}
        name="password"
        autoComplete="current-password"
        maxLength={256}
        value={values.password}
        onChange={change('password')}
        error={errors.fields.password}
      />
      <SubmitButton pending={busy} disabled={guard.lockSeconds > 0} testId="sign-in-submit">
        {busy ? t('sign_in_submitting') : t('sign_in_submit')}
      </SubmitButton>
    </form>
  );
}
