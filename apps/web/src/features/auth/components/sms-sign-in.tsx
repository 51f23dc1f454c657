import { type FormEvent, useState } from 'react';
import { formatWait } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { CodeField } from '../../../shared/ui/form/code-field.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { type SignInOutcome, useSendSmsCode, useSmsSignIn } from '../api/sign-in.ts';
import { useAttemptGuard, useSecondsLeft } from '../hooks/use-attempt-guard.ts';
import { SignInAlerts } from './attempt-notes.tsx';
import styles from './sign-in.module.css';
import { checkRequired, type SignInErrors, signInErrors } from './sign-in-errors.ts';

const NO_ERRORS: SignInErrors = { fields: {}, form: null };

/** Sign-in by a code sent to the account's confirmed phone (/sms-auth/send-code, check-code). */
export function SmsSignIn({ onDone }: { onDone(outcome: SignInOutcome): void }) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const sendCode = useSendSmsCode();
  const checkCode = useSmsSignIn();
  const guard = useAttemptGuard();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [sent, setSent] = useState<{ length: number } | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  const resendSeconds = useSecondsLeft(resendAt);
  const [errors, setErrors] = useState<SignInErrors>(NO_ERRORS);
  const translator = { t, exists: i18n.exists, language };
  const busy = sendCode.isPending || checkCode.isPending || guard.checking;
  const locked = guard.lockSeconds > 0;

  const send = async () => {
    if (busy || locked || resendSeconds > 0) return;
    const local = checkRequired({ phone }, t);
    setErrors(local);
    if (Object.keys(local.fields).length > 0) return;
    try {
      const answer = await guard.run((captcha) => sendCode.mutateAsync({ phone, captcha }));
      setSent({ length: answer.code_length });
      setResendAt(Date.now() + answer.resend_after * 1000);
    } catch (error) {
      setErrors(signInErrors(error, translator));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!sent) return send();
    if (busy || locked) return;
    const local = checkRequired({ phone, code }, t);
    setErrors(local);
    if (Object.keys(local.fields).length > 0) return;
    try {
      onDone(await guard.run(() => checkCode.mutateAsync({ phone, code })));
    } catch (error) {
      setErrors(signInErrors(error, translator));
    }
  };

  return (
    <form className={forms.form} onSubmit={submit} noValidate aria-busy={busy}>
      <SignInAlerts error={errors.form} {...guard} />
      <TextField
        label={t('sign_in_phone_label')}
        name="phone"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        dir="ltr"
        autoFocus
        maxLength={32}
        placeholder="+"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          setErrors(NO_ERRORS);
        }}
        error={errors.fields.phone}
      />
      {sent && (
        <>
          <p className={forms.note} role="status" data-testid="sms-code-sent">
            {t('sign_in_code_sent')}
          </p>
          <CodeField
            label={t('sign_in_sms_code_label')}
            name="code"
            autoFocus
            maxLength={sent.length}
            value={code}
            onChange={(event) => {
              setCode(event.target.value.replace(/\s/g, ''));
              setErrors(NO_ERRORS);
            }}
            error={errors.fields.code}
          />
        </>
      )}
      <div className={styles.actions}>
        {sent && (
          <button
            type="button"
            className={buttons.secondary}
            disabled={busy || locked || resendSeconds > 0}
            onClick={send}
            data-testid="sms-resend"
          >
            {resendSeconds > 0
              ? t('sign_in_resend_in', { wait: formatWait(resendSeconds, language) })
              : t('sign_in_resend_code')}
          </button>
        )}
        <SubmitButton pending={busy} disabled={locked} testId="sms-submit">
          {sent ? t('sign_in_submit') : t('sign_in_send_code')}
        </SubmitButton>
      </div>
    </form>
  );
}
