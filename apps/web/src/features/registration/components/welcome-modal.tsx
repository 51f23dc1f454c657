import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HTTPError } from '../../../shared/api/errors.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { CodeField } from '../../../shared/ui/form/code-field.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useActivateByCode } from '../api/registration-mutations.ts';
import styles from './registration.module.css';

interface WelcomeModalProps {
  open: boolean;
  /** Set after an e-mail registration: the letter to confirm it went there. */
  email: string | null;
  onClose(): void;
}

/** Shown after any registration; after an e-mail one it asks to confirm the e-mail. */
export function WelcomeModal({ open, email, onClose }: WelcomeModalProps) {
  const { t } = useTranslation();
  const activate = useActivateByCode();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  return (
    <Dialog
      open={open}
      title={t('reg_welcome_title')}
      onClose={onClose}
      testId="registration-welcome"
    >
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
    </Dialog>
  );
}
