import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { CodeField } from '../../../shared/ui/form/code-field.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDisableTwoFactor, useTwoFactorStatus } from '../api/two-factor.ts';
import styles from './two-factor.module.css';

/** Turn two-factor off; `hash` is a current code of the authenticator app. */
export function DisableTwoFactorPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const status = useTwoFactorStatus();
  const disable = useDisableTwoFactor();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (disable.isPending) return;
    if (!code) return setError(t('required'));
    disable.mutate(code, {
      onError: (failure) => {
        const key =
          failure instanceof HTTPError
            ? (failure.validationErrors.hash?.[0] ?? failure.message)
            : 'server_error';
        setError(i18n.exists(key) ? t(key) : key);
      },
    });
  };

  const off = disable.isSuccess || status.data?.enabled === false;
  return (
    <PageCard
      testId="disable-two-factor"
      title={t('two_factor_disable_title')}
      lead={t('two_factor_disable_lead')}
    >
      {status.isPending && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {off ? (
        <div className={styles.done} role="status" data-testid="two-factor-off">
          <p>{t(disable.isSuccess ? 'two_factor_disabled' : 'two_factor_is_off')}</p>
          <Link className={buttons.secondary} to={pathFor('enableTwoFactor', {}, language)}>
            {t('two_factor_enable_title')}
          </Link>
        </div>
      ) : (
        status.data && (
          <form
            className={`${forms.form} ${styles.form}`}
            onSubmit={submit}
            noValidate
            aria-busy={disable.isPending}
          >
            <CodeField
              large
              label={t('two_factor_app_code_label')}
              name="hash"
              errorTestId="hash-error"
              maxLength={7}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\s/g, ''));
                setError(undefined);
              }}
              error={error}
            />
            <SubmitButton
              variant="danger"
              pending={disable.isPending}
              testId="two-factor-disable-submit"
            >
              {t('two_factor_disable_submit')}
            </SubmitButton>
          </form>
        )
      )}
    </PageCard>
  );
}
