import type { Account } from '@arenabet/contracts/accounts';
import { type FormEvent, useId, useState } from 'react';
import { fieldErrorKey, useFailureText } from '../../../shared/api/failure-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { useCreateCurrencyAccount } from '../api/balance.ts';
import styles from './wallets.module.css';

/** Opens an account in a currency of the site the player has no account in yet. */
export function OpenAccountForm({ accounts }: { accounts: readonly Account[] }) {
  const { t } = useTranslation();
  const settings = useSiteSettings();
  const create = useCreateCurrencyAccount();
  const failureText = useFailureText();
  const [currencyId, setCurrencyId] = useState('');
  const [missing, setMissing] = useState(false);
  const id = useId();
  const errorId = `${id}-error`;

  const open = new Set(accounts.map((account) => account.currencyId));
  const available = settings.currencies.filter((currency) => !open.has(currency.id));
  const fieldError = fieldErrorKey(create.error, 'currency_id');
  const error = missing
    ? t('required')
    : fieldError
      ? failureText(create.error, 'currency_id')
      : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setMissing(currencyId === '');
    if (currencyId === '') return;
    create.mutate(Number(currencyId), { onSuccess: () => setCurrencyId('') });
  };

  if (available.length === 0) {
    return <p className={styles.note}>{t('wallets_all_open')}</p>;
  }

  return (
    <form className={`${forms.form} ${styles.openForm}`} onSubmit={submit} noValidate>
      <h2 className={styles.subtitle}>{t('wallets_open_title')}</h2>
      <div className={forms.field}>
        <label htmlFor={id} className={forms.label}>
          {t('wallets_currency_label')}
        </label>
        <select
          id={id}
          name="currency_id"
          className={forms.input}
          value={currencyId}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          data-testid="wallets-currency"
          onChange={(event) => {
            setCurrencyId(event.target.value);
            setMissing(false);
            create.reset();
          }}
        >
          <option value="">{t('wallets_currency_placeholder')}</option>
          {available.map((currency) => (
            <option key={currency.id} value={currency.id}>
              {`${currency.name} (${currency.code})`}
            </option>
          ))}
        </select>
        {error && (
          <p id={errorId} className={forms.fieldError} data-testid="error-currency_id">
            {error}
          </p>
        )}
      </div>
      {create.isError && !fieldError && (
        <FormError>{failureText(create.error, 'currency_id')}</FormError>
      )}
      <div className={styles.formActions}>
        <SubmitButton pending={create.isPending} testId="wallets-open-submit">
          {t('wallets_open_submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
