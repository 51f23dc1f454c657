import { validateEmail } from '@arenabet/domain';
import { useState } from 'react';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useStoreCredentials } from '../api/registration-mutations.ts';
import styles from './registration.module.css';

interface CredentialsCardProps {
  userId: number;
  password: string;
  onContinue(): void;
}

function CopyButton({ value, testId }: { value: string; testId: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  return (
    <button
      type="button"
      className={`${buttons.secondary} ${styles.smallButton}`}
      data-testid={testId}
      onClick={async () => {
        await navigator.clipboard?.writeText(value).catch(() => undefined);
        setCopied(true);
      }}
    >
      {copied ? t('reg_copied') : t('reg_copy')}
    </button>
  );
}

function download(userId: number, password: string, loginLabel: string, passwordLabel: string) {
  const text = `${loginLabel}: ${userId}\n${passwordLabel}: ${password}\n`;
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `arenabet-${userId}.txt`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

/** After one click: the login id and the password, shown this once, to copy, save or mail. */
export function CredentialsCard({ userId, password, onContinue }: CredentialsCardProps) {
  const { t } = useTranslation();
  const store = useStoreCredentials(useLanguage());
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const loginLabel = t('reg_credentials_login');
  const passwordLabel = t('reg_field_password');

  const send = () => {
    const failed = validateEmail(email.trim());
    if (failed) return setEmailError(t(failed.key, { ...failed.params }));
    store.mutate(
      { email: email.trim(), password },
      {
        onSuccess: () => setSentTo(email.trim()),
        onError: (error) => {
          const key =
            error instanceof HTTPError
              ? (Object.values(error.validationErrors)[0]?.[0] ?? error.message)
              : 'reg_load_failed';
          setEmailError(t(key));
        },
      },
    );
  };

  return (
    <div className={styles.credentials} data-testid="registration-credentials">
      <h3 className={forms.label}>{t('reg_credentials_title')}</h3>
      <p className={forms.note}>{t('reg_credentials_hint')}</p>
      {[
        [loginLabel, String(userId), 'login'],
        [passwordLabel, password, 'password'],
      ].map(([label, value, id]) => (
        <div key={id} className={styles.credential}>
          <div className={styles.credentialText}>
            <span className={styles.credentialLabel}>{label}</span>
            <span className={styles.credentialValue} dir="ltr" data-testid={`credential-${id}`}>
              {value}
            </span>
          </div>
          <CopyButton value={value ?? ''} testId={`copy-${id}`} />
        </div>
      ))}
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => download(userId, password, loginLabel, passwordLabel)}
      >
        {t('reg_download')}
      </button>
      {sentTo ? (
        <p className={styles.success} role="status">
          {t('reg_credentials_sent', { email: sentTo })}
        </p>
      ) : (
        <div className={styles.codeRow}>
          <TextField
            label={t('reg_field_email')}
            type="email"
            inputMode="email"
            dir="ltr"
            value={email}
            error={emailError}
            onChange={(event) => {
              setEmail(event.target.value);
              setEmailError(undefined);
            }}
          />
          <button
            type="button"
            className={`${buttons.secondary} ${styles.codeButton}`}
            disabled={store.isPending}
            onClick={send}
          >
            {store.isPending && <Spinner />}
            {t('reg_send_to_email')}
          </button>
        </div>
      )}
      <button type="button" className={buttons.primary} onClick={onContinue}>
        {t('reg_continue')}
      </button>
    </div>
  );
}
