import { type FormEvent, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { type CodeChannel, useConfirmBind, useSendBindCode } from '../api/phone-actions.ts';
import { type FieldMessage, serverFieldErrors } from '../lib/field-errors.ts';
import { CodeStep, PhoneField, phoneFailure, SendCodeActions, toE164 } from './code-step.tsx';
import { BackToSecurity, FormAlert, FormSuccess, OfficePage } from './office-form.tsx';

/** Phone binding: the number, then a code by SMS or Telegram on the activate screen. */
export function PhoneBindingPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const send = useSendBindCode();
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<FieldMessage | undefined>();

  const sendBy = (channel: CodeChannel) => (event?: FormEvent) => {
    event?.preventDefault();
    const failed = phoneFailure(phone);
    setError(failed);
    if (failed) return;
    const number = toE164(phone);
    send.mutate(
      { phone: number, channel },
      {
        onSuccess: (answer) => {
          const query = new URLSearchParams({ phone: number, length: String(answer.code_length) });
          navigate(`${pathFor('phoneActivate', {}, language)}?${query}`);
        },
        onError: (failure) => setError(serverFieldErrors(failure).phone_number),
      },
    );
  };

  return (
    <OfficePage
      testId="phone-binding-page"
      title={t('phone_binding_title')}
      lead={t('phone_binding_lead')}
      back={<BackToSecurity />}
    >
      <form className={forms.form} onSubmit={sendBy('sms')} noValidate>
        <PhoneField
          name="phone_number"
          value={phone}
          error={error}
          onChange={(value) => {
            setPhone(value);
            setError(undefined);
          }}
        />
        <FormAlert error={error ? null : send.error} />
        <SendCodeActions pending={send.isPending} onTelegram={() => sendBy('telegram')()} />
      </form>
    </OfficePage>
  );
}

/** Phone activate: the code sent to the phone named in the link from the binding screen. */
export function PhoneActivatePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const phone = params.get('phone') ?? '';
  const codeLength = Number(params.get('length')) || 6;
  const confirm = useConfirmBind();
  const back = () => navigate(pathFor('phoneBinding', {}, language));

  return (
    <OfficePage
      testId="phone-activate-page"
      title={t('phone_activate_title')}
      back={<BackToSecurity />}
    >
      {confirm.isSuccess ? (
        <FormSuccess>{t('phone_bound_text', { phone: confirm.data.phone })}</FormSuccess>
      ) : phone === '' ? (
        <button type="button" className={buttons.primary} onClick={back}>
          {t('phone_binding_title')}
        </button>
      ) : (
        <CodeStep
          sentTo={phone}
          codeLength={codeLength}
          pending={confirm.isPending}
          error={confirm.error}
          fieldError={
            serverFieldErrors(confirm.error).confirm_code ??
            serverFieldErrors(confirm.error).phone_number
          }
          onSubmit={(code) => confirm.mutate({ phone, code })}
          onBack={back}
        />
      )}
    </OfficePage>
  );
}
