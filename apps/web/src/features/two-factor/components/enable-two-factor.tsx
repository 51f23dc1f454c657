import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { CodeField } from '../../../shared/ui/form/code-field.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useEnableTwoFactor,
  useSendActivationCode,
  useTwoFactorQrCode,
  useTwoFactorStatus,
} from '../api/two-factor.ts';
import { type EnableField, enableErrorPlacement } from '../lib/enable-errors.ts';
import styles from './two-factor.module.css';

/** The secret in groups of four, as authenticator apps show and people type it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/** Turn two-factor on: scan the QR code (or type the code), then confirm with a code. */
export function EnableTwoFactorPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useTwoFactorStatus();
  const enabled = status.data?.enabled === true;
  const qr = useTwoFactorQrCode(status.data?.enabled === false);
  const enable = useEnableTwoFactor();

  return (
    <PageCard
      testId="enable-two-factor"
      title={t('two_factor_enable_title')}
      lead={t('two_factor_enable_lead')}
    >
      {(status.isPending || (qr.isPending && !enabled && !enable.isSuccess)) && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {(status.isError || qr.isError) && <FormError>{t('two_factor_load_failed')}</FormError>}
      {enabled || enable.isSuccess ? (
        <div className={styles.done} role="status" data-testid="two-factor-on">
          <Icon name="shield" size={22} />
          <p>{t(enable.isSuccess ? 'two_factor_enabled' : 'two_factor_is_on')}</p>
          <Link className={buttons.secondary} to={pathFor('disableTwoFactor', {}, language)}>
            {t('two_factor_disable_title')}
          </Link>
        </div>
      ) : (
        qr.data && <EnableSteps setup={qr.data} enable={enable} />
      )}
    </PageCard>
  );
}

interface EnableStepsProps {
  setup: { qr_code_url: string; qr_link: string; code: string; needs_sms: boolean };
  enable: ReturnType<typeof useEnableTwoFactor>;
}

function EnableSteps({ setup, enable }: EnableStepsProps) {
  const { t, i18n } = useTranslation();
  const send = useSendActivationCode();
  const [values, setValues] = useState({ app_code: '', sms_code: '' });
  const [errors, setErrors] = useState<Partial<Record<EnableField, string>>>({});
  const [sentBy, setSentBy] = useState<'sms' | 'telegram' | null>(null);
  const [copied, setCopied] = useState(false);
  const text = (key: string) => (i18n.exists(key) ? t(key) : key);

  const change = (field: EnableField) => (event: { target: { value: string } }) => {
    setValues((current) => ({ ...current, [field]: event.target.value.replace(/\s/g, '') }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const sendCode = (channel: 'sms' | 'telegram') =>
    send.mutate(channel, {
      onSuccess: () => setSentBy(channel),
      onError: (error) => setErrors({ sms_code: text(enableErrorPlacement(error).key) }),
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (enable.isPending) return;
    const missing: Partial<Record<EnableField, string>> = {};
    if (!values.app_code) missing.app_code = t('required');
    if (setup.needs_sms && !values.sms_code) missing.sms_code = t('required');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const attributes = setup.needs_sms ? values : { app_code: values.app_code };
    enable.mutate(attributes, {
      onError: (error) => {
        const { field, key } = enableErrorPlacement(error);
        setErrors({ [field]: text(key) });
      },
    });
  };

  const copy = async () => {
    await navigator.clipboard?.writeText(setup.code).catch(() => undefined);
    setCopied(true);
  };

  return (
    <div className={styles.steps}>
      <ol className={styles.stepList}>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>{t('two_factor_step_scan')}</h2>
          <div className={styles.qrRow}>
            <img
              className={styles.qr}
              src={setup.qr_code_url}
              alt={t('two_factor_qr_alt')}
              width={200}
              height={200}
              data-testid="two-factor-qr"
            />
            <div className={styles.manual}>
              <p className={styles.hint}>{t('two_factor_manual_hint')}</p>
              <code className={styles.secret} dir="ltr" data-testid="two-factor-secret">
                {grouped(setup.code)}
              </code>
              <div className={styles.manualActions}>
                <button type="button" className={buttons.secondary} onClick={copy}>
                  {t(copied ? 'two_factor_copied' : 'two_factor_copy')}
                </button>
                <a className={buttons.secondary} href={setup.qr_link}>
                  {t('two_factor_open_app')}
                </a>
              </div>
            </div>
          </div>
        </li>
        <li className={styles.step}>
          <h2 className={styles.stepTitle}>{t('two_factor_step_confirm')}</h2>
          <form
            className={`${forms.form} ${styles.form}`}
            onSubmit={submit}
            noValidate
            aria-busy={enable.isPending}
          >
            <CodeField
              large
              label={t('two_factor_app_code_label')}
              name="app_code"
              errorTestId="app_code-error"
              maxLength={7}
              value={values.app_code}
              onChange={change('app_code')}
              error={errors.app_code}
            />
            {setup.needs_sms && (
              <>
                <CodeField
                  large
                  label={t('two_factor_sms_code_label')}
                  name="sms_code"
                  errorTestId="sms_code-error"
                  maxLength={12}
                  value={values.sms_code}
                  onChange={change('sms_code')}
                  error={errors.sms_code}
                  addon={
                    <button
                      type="button"
                      className={buttons.secondary}
                      disabled={send.isPending}
                      onClick={() => sendCode('sms')}
                      data-testid="two-factor-send-sms"
                    >
                      {t(sentBy ? 'sign_in_resend_code' : 'sign_in_send_code')}
                    </button>
                  }
                />
                {sentBy && (
                  <p className={styles.hint} role="status">
                    {t(sentBy === 'sms' ? 'two_factor_code_sent' : 'two_factor_code_sent_telegram')}
                  </p>
                )}
                <button
                  type="button"
                  className={styles.textButton}
                  disabled={send.isPending}
                  onClick={() => sendCode('telegram')}
                >
                  {t('two_factor_send_telegram')}
                </button>
              </>
            )}
            <SubmitButton pending={enable.isPending} testId="two-factor-enable-submit">
              {t('two_factor_enable_submit')}
            </SubmitButton>
          </form>
        </li>
      </ol>
    </div>
  );
}
