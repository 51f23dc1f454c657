import { validateFieldFailures } from '@arenabet/domain';
import { passwordChangeRules } from '@arenabet/domain/validation/password';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { useChangePassword } from '../api/change-password.ts';
import { type FieldMessages, serverFieldErrors } from '../lib/field-errors.ts';
import styles from './office-form.module.css';
import {
  BackToSecurity,
  FormAlert,
  FormSuccess,
  OfficePage,
  PasswordInput,
} from './office-form.tsx';

const EMPTY = { old_password: '', password: '', password_confirmation: '' };

/** Change password: the old one, the new one twice, and whether to sign out everywhere else. */
export function ChangePasswordPage() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [values, setValues] = useState(EMPTY);
  const [endOthers, setEndOthers] = useState(true);
  const [errors, setErrors] = useState<FieldMessages>({});
  const [closed, setClosed] = useState<number | null>(null);

  const update = (field: keyof typeof EMPTY) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _, ...rest }) => rest);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failures = validateFieldFailures(values, passwordChangeRules());
    setErrors(failures);
    if (Object.keys(failures).length > 0) return;
    change.mutate(
      { ...values, end_other_sessions: endOthers },
      {
        onSuccess: (answer) => {
          setValues(EMPTY);
          setClosed(answer.closed_sessions);
        },
        onError: (error) => setErrors(serverFieldErrors(error)),
      },
    );
  };
  const field = (name: keyof typeof EMPTY, label: string, autoComplete: string) => (
    <PasswordInput
      name={name}
      label={t(label)}
      value={values[name]}
      error={errors[name]}
      autoComplete={autoComplete}
      onChange={(event) => update(name)(event.target.value)}
    />
  );

  return (
    <OfficePage
      testId="change-password-page"
      title={t('password_change_title')}
      lead={t('password_change_lead')}
      back={<BackToSecurity />}
    >
      <form className={forms.form} onSubmit={submit} noValidate>
        {field('old_password', 'password_old_label', 'current-password')}
        {field('password', 'password_new_label', 'new-password')}
        {field('password_confirmation', 'password_confirmation_label', 'new-password')}
        <label className={styles.check}>
          <input
            type="checkbox"
            name="end_other_sessions"
            checked={endOthers}
            onChange={(event) => setEndOthers(event.target.checked)}
          />
          {t('password_end_other_sessions')}
        </label>
        <FormAlert error={change.error} />
        {closed !== null && (
          <FormSuccess>{t('password_changed_text', { count: closed })}</FormSuccess>
        )}
        <div className={styles.actions}>
          <SubmitButton pending={change.isPending}>{t('password_change_submit')}</SubmitButton>
        </div>
      </form>
    </OfficePage>
  );
}
