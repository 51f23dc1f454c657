import type { DeduceData } from '@arenabet/contracts/payments';
import { Link, useSearchParams } from 'react-router';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useDeduceData } from '../api/deduce-data.ts';
import { accountIdOf, accountSearch } from '../lib/paycheck-link.ts';
import { AccountPicker } from './account-picker.tsx';
import { MethodCard } from './method-card.tsx';
import { LoadFailure, MethodsSkeleton, Notice, PaymentsPage } from './page-parts.tsx';
import styles from './payments.module.css';

/**
 * Deduce (withdrawal): what may be withdrawn and what is already held for review, then the
 * methods the money can go to (the server offers only those the player has deposited with).
 */
export function DeducePage() {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const chosenId = accountIdOf(search);
  const deduce = useDeduceData(chosenId);
  const data = deduce.data;
  const switching = deduce.isPlaceholderData;
  const loading = (deduce.isPending || switching) && !deduce.isError;

  return (
    <PaymentsPage
      width="wide"
      testId="deduce-page"
      title={t('payment_deduce_title')}
      lead={t('payment_deduce_lead')}
      busy={deduce.isPending}
    >
      {data && (
        <AccountPicker
          accountId={chosenId ?? data.accountId}
          label={t('payment_deduce_account')}
          onChoose={(accountId) => setSearch({ account: String(accountId) }, { replace: true })}
        />
      )}
      {loading && <MethodsSkeleton count={2} />}
      {deduce.isError && <LoadFailure error={deduce.error} onRetry={() => deduce.refetch()} />}
      {data && !switching && <DeduceOverview data={data} />}
    </PaymentsPage>
  );
}

function DeduceOverview({ data }: { data: DeduceData }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <BalanceTiles data={data} />
      {data.blockedReason && (
        <Notice testId="deduce-blocked">
          {t(data.blockedReason, { defaultValue: t('payment_withdrawal_blocked') })}
        </Notice>
      )}
      {!data.blockedReason && data.methods.length === 0 && <NoMethods accountId={data.accountId} />}
      {!data.blockedReason && data.methods.length > 0 && (
        <section className={styles.methodsSection} aria-labelledby="deduce-methods">
          <h2 id="deduce-methods" className={styles.subtitle}>
            {t('payment_choose_method')}
          </h2>
          <ul className={styles.methods}>
            {data.methods.map((method) => (
              <MethodCard
                key={method.id}
                method={method}
                currency={data.currency}
                to={`${pathFor('deduceForm', { method: method.id }, language)}${accountSearch(data.accountId)}`}
              />
            ))}
          </ul>
        </section>
      )}
    </>
  );
}

/** Available now, and already held in withdrawals an operator has yet to review. */
function BalanceTiles({ data }: { data: DeduceData }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  return (
    <dl className={styles.tiles}>
      <div className={`${styles.tile} ${styles.tileMain}`}>
        <dt>{t('payment_deduce_available')}</dt>
        <dd dir="ltr" data-testid="deduce-available">
          {format(data.available, data.currency)}
        </dd>
      </div>
      <div className={styles.tile}>
        <dt>{t('payment_deduce_pending')}</dt>
        <dd dir="ltr" data-testid="deduce-pending">
          {format(data.pending, data.currency)}
        </dd>
      </div>
    </dl>
  );
}

/** No method to pay out to yet: money goes back the way it came, so a deposit comes first. */
function NoMethods({ accountId }: { accountId: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.empty} data-testid="deduce-empty">
      <span className={styles.emptyIcon}>
        <Icon name="wallet" size={28} />
      </span>
      <h2 className={styles.subtitle}>{t('payment_deduce_empty_title')}</h2>
      <p className={styles.emptyText}>{t('payment_deduce_empty_text')}</p>
      <Link
        to={`${pathFor('recharge', {}, language)}${accountSearch(accountId)}`}
        className={buttons.primary}
      >
        {t('payment_make_deposit')}
      </Link>
    </div>
  );
}
