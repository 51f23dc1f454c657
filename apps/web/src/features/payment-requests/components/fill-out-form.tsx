import {
  PAYMENT_REQUEST_MESSAGE_MAX,
  PAYMENT_REQUEST_TOPIC_RULES,
  type PaymentRequestFieldId,
  type PaymentRequestTopic,
} from '@arenabet/contracts/payment-requests';
import { type FormEvent, type InputHTMLAttributes, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCreatePaymentRequest, useTopicPayments } from '../api/payment-requests.ts';
import {
  type FillOutErrors,
  type FillOutValues,
  fillOutAttributes,
  fillOutErrors,
} from '../lib/fill-out.ts';
import { todayInput } from '../lib/payment-text.ts';
import { transactionsPath } from '../lib/steps.ts';
import { FIELD_TEXTS, TOPIC_TEXTS } from '../lib/topics.ts';
import { MessageField } from './message-field.tsx';
import { PaymentSummary } from './parts.tsx';
import styles from './payment-requests.module.css';

/** How each kind of field is typed on a phone: a date picker, a decimal pad, four digits. */
const INPUTS: Record<PaymentRequestFieldId, InputHTMLAttributes<HTMLInputElement>> = {
  payment_date: { type: 'date' },
  amount: { inputMode: 'decimal', autoComplete: 'off', dir: 'ltr' },
  expected_amount: { inputMode: 'decimal', autoComplete: 'off', dir: 'ltr' },
  card_last4: { inputMode: 'numeric', autoComplete: 'off', maxLength: 4, dir: 'ltr' },
};

interface FillOutFormProps {
  topic: PaymentRequestTopic;
  paymentId: number | null;
}

export function FillOutForm({ topic, paymentId }: FillOutFormProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const create = useCreatePaymentRequest();
  const [values, setValues] = useState<FillOutValues>({ message: '' });
  const [checked, setChecked] = useState<FillOutErrors>({});
  const errors = { ...serverErrors(create.error), ...checked };
  const message = (field: string) => {
    const key = errors[field];
    return key ? t(key, { defaultValue: t('validation_invalid_value') }) : undefined;
  };

  const change = (field: keyof FillOutValues, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setChecked(({ [field]: _, ...rest }) => rest);
    if (create.isError) create.reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const attributes = fillOutAttributes(topic, paymentId, values);
    const found = fillOutErrors(attributes);
    setChecked(found);
    if (Object.keys(found).length > 0) return;
    create.mutate(attributes, {
      onSuccess: (created) =>
        navigate(`${pathFor('paymentRequests', {}, language)}?created=${created.id}`),
    });
  };

  const rule = PAYMENT_REQUEST_TOPIC_RULES[topic];
  const fieldLevel = create.error instanceof HTTPError && create.error.status === 400;
  return (
    <form className={`${forms.form} ${styles.form}`} onSubmit={submit} noValidate>
      <Summary topic={topic} paymentId={paymentId} error={message('payment_id')} />
      <div className={styles.twoColumns}>
        {rule.fields.map(({ id, required }) => (
          <TextField
            key={id}
            name={id}
            label={
              required
                ? t(FIELD_TEXTS[id].label)
                : `${t(FIELD_TEXTS[id].label)} (${t('payment_request_optional')})`
            }
            hint={t(FIELD_TEXTS[id].hint)}
            value={values[id] ?? ''}
            error={message(id)}
            errorTestId={`error-${id}`}
            max={id === 'payment_date' ? todayInput() : undefined}
            data-testid={`payment-request-${id}`}
            onChange={(event) => change(id, event.target.value)}
            {...INPUTS[id]}
          />
        ))}
      </div>
      <MessageField
        name="message"
        label={t('payment_request_field_message')}
        hint={t('payment_request_field_message_hint')}
        value={values.message}
        limit={PAYMENT_REQUEST_MESSAGE_MAX}
        maxLength={PAYMENT_REQUEST_MESSAGE_MAX}
        error={message('message')}
        testId="payment-request-message-input"
        onChange={(event) => change('message', event.target.value)}
      />
      {create.isError && !fieldLevel && (
        <FormError testId="payment-request-error">
          {errorText(create.error, t, i18n.exists)}
        </FormError>
      )}
      <div className={styles.actions}>
        <SubmitButton pending={create.isPending} testId="payment-request-submit">
          {t('payment_request_submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

interface SummaryProps {
  topic: PaymentRequestTopic;
  paymentId: number | null;
  error: string | undefined;
}

/** What the request is about, each part with a way back to change it. */
function Summary({ topic, paymentId, error }: SummaryProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const payments = useTopicPayments(paymentId === null ? null : topic);
  const payment = payments.data?.find((candidate) => candidate.id === paymentId);
  return (
    <div className={styles.summary} data-testid="payment-request-summary">
      <div className={styles.summaryRow}>
        <div>
          <p className={styles.summaryLabel}>{t('payment_consultant_step_topic')}</p>
          <p className={styles.topicTitle}>{t(TOPIC_TEXTS[topic].title)}</p>
        </div>
        <Link
          to={pathFor('paymentConsultantCreate', { topic }, language)}
          className={styles.change}
        >
          {t('payment_consultant_change')}
        </Link>
      </div>
      {paymentId !== null && (
        <div className={styles.summaryRow}>
          <div>
            <p className={styles.summaryLabel}>{t('payment_consultant_step_payment')}</p>
            {payments.isPending && <Spinner />}
            {payment && <PaymentSummary payment={payment} />}
            {payments.data && !payment && (
              <p className={forms.fieldError}>{t('payment_request_payment_not_found')}</p>
            )}
          </div>
          <Link to={transactionsPath(topic, paymentId, language)} className={styles.change}>
            {t('payment_consultant_change')}
          </Link>
        </div>
      )}
      {error && (
        <p className={forms.fieldError} data-testid="error-payment_id">
          {error}
        </p>
      )}
    </div>
  );
}

/** The first key the server gave for each field. */
function serverErrors(error: unknown): FillOutErrors {
  if (!(error instanceof HTTPError)) return {};
  return Object.fromEntries(
    Object.entries(error.validationErrors).flatMap(([field, keys]) =>
      keys[0] ? [[field, keys[0]]] : [],
    ),
  );
}
