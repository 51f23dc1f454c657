import type { PaymentMethod, RechargeData } from '@arenabet/contracts/payments';
import { type FormEvent, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useStartDeposit } from '../api/deposit.ts';
import { useRechargeData } from '../api/recharge-data.ts';
import { useAmountField } from '../hooks/use-amount-field.ts';
import { useSubmitIntent } from '../hooks/use-submit-intent.ts';
import { limitsOfMethod } from '../lib/amount.ts';
import { accountIdOf, accountSearch } from '../lib/paycheck-link.ts';
import { paymentServerErrors } from '../lib/server-errors.ts';
import { AmountInput } from './amount-input.tsx';
import { MethodSummary } from './method-card.tsx';
import { BackLink, FormSkeleton, LoadFailure, Notice, PaymentsPage } from './page-parts.tsx';
import paymentForm from './payment-form.module.css';
import { NO_SERVER_ERRORS, PaymentFormAlert } from './payment-form-parts.tsx';
import styles from './payments.module.css';

/** Recharge form: one method's amount, then off to the provider's hosted payment page. */
export function RechargeFormPage() {
  const { t } = useTranslation();
  const { method: methodId } = useParams();
  const [search] = useSearchParams();
  const accountId = accountIdOf(search);
  const recharge = useRechargeData(accountId);
  const method = recharge.data?.methods.find((candidate) => candidate.id === methodId);

  return (
    <PaymentsPage
      width="narrow"
      testId="recharge-form-page"
      title={t('payment_recharge_form_title')}
      back={
        <BackLink
          to="recharge"
          search={accountSearch(accountId)}
          label={t('payment_back_to_methods')}
        />
      }
      busy={recharge.isPending}
    >
      {recharge.isPending && <FormSkeleton />}
      {recharge.isError && (
        <LoadFailure error={recharge.error} onRetry={() => recharge.refetch()} />
      )}
      {recharge.data && !method && (
        <Notice testId="payment-method-missing">{t('payment_method_unavailable')}</Notice>
      )}
      {recharge.data && method && (
        // A new method or account is a new form: nothing typed for one is sent through another.
        <RechargeForm
          key={`${recharge.data.accountId}-${method.id}`}
          data={recharge.data}
          method={method}
        />
      )}
    </PaymentsPage>
  );
}

function RechargeForm({ data, method }: { data: RechargeData; method: PaymentMethod }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatMoney();
  const { currency } = data;
  const limits = useMemo(() => limitsOfMethod(method, currency.precision), [method, currency]);
  const amount = useAmountField(currency.precision, limits);
  const deposit = useStartDeposit();
  const keyFor = useSubmitIntent();
  const [serverErrors, setServerErrors] = useState(NO_SERVER_ERRORS);
  // Between the answer and the provider's page loading: the form stays busy, nothing resends.
  const [leaving, setLeaving] = useState(false);
  const busy = deposit.isPending || leaving;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.submit();
    if (value === null || busy) return;
    setServerErrors(NO_SERVER_ERRORS);
    const input = { accountId: data.accountId, methodId: method.id, amount: value, language };
    deposit.mutate(
      { ...input, idempotencyKey: keyFor([input.accountId, input.methodId, value]) },
      {
        onSuccess: (start) => {
          setLeaving(true);
          window.location.assign(start.redirectUrl);
        },
        onError: (error) => setServerErrors(paymentServerErrors(error)),
      },
    );
  };
  const field = {
    ...amount,
    change: (raw: string) => {
      setServerErrors(NO_SERVER_ERRORS);
      amount.change(raw);
    },
    set: (value: string) => {
      setServerErrors(NO_SERVER_ERRORS);
      amount.set(value);
    },
  };

  return (
    <form className={forms.form} onSubmit={submit} noValidate data-testid="recharge-form">
      <div className={styles.methodHeading}>
        <MethodSummary method={method} currency={currency} />
      </div>
      <AmountInput
        field={field}
        currency={currency}
        method={method}
        serverError={serverErrors.fields.amount}
        disabled={busy}
      />
      <PaymentFormAlert error={deposit.error} serverErrors={serverErrors} />
      <SubmitButton pending={busy} className={paymentForm.submit} testId="recharge-submit">
        {leaving
          ? t('payment_recharge_redirecting')
          : amount.valid
            ? t('payment_recharge_submit_amount', { amount: format(amount.value, currency) })
            : t('payment_recharge_submit')}
      </SubmitButton>
      <p className={paymentForm.secureNote}>
        <Icon name="lock" size={16} />
        {t('payment_recharge_secure_note')}
      </p>
    </form>
  );
}
