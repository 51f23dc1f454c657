import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useActivateByCode,
  useActivateByLink,
  useResendActivation,
} from '../api/email-activation.ts';
import { useSecurityOverview } from '../api/security-overview.ts';
import { serverFieldErrors } from '../lib/field-errors.ts';
import { CodeStep } from './code-step.tsx';
import { BackToSecurity, FormAlert, FormSuccess, OfficePage } from './office-form.tsx';

const ACTIVATION_CODE_LENGTH = 6;

/**
 * Activation e-mail: opened from the letter's link (?user=&code=) it confirms at once; otherwise
 * the signed-in player types the letter's six-digit code, or asks for a new letter.
 */
export function ActivationEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const user = Number(params.get('user'));
  const code = params.get('code');
  const fromLink = Number.isSafeInteger(user) && user > 0 && code !== null;
  return (
    <OfficePage
      testId="activation-email-page"
      title={t('email_activation_title')}
      back={<BackToSecurity />}
    >
      {fromLink ? <ActivateByLink user={user} code={code} /> : <ActivateByCode />}
    </OfficePage>
  );
}

function ActivateByLink({ user, code }: { user: number; code: string }) {
  const { t } = useTranslation();
  const activate = useActivateByLink();
  const started = useRef(false);
  useEffect(() => {
    // Once: a link's code is spent by its first use, a second call would report it invalid.
    if (started.current) return;
    started.current = true;
    activate.mutate({ user, code });
  }, [activate, user, code]);
  if (activate.isSuccess) return <FormSuccess>{t('email_activated_text')}</FormSuccess>;
  if (activate.isError) return <FormAlert error={activate.error} />;
  return <Spinner />;
}

function ActivateByCode() {
  const { t } = useTranslation();
  const language = useLanguage();
  const overview = useSecurityOverview();
  const activate = useActivateByCode();
  const resend = useResendActivation();
  if (activate.isSuccess || overview.data?.email_confirmed) {
    return <FormSuccess>{t('email_activated_text')}</FormSuccess>;
  }
  return (
    <>
      <p>{t('email_activation_lead')}</p>
      <CodeStep
        sentTo={overview.data?.email ?? ''}
        codeLength={ACTIVATION_CODE_LENGTH}
        pending={activate.isPending}
        error={activate.error}
        fieldError={serverFieldErrors(activate.error).code}
        onSubmit={(typed) => activate.mutate(typed)}
        onBack={() => resend.mutate(language)}
        backLabel={t('email_activation_resend')}
      />
      <FormAlert error={resend.error} />
      {resend.isSuccess && <FormSuccess>{t('email_activation_resent')}</FormSuccess>}
    </>
  );
}
