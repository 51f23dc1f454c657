import type { IdentityProvider, ProviderSessionView } from '@arenabet/contracts/verification';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { fieldErrorKey, useFailureText } from '../../../shared/api/failure-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import buttons from '../../../shared/ui/button.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SelectField } from '../../../shared/ui/form/select-field.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import sections from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import segmented from '../../../shared/ui/segmented.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useProviderSession, useStartProviderSession } from '../api/provider-session.ts';
import { useVerificationState } from '../api/verification-state.ts';
import { PageState } from './page-state.tsx';
import { StatusCard } from './status-card.tsx';
import styles from './verification.module.css';

/** The countries whose identity schemes the providers cover. */
const COUNTRIES = ['EE', 'LV', 'LT'] as const;

/**
 * Verification with Smart-ID or Mobile-ID (spec: account identification): the personal code
 * (and the phone, for Mobile-ID) starts a session whose four-digit code the player compares with
 * the one the app or phone shows before confirming; the page asks the session until it ends.
 */
export function ProviderPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = useVerificationState();
  const [session, setSession] = useState<ProviderSessionView>();
  const verified = state.data?.status === 'approved';
  return (
    <PageCard
      testId="verification-provider-page"
      title={t('verification_provider_title')}
      lead={t('verification_provider_lead')}
      busy={state.isPending}
      back={<BackLink to={pathFor('verification', {}, language)} label={t('verification_title')} />}
    >
      <PageState pending={state.isPending} error={state.error} onRetry={() => state.refetch()} />
      {/* A session that verified stays on screen until it leads on to the welcome. */}
      {state.data && verified && !session && <StatusCard view={state.data} />}
      {state.data &&
        (!verified || session) &&
        (session ? (
          <SessionProgress started={session} onRestart={() => setSession(undefined)} />
        ) : (
          <StartForm providers={state.data.providers} onStarted={setSession} />
        ))}
    </PageCard>
  );
}

function StartForm({
  providers,
  onStarted,
}: {
  providers: readonly IdentityProvider[];
  onStarted(session: ProviderSessionView): void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const start = useStartProviderSession();
  const [provider, setProvider] = useState<IdentityProvider>(providers[0] ?? 'smart_id');
  const [country, setCountry] = useState<string>(COUNTRIES[0]);
  const [personalCode, setPersonalCode] = useState('');
  const [phone, setPhone] = useState('');
  const [tried, setTried] = useState(false);
  const needsPhone = provider === 'mobile_id';
  const missingCode = tried && personalCode.trim() === '';
  const missingPhone = tried && needsPhone && phone.trim() === '';
  const errorOf = (field: string, missing: boolean) =>
    missing
      ? t('required')
      : fieldErrorKey(start.error, field)
        ? failureText(start.error, field)
        : undefined;
  const fieldFailed = ['personal_code', 'country', 'phone'].some((field) =>
    fieldErrorKey(start.error, field),
  );

  if (providers.length === 0)
    return <p className={sections.muted}>{t('verification_provider_none')}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (personalCode.trim() === '' || (needsPhone && phone.trim() === '')) return;
    start.mutate(
      {
        provider,
        personalCode: personalCode.trim(),
        country,
        ...(needsPhone ? { phone: phone.replace(/[\s-]/g, '') } : {}),
      },
      { onSuccess: onStarted },
    );
  };

  return (
    <form
      className={forms.form}
      onSubmit={submit}
      noValidate
      data-testid="verification-provider-form"
    >
      {providers.length > 1 && (
        <div
          className={`${segmented.segments} ${styles.providers}`}
          role="tablist"
          aria-label={t('verification_provider_choose')}
        >
          {providers.map((candidate) => (
            <button
              key={candidate}
              type="button"
              role="tab"
              className={segmented.segment}
              aria-selected={candidate === provider}
              data-testid={`verification-provider-${candidate}`}
              onClick={() => {
                setProvider(candidate);
                start.reset();
              }}
            >
              {t(`verification_by_${candidate}`)}
            </button>
          ))}
        </div>
      )}
      <div className={styles.grid}>
        <SelectField
          label={t('verification_provider_country')}
          value={country}
          testId="verification-provider-country"
          onChange={setCountry}
        >
          {COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {t(`verification_country_${code.toLowerCase()}`)}
            </option>
          ))}
        </SelectField>
        <TextField
          label={t('verification_provider_personal_code')}
          inputMode="numeric"
          autoComplete="off"
          maxLength={20}
          value={personalCode}
          error={errorOf('personal_code', missingCode)}
          data-testid="verification-provider-code-input"
          onChange={(event) => {
            setPersonalCode(event.target.value.replace(/\D/g, ''));
            start.reset();
          }}
        />
        {needsPhone && (
          <TextField
            label={t('verification_provider_phone')}
            type="tel"
            dir="ltr"
            autoComplete="tel"
            maxLength={16}
            value={phone}
            error={errorOf('phone', missingPhone)}
            data-testid="verification-provider-phone"
            onChange={(event) => {
              setPhone(event.target.value);
              start.reset();
            }}
          />
        )}
      </div>
      {start.isError && !fieldFailed && (
        <FormError>{failureText(start.error, 'provider')}</FormError>
      )}
      <div className={styles.actions}>
        <SubmitButton pending={start.isPending} testId="verification-provider-start">
          {t('verification_provider_start')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** The code to compare, then the wait for the player's confirmation, then what it came to. */
function SessionProgress({
  started,
  onRestart,
}: {
  started: ProviderSessionView;
  onRestart(): void;
}) {
  const { t } = useTranslation();
  const failureText = useFailureText();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = useProviderSession(started);
  const current = session.data ?? started;
  const done = current.state === 'complete';
  const ok = done && current.result === 'ok';

  useEffect(() => {
    if (ok) navigate(pathFor('identificationWelcome', {}, language), { replace: true });
  }, [ok, navigate, language]);

  return (
    <div className={styles.code} data-testid="verification-provider-session" aria-live="polite">
      <p>{t(`verification_provider_code_${current.provider}`)}</p>
      <p className={styles.codeDigits} dir="ltr" data-testid="verification-code">
        {current.verificationCode}
      </p>
      {!done && !session.isError && (
        <p className={styles.waiting}>
          <Spinner /> {t('verification_provider_waiting')}
        </p>
      )}
      {session.isError && <FormError>{failureText(session.error, 'session')}</FormError>}
      {done && !ok && (
        <FormError testId="verification-provider-failed">
          {t(`verification_provider_result_${current.result ?? 'not_found'}`)}
        </FormError>
      )}
      {(done && !ok) || session.isError ? (
        <button type="button" className={buttons.primary} onClick={onRestart}>
          {t('verification_provider_again')}
        </button>
      ) : (
        !done && (
          <button type="button" className={buttons.secondary} onClick={onRestart}>
            {t('verification_provider_cancel')}
          </button>
        )
      )}
    </div>
  );
}
