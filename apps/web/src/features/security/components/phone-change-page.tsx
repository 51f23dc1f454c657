import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { type CodeChannel, useConfirmChange, useSendChangeCode } from '../api/phone-actions.ts';
import { useUserSecureQuestion } from '../api/security-question.ts';
import { type FieldMessages, serverFieldErrors } from '../lib/field-errors.ts';
import { CodeStep, PhoneField, phoneFailure, SendCodeActions, toE164 } from './code-step.tsx';
import { BackToSecurity, Field, FormAlert, FormSuccess, OfficePage } from './office-form.tsx';

/** Phone change: the security answer when one is set, the new number, then its code. */
export function PhoneChangePage() {
  const { t } = useTranslation();
  const question = useUserSecureQuestion();
  const send = useSendChangeCode();
  const confirm = useConfirmChange();
  const [phone, setPhone] = useState('');
  const [answer, setAnswer] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});
  const [sent, setSent] = useState<{ phone: string; codeLength: number } | null>(null);
  const asked = question.data?.secure_question ?? null;
  const questionText = asked && question.data?.is_custom ? asked : asked && t(asked);

  const sendBy = (channel: CodeChannel) => (event?: FormEvent) => {
    event?.preventDefault();
    const failures: FieldMessages = {};
    const phoneFailed = phoneFailure(phone);
    if (phoneFailed) failures.phone_number = phoneFailed;
    if (asked && answer.trim() === '') failures.user_answer = { key: 'required' };
    setErrors(failures);
    if (Object.keys(failures).length > 0) return;
    const number = toE164(phone);
    send.mutate(
      { phone: number, answer, channel },
      {
        onSuccess: (result) => setSent({ phone: number, codeLength: result.code_length }),
        onError: (failure) => setErrors(serverFieldErrors(failure)),
      },
    );
  };

  if (confirm.isSuccess) {
    return (
      <OfficePage
        testId="phone-change-page"
        title={t('phone_change_title')}
        back={<BackToSecurity />}
      >
        <FormSuccess>{t('phone_bound_text', { phone: confirm.data.phone })}</FormSuccess>
      </OfficePage>
    );
  }
  return (
    <OfficePage
      testId="phone-change-page"
      title={t('phone_change_title')}
      lead={t('phone_change_lead')}
      back={<BackToSecurity />}
    >
      {question.data?.phone && (
        <p>
          {t('phone_current')}: <strong dir="ltr">{question.data.phone}</strong>
        </p>
      )}
      {sent ? (
        <CodeStep
          sentTo={sent.phone}
          codeLength={sent.codeLength}
          pending={confirm.isPending}
          error={confirm.error}
          fieldError={serverFieldErrors(confirm.error).confirm_code}
          onSubmit={(code) => confirm.mutate({ phone: sent.phone, code })}
          onBack={() => setSent(null)}
        />
      ) : (
        <form className={forms.form} onSubmit={sendBy('sms')} noValidate>
          {questionText && (
            <Field
              name="user_answer"
              label={questionText}
              value={answer}
              error={errors.user_answer}
              autoComplete="off"
              onChange={(event) => setAnswer(event.target.value)}
            />
          )}
          <PhoneField
            name="phone_number"
            value={phone}
            error={errors.phone_number}
            onChange={setPhone}
          />
          <FormAlert error={send.error} />
          <SendCodeActions pending={send.isPending} onTelegram={() => sendBy('telegram')()} />
        </form>
      )}
    </OfficePage>
  );
}
