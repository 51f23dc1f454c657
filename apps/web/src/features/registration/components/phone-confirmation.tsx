import { useEffect, useState } from 'react';
import { HTTPError } from '../../../shared/api/errors.ts';
import { CaptchaCancelError } from '../../../shared/captcha/request-captcha-token.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { CodeField } from '../../../shared/ui/form/code-field.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSendPhoneCode } from '../api/registration-mutations.ts';
import styles from './registration.module.css';

/** The spec's phone confirmation state: a code-sent counter and the confirmed flags. */
export interface PhoneConfirmationState {
  codeSentCount: number;
  codeConfirmed: boolean;
  phoneConfirmed: boolean;
}

interface PhoneConfirmationProps {
  label: string;
  phone: { national: string; countryId: number; display: string } | null;
  /** Whether the phone passes its rules: only then is a code worth sending. */
  phoneValid: boolean;
  onInvalidPhone(): void;
  code: string;
  onCodeChange(code: string): void;
  error: string | undefined;
  onServerErrors(errors: Record<string, string[]>): void;
  state: PhoneConfirmationState;
  onStateChange(state: PhoneConfirmationState): void;
  disabled: boolean;
}

function useCountdown() {
  const [until, setUntil] = useState(0);
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until <= now) return;
    const timer = setTimeout(() => setNow(Date.now()), 1_000);
    return () => clearTimeout(timer);
  }, [until, now]);
  const left = Math.max(0, Math.ceil((until - now) / 1_000));
  return {
    left,
    start: (seconds: number) => {
      setNow(Date.now());
      setUntil(Date.now() + seconds * 1_000);
    },
  };
}

/** Send the SMS code, then type it: the phone is confirmed before the account exists. */
export function PhoneConfirmation(props: PhoneConfirmationProps) {
  const { t } = useTranslation();
  const send = useSendPhoneCode(useLanguage());
  const countdown = useCountdown();
  const [sendError, setSendError] = useState<string | null>(null);

  const sendCode = () => {
    setSendError(null);
    if (!props.phone || !props.phoneValid) return props.onInvalidPhone();
    send.mutate(
      { phone: props.phone.national, country_id: props.phone.countryId },
      {
        onSuccess: (answer) => {
          countdown.start(answer.resendAfterSeconds);
          props.onStateChange({ ...props.state, codeSentCount: props.state.codeSentCount + 1 });
        },
        onError: (error) => {
          if (error instanceof HTTPError && Object.keys(error.validationErrors).length > 0) {
            props.onServerErrors(error.validationErrors);
          } else if (error instanceof HTTPError && error.retryAfterSeconds) {
            countdown.start(error.retryAfterSeconds);
          } else if (error instanceof CaptchaCancelError) {
            setSendError(t('reg_captcha_dismissed'));
          } else if (error instanceof HTTPError) {
            setSendError(t(error.message));
          }
        },
      },
    );
  };

  const sent = props.state.codeSentCount > 0;
  return (
    <div className={forms.field}>
      <div className={styles.codeRow}>
        <CodeField
          label={props.label}
          name="phone_confirmation"
          value={props.code}
          maxLength={6}
          disabled={props.disabled || !sent}
          error={props.error}
          onChange={(event) => props.onCodeChange(event.target.value.replace(/\D/g, ''))}
        />
        <button
          type="button"
          className={`${buttons.secondary} ${styles.codeButton}`}
          disabled={props.disabled || send.isPending || countdown.left > 0}
          onClick={sendCode}
          data-testid="send-phone-code"
        >
          {send.isPending && <Spinner />}
          {countdown.left > 0
            ? t('reg_resend_code', { seconds: countdown.left })
            : sent
              ? t('reg_resend_now')
              : t('reg_send_code')}
        </button>
      </div>
      {sent && props.phone && (
        <p className={forms.note} role="status">
          {t('reg_code_sent', { phone: props.phone.display })}
        </p>
      )}
      {sendError && <p className={forms.fieldError}>{sendError}</p>}
    </div>
  );
}
