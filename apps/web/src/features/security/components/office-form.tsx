import type { ReactNode } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { PasswordField } from '../../../shared/ui/form/password-field.tsx';
import { TextField, type TextFieldProps } from '../../../shared/ui/form/text-field.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { type FieldMessage, hasFieldErrors } from '../lib/field-errors.ts';
import styles from './office-form.module.css';

/** A titled card of the security office, as narrow as its forms; `back` links up to the hub. */
export function OfficePage(props: {
  title: string;
  lead?: string;
  testId: string;
  children: ReactNode;
  back?: ReactNode;
}) {
  return <PageCard {...props} className={styles.page} />;
}

/** Translates a field's message, with the values its text names ({{min}}). */
export function useMessageText() {
  const { t } = useTranslation();
  return (message: FieldMessage | undefined) =>
    message
      ? t(message.key, { ...message.params, defaultValue: t('validation_invalid_value') })
      : undefined;
}

interface FieldProps extends Omit<TextFieldProps, 'error' | 'errorTestId'> {
  error?: FieldMessage | undefined;
}

/** A field whose message is a dictionary key with values; tests find it by `error-<name>`. */
export function Field({ error, ...props }: FieldProps) {
  const text = useMessageText()(error);
  return <TextField {...props} error={text} errorTestId={`error-${props.name}`} />;
}

/** A password the player can check before sending: typos are common on a phone keyboard. */
export function PasswordInput({ error, ...props }: Omit<FieldProps, 'type' | 'addon'>) {
  const text = useMessageText()(error);
  return <PasswordField {...props} error={text} errorTestId={`error-${props.name}`} />;
}

/** A failure not about one field (429, captcha, network): shown above the submit button. */
export function FormAlert({ error }: { error: unknown }) {
  const { t, i18n } = useTranslation();
  if (!error || hasFieldErrors(error)) return null;
  return <FormError>{errorText(error, t, i18n.exists)}</FormError>;
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
  return <BackLink to={pathFor('security', {}, language)} label={t('security_back')} />;
}
