import { useId, useState } from 'react';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { CodeField } from '../../../shared/ui/form/code-field.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useActivateByCode } from '../api/registration-mutations.ts';
import styles from './registration.module.css';

interface WelcomeProps {
  /** Set after an e-mail registration: the letter to confirm it went there. */
  email: string | null;
  onClose(): void;
}

/**
 * Shown after any registration, in the registration's own panel (its dialog or page), never
 * as a second dialog over it; after an e-mail registration it asks to confirm the e-mail.
 */
export function Welcome({ email, onClose }: WelcomeProps) {
  const { t } = useTranslation();
  const activate = useActivateByCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const titleId = useId();
  return (
    <section
      className={styles.welcome}
      aria-labelledby={titleId}
      data-testid="registration-welcome"
    >
      <h2 id={titleId} className={styles.welcomeTitle}>
        {t('reg_welcome_title')}
      </h2>
      <p>{t('reg_welcome_text')}</p>
      {email &&
        (activate.isSuccess ? (
          <p className={styles.success} role="status">
            {t('reg_email_confirmed')}
          </p>
        ) : (
          <form
            className={forms.form}
            onSubmit={(event) => {
              event.preventDefault();
              activate.mutate(code, {
                onError: (failure) => {
                  const key =
                    failure instanceof HTTPError
                      ? (failure.validationErrors.code?.[0] ?? failure.message)
                      : 'reg_load_failed';
                  setError(t(key));
                },
              });
            }}
          >
            <p className={forms.note}>{t('reg_confirm_email_text', { email })}</p>
            <div className={styles.codeRow}>
              <CodeField
                label={t('reg_activation_code')}
                name="activation_code"
                maxLength={6}
                value={code}
                error={error}
                onChange={(event) => {
                  setCode(event.target.value.replace(/\D/g, ''));
                  setError(undefined);
                }}
              />
              <button
                type="submit"
                className={`${buttons.secondary} ${styles.codeButton}`}
                disabled={activate.isPending || code.length === 0}
              >
                {activate.isPending && <Spinner />}
                {t('reg_activate')}
              </button>
            </div>
          </form>
        ))}
      <button type="button" className={buttons.primary} onClick={onClose}>
        {t('reg_continue')}
      </button>
    </section>
  );
}
