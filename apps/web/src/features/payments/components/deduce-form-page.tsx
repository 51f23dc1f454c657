import type { DeduceData, Payment, PaymentMethod } from '@arenabet/contracts/payments';
import { maskPayoutDetails, normalisePayoutDetails } from '@arenabet/domain';
import { type FormEvent, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { useDeduceData } from '../api/deduce-data.ts';
import { useAskWithdrawal } from '../api/withdraw.ts';
import { useAmountField } from '../hooks/use-amount-field.ts';
import { useSubmitIntent } from '../hooks/use-submit-intent.ts';
import { allAvailable, limitsOfMethod } from '../lib/amount.ts';
import { accountIdOf, accountSearch } from '../lib/paycheck-link.ts';
import { payoutProblem } from '../lib/payout-details.ts';
import { paymentServerErrors } from '../lib/server-errors.ts';
import { AmountInput } from './amount-input.tsx';
import { WithdrawalConfirm } from './deduce-confirm.tsx';
import { WithdrawalRequested } from './deduce-requested.tsx';
import { MethodSummary } from './method-card.tsx';
import { BackLink, FormSkeleton, LoadFailure, Notice, PaymentsPage } from './page-parts.tsx';
import paymentForm from './payment-form.module.css';
import { NO_SERVER_ERRORS, PaymentFormAlert } from './payment-form-parts.tsx';
import styles from './payments.module.css';
import { PayoutDetailsInput } from './payout-details-input.tsx';

/** Deduce form: how much, where to, a last look at what it means, and the request. */
export function DeduceFormPage() {
  const { t } = useTranslation();
  const { method: methodId } = useParams();
  const [search] = useSearchParams();
  const accountId = accountIdOf(search);
  const deduce = useDeduceData(accountId);
  const data = deduce.data;
  const method = data?.methods.find((candidate) => candidate.id === methodId);

  return (
    <PaymentsPage
      width="narrow"
      testId="deduce-form-page"
      title={t('payment_deduce_form_title')}
      back={
        <BackLink
          to="deduce"
          search={accountSearch(accountId)}
          label={t('payment_back_to_withdrawal')}
        />
      }
      busy={deduce.isPending}
    >
      {deduce.isPending && <FormSkeleton lines={4} />}
      {deduce.isError && <LoadFailure error={deduce.error} onRetry={() => deduce.refetch()} />}
      {data?.blockedReason && (
        <Notice testId="deduce-blocked">
          {t(data.blockedReason, { defaultValue: t('payment_withdrawal_blocked') })}
        </Notice>
      )}
      {data && !data.blockedReason && !method && (
        <Notice testId="payment-method-missing">{t('payment_method_unavailable')}</Notice>
      )}
      {data && !data.blockedReason && method && (
        <DeduceForm key={`${data.accountId}-${method.id}`} data={data} method={method} />
      )}
    </PaymentsPage>
  );
}

type Step =
  | { name: 'form' }
  | { name: 'confirm'; amount: string; details: string }
  | { name: 'done'; payment: Payment };

function DeduceForm({ data, method }: { data: DeduceData; method: PaymentMethod }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const { currency } = data;
  const limits = useMemo(() => limitsOfMethod(method, currency.precision), [method, currency]);
  // The balance is read when the form opens; the server checks it again when asked.
  const [available] = useState(data.available);
  const amount = useAmountField(currency.precision, limits, available);
  const [details, setDetails] = useState('');
  const [detailsLeft, setDetailsLeft] = useState(false);
  const [step, setStep] = useState<Step>({ name: 'form' });
  const [serverErrors, setServerErrors] = useState(NO_SERVER_ERRORS);
  const withdraw = useAskWithdrawal();
  const keyFor = useSubmitIntent();
  const detailsProblem = payoutProblem(method.kind, details);

  const review = (event: FormEvent) => {
    event.preventDefault();
    const value = amount.submit();
    setDetailsLeft(true);
    if (value === null || detailsProblem !== null) return;
    setServerErrors(NO_SERVER_ERRORS);
    setStep({
      name: 'confirm',
      amount: value,
      details: normalisePayoutDetails(method.kind, details),
    });
  };
  const confirm = (chosen: { amount: string; details: string }) => {
    const input = { accountId: data.accountId, methodId: method.id, ...chosen };
    withdraw.mutate(
      {
        ...input,
        idempotencyKey: keyFor([input.accountId, input.methodId, input.amount, input.details]),
      },
      {
        onSuccess: (payment) => setStep({ name: 'done', payment }),
        onError: (error) => {
          const refused = paymentServerErrors(error);
          setServerErrors(refused);
          // A field the server refused is fixed on the form; anything else can be tried again here.
          if (Object.keys(refused.fields).length > 0) setStep({ name: 'form' });
        },
      },
    );
  };
  const clearServer = () => {
    withdraw.reset();
    setServerErrors(NO_SERVER_ERRORS);
  };

  if (step.name === 'done') return <WithdrawalRequested payment={step.payment} />;
  if (step.name === 'confirm') {
    return (
      <WithdrawalConfirm
        method={method}
        currency={currency}
        amount={step.amount}
        maskedDetails={maskPayoutDetails(method.kind, step.details)}
        pending={withdraw.isPending}
        alert={<PaymentFormAlert error={withdraw.error} serverErrors={serverErrors} />}
        onConfirm={() => confirm(step)}
        onBack={() => {
          clearServer();
          setStep({ name: 'form' });
        }}
      />
    );
  }
  return (
    <form className={forms.form} onSubmit={review} noValidate data-testid="deduce-form">
      <div className={styles.methodHeading}>
        <MethodSummary method={method} currency={currency} />
      </div>
      <p className={paymentForm.availableLine}>
        {t('payment_deduce_available')}{' '}
        <strong dir="ltr" data-testid="deduce-form-available">
          {format(available, currency)}
        </strong>
      </p>
      <AmountInput
        field={{
          ...amount,
          change: (raw) => {
            clearServer();
            amount.change(raw);
          },
          set: (value) => {
            clearServer();
            amount.set(value);
          },
        }}
        currency={currency}
        method={method}
        serverError={serverErrors.fields.amount}
        all={{
          amount: allAvailable(available, limits, currency.precision),
          label: t('payment_amount_all'),
        }}
      />
      <PayoutDetailsInput
        kind={method.kind}
        value={details}
        problem={detailsLeft ? detailsProblem : null}
        serverError={serverErrors.fields.details}
        onChange={(value) => {
          clearServer();
          setDetails(value);
        }}
        onBlur={() => setDetailsLeft(true)}
      />
      <PaymentFormAlert error={withdraw.error} serverErrors={serverErrors} />
      <SubmitButton pending={false} className={paymentForm.submit} testId="deduce-continue">
        {t('payment_deduce_continue')}
      </SubmitButton>
    </form>
  );
}
