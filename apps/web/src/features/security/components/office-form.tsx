import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { type FieldMessage, hasFieldErrors } from '../lib/field-errors.ts';
import styles from './office-form.module.css';

/** A titled card of the security office; `back` links up to the hub. */
export function OfficePage(props: {
  title: string;
  lead?: string;
  testId: string;
  children: ReactNode;
  back?: ReactNode;
}) {
  return (
    <section className={styles.page} data-testid={props.testId}>
      {props.back}
      <div className={styles.intro}>
        <h1 className={styles.title}>{props.title}</h1>
        {props.lead && <p className={styles.lead}>{props.lead}</p>}
      </div>
      {props.children}
    </section>
  );
}

/** Translates a field's message, with the values its text names ({{min}}). */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: FieldMessage | undefined) =>
    message
      ? t(message.key, { ...message.params, defaultValue: t('validation_invalid_value') })
      : undefined;
}

interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: FieldMessage | undefined;
  hint?: string | undefined;
  addon?: ReactNode;
}

export function Field({ label, error, hint, addon, ...input }: FieldProps) {
  const id = useId();
  const text = useMessageText()(error);
  const describedBy = text ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={styles.control}>
        <input
          id={id}
          name={input.name}
          className={styles.input}
          aria-invalid={text ? true : undefined}
          aria-describedby={describedBy}
          {...input}
        />
        {addon}
      </div>
      {text ? (
        <p id={`${id}-error`} className={styles.fieldError} data-testid={`error-${input.name}`}>
          {text}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className={styles.hint}>
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** A password the player can check before sending: typos are common on a phone keyboard. */
export function PasswordInput(props: Omit<FieldProps, 'type' | 'addon'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <Field
      {...props}
      type={visible ? 'text' : 'password'}
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      addon={
        <button
          type="button"
          className={styles.reveal}
          aria-pressed={visible}
          aria-label={visible ? t('password_hide') : t('password_show')}
          onClick={() => setVisible((value) => !value)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} size={20} />
        </button>
      }
    />
  );
}

/** A failure not about one field (429, captcha, network): shown above the submit button. */
export function FormAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error || hasFieldErrors(error)) return null;
  return (
    <p className={styles.formError} role="alert">
      {errorText(error, t, (key) => i18n.exists(key))}
    </p>
  );
}

export function FormSuccess({ children }: { children: ReactNode }) {
  return (
    <p className={styles.success} role="status" data-testid="form-success">
      <Icon name="shield" size={20} />
      <span>{children}</span>
    </p>
  );
}

/** Up to the security hub: every screen of the office is one step from it. */
export function BackToSecurity() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Link to={pathFor('security', {}, language)} className={styles.back}>
      <Icon name="chevronForward" size={18} className={styles.backIcon} />
      {t('security_back')}
    </Link>
  );
}
