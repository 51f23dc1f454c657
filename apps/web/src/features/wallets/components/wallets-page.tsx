import type { Account } from '@arenabet/contracts/accounts';
import { useState } from 'react';
import { useBalance } from '../../../shared/api/balance-query.ts';
import { errorText } from '../../../shared/api/error-text.ts';
import { useFailureText } from '../../../shared/api/failure-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useDeleteCurrencyAccount, useSetActiveAccount } from '../api/balance.ts';
import { activeAccountOf } from '../lib/account-money.ts';
import { AccountCard } from './account-card.tsx';
import { OpenAccountForm } from './open-account-form.tsx';
import styles from './wallets.module.css';

/** Settings, wallets: the player's accounts, which one is played from, opening and closing. */
export function WalletsPage() {
  const { t, i18n } = useTranslation();
  const balance = useBalance();
  const makeActive = useSetActiveAccount();
  const close = useDeleteCurrencyAccount();
  const failureText = useFailureText();
  const [closing, setClosing] = useState<Account | null>(null);

  const accounts = balance.data?.accounts ?? [];
  const active = activeAccountOf(accounts, balance.data?.activeAccountId ?? null);

  const askClose = (account: Account) => {
    close.reset();
    setClosing(account);
  };
  const confirmClose = () => {
    if (closing) close.mutate(closing.id, { onSuccess: () => setClosing(null) });
  };

  return (
    <PageCard
      testId="wallets-page"
      title={t('wallets_title')}
      lead={t('wallets_lead')}
      busy={balance.isPending}
    >
      {balance.isPending && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {balance.isError && (
        <div className={page.state} role="alert">
          <p>{errorText(balance.error, t, i18n.exists)}</p>
          <button type="button" className={buttons.secondary} onClick={() => balance.refetch()}>
            {t('error_retry')}
          </button>
        </div>
      )}
      {makeActive.isError && <FormError>{failureText(makeActive.error, 'account_id')}</FormError>}
      {balance.data && (
        <>
          <ul className={styles.list}>
            {accounts.map((account) => (
              <AccountCard
                key={account.id}
                account={account}
                active={account.id === active?.id}
                busy={makeActive.isPending || close.isPending}
                onMakeActive={(chosen) => makeActive.mutate(chosen.id)}
                onClose={askClose}
              />
            ))}
          </ul>
          <OpenAccountForm accounts={accounts} />
        </>
      )}
      <ConfirmDialog
        open={closing !== null}
        title={t('wallets_close_title')}
        text={t('wallets_close_text', { currency: closing?.labels.symbol ?? '' })}
        confirmLabel={t('wallets_close')}
        pending={close.isPending}
        error={close.isError ? failureText(close.error, 'account_id') : null}
        onConfirm={confirmClose}
        onCancel={() => setClosing(null)}
      />
    </PageCard>
  );
}
