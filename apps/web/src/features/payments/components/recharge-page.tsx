import { Link, useSearchParams } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { useRechargeData } from '../api/recharge-data.ts';
import { accountIdOf, accountSearch } from '../lib/paycheck-link.ts';
import { AccountPicker } from './account-picker.tsx';
import { MethodCard } from './method-card.tsx';
import { LoadFailure, MethodsSkeleton, Notice, PaymentsPage } from './page-parts.tsx';
import styles from './payments.module.css';

/** Recharge: the account to pay into and the ways to pay, each opening its form. */
export function RechargePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [search, setSearch] = useSearchParams();
  const chosenId = accountIdOf(search);
  const recharge = useRechargeData(chosenId);
  const data = recharge.data;
  // Another account's methods are on their way: the old ones are not offered meanwhile.
  const switching = recharge.isPlaceholderData;
  const loading = (recharge.isPending || switching) && !recharge.isError;

  return (
    <PaymentsPage
      width="wide"
      testId="recharge-page"
      title={t('payment_recharge_title')}
      lead={t('payment_recharge_lead')}
      busy={recharge.isPending}
    >
      {data && (
        <AccountPicker
          accountId={chosenId ?? data.accountId}
          label={t('payment_recharge_account')}
          onChoose={(accountId) => setSearch({ account: String(accountId) }, { replace: true })}
        />
      )}
      {loading && <MethodsSkeleton />}
      {recharge.isError && (
        <LoadFailure error={recharge.error} onRetry={() => recharge.refetch()} />
      )}
      {data && !switching && data.blockedReason && (
        <Notice testId="recharge-blocked">
          <p className={styles.noticeText}>{t(data.blockedReason)}</p>
          {data.blockedReason === 'account_not_verified' && (
            <Link className={buttons.primary} to={pathFor('verification', {}, language)}>
              {t('payment_recharge_verify')}
            </Link>
          )}
        </Notice>
      )}
      {data && !switching && !data.blockedReason && data.methods.length === 0 && (
        <Notice testId="recharge-no-methods">{t('payment_recharge_no_methods')}</Notice>
      )}
      {data && !switching && !data.blockedReason && data.methods.length > 0 && (
        <section className={styles.methodsSection} aria-labelledby="recharge-methods">
          <h2 id="recharge-methods" className={styles.subtitle}>
            {t('payment_choose_method')}
          </h2>
          <ul className={styles.methods}>
            {data.methods.map((method) => (
              <MethodCard
                key={method.id}
                method={method}
                currency={data.currency}
                to={`${pathFor('rechargeForm', { method: method.id }, language)}${accountSearch(data.accountId)}`}
              />
            ))}
          </ul>
        </section>
      )}
    </PaymentsPage>
  );
}
