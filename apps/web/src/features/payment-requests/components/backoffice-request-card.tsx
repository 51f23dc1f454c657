import {
  type BackofficePaymentRequest,
  PAYMENT_REQUEST_ANSWER_MAX,
} from '@arenabet/contracts/payment-requests';
import { type FormEvent, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import {
  useAnswerPaymentRequest,
  useCloseBackofficePaymentRequest,
} from '../api/backoffice-payment-requests.ts';
import { MessageField } from './message-field.tsx';
import styles from './payment-requests.module.css';
import { RequestBody } from './request-card.tsx';

/** One request as the operator sees it: whose it is, the answer form while open, closing. */
export function BackofficeRequestCard({ request }: { request: BackofficePaymentRequest }) {
  const { t, i18n } = useTranslation();
  const answer = useAnswerPaymentRequest();
  const close = useCloseBackofficePaymentRequest();
  const [text, setText] = useState('');
  const [missing, setMissing] = useState(false);
  const fieldKey =
    answer.error instanceof HTTPError ? answer.error.validationErrors.answer?.[0] : undefined;
  const failure = answer.error ?? close.error;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(text.trim() === '');
    if (text.trim() !== '') answer.mutate({ id: request.id, answer: text.trim() });
  };

  return (
    <li className={styles.card} data-testid={`backoffice-payment-request-${request.id}`}>
      <RequestBody
        request={request}
        from={t('backoffice_payment_requests_player', { id: request.playerId })}
      />
      {request.answeredBy && (
        <p className={styles.meta}>
          {t('backoffice_payment_requests_answered_by', { login: request.answeredBy })}
        </p>
      )}
      {request.status === 'open' && (
        <form className={forms.form} onSubmit={submit} noValidate>
          <MessageField
            name="answer"
            label={t('backoffice_payment_requests_answer')}
            value={text}
            limit={PAYMENT_REQUEST_ANSWER_MAX}
            maxLength={PAYMENT_REQUEST_ANSWER_MAX}
            compact
            error={
              missing
                ? t('required')
                : fieldKey
                  ? t(fieldKey, { defaultValue: t('validation_invalid_value') })
                  : undefined
            }
            testId="backoffice-answer-input"
            onChange={(event) => {
              setText(event.target.value);
              setMissing(false);
              answer.reset();
            }}
          />
          <div className={styles.actions}>
            <SubmitButton pending={answer.isPending} testId="backoffice-answer-submit">
              {t('backoffice_payment_requests_send_answer')}
            </SubmitButton>
            <CloseButton pending={close.isPending} onClose={() => close.mutate(request.id)} />
          </div>
        </form>
      )}
      {request.status === 'answered' && (
        <div className={styles.actions}>
          <CloseButton pending={close.isPending} onClose={() => close.mutate(request.id)} />
        </div>
      )}
      {failure && !fieldKey && <FormError>{errorText(failure, t, i18n.exists)}</FormError>}
    </li>
  );
}

function CloseButton({ pending, onClose }: { pending: boolean; onClose(): void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={buttons.secondary}
      disabled={pending}
      onClick={onClose}
      data-testid="backoffice-close-request"
    >
      {t('payment_request_close')}
    </button>
  );
}
