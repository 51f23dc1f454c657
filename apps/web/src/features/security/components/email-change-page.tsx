import { validateEmail } from '@arenabet/domain';
import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { useChangeEmail } from '../api/profile-changes.ts';
import { useSecurityOverview } from '../api/security-overview.ts';
import { type FieldMessages, serverFieldErrors } from '../lib/field-errors.ts';
import styles from './office-form.module.css';
import {
  BackToSecurity,
  Field,
  FormAlert,
  FormSuccess,
  OfficePage,
  PasswordInput,
} from './office-form.tsx';

/** E-mail change: the new address (checked by the spec's e-mail rules) and the password. */
export function EmailChangePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const overview = useSecurityOverview();
  const change = useChangeEmail();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failures: FieldMessages = {};
    const emailFailed = email.trim() === '' ? { key: 'required' } : validateEmail(email.trim());
    if (emailFailed) failures.email = emailFailed;
    if (password === '') failures.password = { key: 'required' };
    setErrors(failures);
    if (Object.keys(failures).length > 0) return;
    change.mutate(
      { email: email.trim(), password, language },
      {
        onSuccess: () => setPassword(''),
        onError: (failure) => setErrors(serverFieldErrors(failure)),
      },
    );
  };

  return (
    <OfficePage
      testId="email-change-page"
      title={t('email_change_title')}
      lead={t('email_change_lead')}
      back={<BackToSecurity />}
    >
      {overview.data?.email && (
        <p>
          {t('email_current')}: <strong dir="ltr">{overview.data.email}</strong>
        </p>
      )}
      {change.isSuccess ? (
        <FormSuccess>{t('email_activation_sent_text', { email: change.data.email })}</FormSuccess>
      ) : (
        <form className={forms.form} onSubmit={submit} noValidate>
          <Field
            name="email"
            type="email"
            label={t('email_new_label')}
            value={email}
            error={errors.email}
            autoComplete="email"
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordInput
            name="password"
            label={t('password_old_label')}
            value={password}
            error={errors.password}
            autoComplete="current-password"
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormAlert error={change.error} />
          <div className={styles.actions}>
            <SubmitButton pending={change.isPending}>{t('security_save')}</SubmitButton>
          </div>
        </form>
      )}
    </OfficePage>
  );
}
