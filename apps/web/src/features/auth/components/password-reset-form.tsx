import { newPasswordRules, validateFields } from '@arenabet/domain';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { CodeField } from '../../../shared/ui/form/code-field.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { useFinishReset, useSendResetCode } from '../api/password-reset.ts';
import styles from './sign-in.module.css';
import {
  checkRequired,
  type SignInErrors,
  type SignInField,
  signInErrors,
} from './sign-in-errors.ts';

const NO_ERRORS: SignInErrors = { fields: {}, form: null };

type Step = 'login' | 'code' | 'done';

/**
 * "Forgot password": a code to the account's e-mail or phone, then a new password with it
 * (/api/internal/v1/user/passwordreset). The answer never says whether an account exists.
 */
export function PasswordResetForm({ onBack }: { onBack(): void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const sendCode = useSendResetCode();
  const finish = useFinishReset();
  const [step, setStep] = useState<Step>('login');
  const [values, setValues] = useState({ login: '', code: '', password: '', confirmation: '' });
  const [errors, setErrors] = useState<SignInErrors>(NO_ERRORS);
  const translator = { t, exists: i18n.exists, language };
  const busy = sendCode.isPending || finish.isPending;

  const change = (field: keyof typeof values) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value }));
    setErrors(NO_ERRORS);
  };

  const send = async () => {
    const local = checkRequired({ login: values.login }, t);
    setErrors(local);
    if (Object.keys(local.fields).length > 0) return;
    try {
      await sendCode.mutateAsync(values.login);
      setStep('code');
    } catch (error) {
      setErrors(signInErrors(error, translator));
    }
  };

  const confirm = async () => {
    const local = localErrors(values, t);
    setErrors(local);
    if (Object.keys(local.fields).length > 0) return;
    try {
      await finish.mutateAsync({
        login: values.login,
        code: values.code,
        password: values.password,
        password_confirmation: values.confirmation,
      });
      setStep('done');
    } catch (error) {
      setErrors(signInErrors(error, translator));
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    void (step === 'login' ? send() : confirm());
  };

  if (step === 'done') {
    return (
      <div className={forms.form} data-testid="password-reset-done">
        <p className={forms.note} role="status">
          {t('password_reset_done')}
        </p>
        <button type="button" className={buttons.primary} onClick={onBack}>
          {t('sign_in_submit')}
        </button>
      </div>
    );
  }

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-busy={busy}>
      <h3 className={styles.resetTitle}>{t('password_reset_title')}</h3>
      {errors.form && <FormError testId="password-reset-error">{errors.form}</FormError>}
      <TextField
        label={t('password_reset_login_label')}
        name="login"
        autoComplete="username"
        dir="ltr"
        autoFocus
        maxLength={254}
        readOnly={step === 'code'}
        value={values.login}
        onChange={change('login')}
        error={errors.fields.login}
      />
      {step === 'code' && (
        <>
          <p className={forms.note} role="status" data-testid="password-reset-sent">
            {t('password_reset_code_sent')}
          </p>
          <CodeField
            label={t('phone_code_label')}
            name="code"
            autoFocus
            maxLength={8}
            value={values.code}
            onChange={change('code')}
            error={errors.fields.code}
          />
          <PasswordField
            label={t('password_new_label')}
            name="password"
            autoComplete="new-password"
            value={values.password}
            onChange={change('password')}
            error={errors.fields.password}
          />
          <PasswordField
            label={t('password_confirmation_label')}
            name="password_confirmation"
            autoComplete="new-password"
            value={values.confirmation}
            onChange={change('confirmation')}
            error={errors.fields.password_confirmation}
          />
        </>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          {t('password_reset_back')}
        </button>
        <SubmitButton pending={busy} testId="password-reset-submit">
          {step === 'login' ? t('sign_in_send_code') : t('password_reset_submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The code is needed, and the new password obeys the same rules the server checks. */
function localErrors(
  values: { code: string; password: string; confirmation: string },
  t: (key: string) => string,
): SignInErrors {
  const fields: SignInErrors['fields'] = {};
  if (!values.code.trim()) fields.code = t('required');
  const failures = validateFields(
    { password: values.password, password_confirmation: values.confirmation },
    newPasswordRules(),
  );
  for (const [field, keys] of Object.entries(failures)) {
    const key = keys[0];
    if (key) fields[field as SignInField] = t(key);
  }
  return { fields, form: null };
}
