import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDisableTwoFactor, useTwoFactorStatus } from '../api/two-factor.ts';
import { CodeField } from './code-field.tsx';
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
    <section className={styles.page} data-testid="disable-two-factor">
      <div className={styles.intro}>
        <h1 className={styles.title}>{t('two_factor_disable_title')}</h1>
        <p className={styles.lead}>{t('two_factor_disable_lead')}</p>
      </div>
      {status.isPending && (
        <p className={styles.state}>
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
          <form className={styles.form} onSubmit={submit} noValidate aria-busy={disable.isPending}>
            <CodeField
              label={t('two_factor_app_code_label')}
              name="hash"
              maxLength={7}
              value={code}
              onChange={(event) => {
                setCode(event.target.value.replace(/\s/g, ''));
                setError(undefined);
              }}
              error={error}
            />
            <button
              type="submit"
              className={buttons.danger}
              disabled={disable.isPending}
              data-testid="two-factor-disable-submit"
            >
              {disable.isPending && <Spinner />}
              {t('two_factor_disable_submit')}
            </button>
          </form>
        )
      )}
    </section>
  );
}
