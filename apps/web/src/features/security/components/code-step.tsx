import { smsCodeRule } from '@arenabet/domain';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import type { FieldMessage } from '../lib/field-errors.ts';
import styles from './office-form.module.css';
import { Field, FormAlert } from './office-form.tsx';

interface CodeStepProps {
  /** Where the code went, shown so the player knows where to look. */
  sentTo: string;
  codeLength: number;
  pending: boolean;
  error: unknown;
  fieldError?: FieldMessage | undefined;
  onSubmit(code: string): void;
  onBack(): void;
  /** The second button's text; 'another number' by default. */
  backLabel?: string;
}

/** The second step of every phone flow: the code that was sent, checked by the SMS code rule. */
export function CodeStep(props: CodeStepProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<FieldMessage | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failed =
      smsCodeRule({ length: props.codeLength, pattern: /^\d+$/ })(code.trim()) ?? undefined;
    setError(failed);
    if (!failed) props.onSubmit(code.trim());
  };
  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <p>
        {t('phone_code_sent_to')} <strong dir="ltr">{props.sentTo}</strong>
      </p>
      <Field
        name="confirm_code"
        label={t('phone_code_label')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={props.codeLength}
        value={code}
        error={error ?? props.fieldError}
        onChange={(event) => {
          setCode(event.target.value.replace(/\D/g, ''));
          setError(undefined);
        }}
      />
      <FormAlert error={props.fieldError ? null : props.error} />
      <div className={styles.actions}>
        <SubmitButton pending={props.pending}>{t('phone_confirm_submit')}</SubmitButton>
        <button type="button" className={buttons.secondary} onClick={props.onBack}>
          {props.backLabel ?? t('phone_other_number')}
        </button>
      </div>
    </form>
  );
}

/** The submit sends the code by SMS; Telegram is the other way to get it. */
export function SendCodeActions(props: { pending: boolean; onTelegram(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.actions}>
      <SubmitButton pending={props.pending}>{t('phone_send_sms')}</SubmitButton>
      <button
        type="button"
        className={buttons.secondary}
        disabled={props.pending}
        onClick={props.onTelegram}
      >
        {t('phone_send_telegram')}
      </button>
    </div>
  );
}

/** A phone as the player types it: a plain tel input until the shared phone input arrives. */
export function PhoneField(props: {
  name: string;
  value: string;
  error?: FieldMessage | undefined;
  onChange(value: string): void;
}) {
  const { t } = useTranslation();
  return (
    <Field
      name={props.name}
      type="tel"
      label={t('phone_new_label')}
      hint={t('phone_format_hint')}
      placeholder="+7 900 000-00-00"
      autoComplete="tel"
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.target.value)}
    />
  );
}

/** At least the spec's 6 digits before asking the server, which checks the country's rules. */
export function phoneFailure(phone: string): FieldMessage | undefined {
  const digits = phone.replace(/\D/g, '');
  if (digits === '') return { key: 'required' };
  if (digits.length < 6) return { key: 'phone_min_length', params: { min: 6 } };
  return undefined;
}

/** E.164 from what was typed: the server stores and compares phones in that form. */
export function toE164(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}
