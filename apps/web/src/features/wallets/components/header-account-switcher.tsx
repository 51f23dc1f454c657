import type { Account } from '@arenabet/contracts/accounts';
import { Link } from 'react-router';
import { useBalance } from '../../../shared/api/balance-query.ts';
import { useDisclosure } from '../../../shared/hooks/use-disclosure.ts';
import { useFormatAccountMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { useSetActiveAccount } from '../api/balance.ts';
import { activeAccountOf } from '../lib/account-money.ts';
import styles from './header-account-switcher.module.css';

/**
 * The signed-in player's balance in the header: the active account's money, a list of every
 * open account to play from another, and the ways to pay in and out. Render it only for a
 * signed-in player.
 */
export function HeaderAccountSwitcher() {
  const { t } = useTranslation();
  const language = useLanguage();
  const balance = useBalance();
  const choose = useSetActiveAccount();
  const format = useFormatAccountMoney();
  const { open, setOpen, rootRef, listId } = useDisclosure<HTMLDivElement>();

  const accounts = balance.data?.accounts ?? [];
  const active = activeAccountOf(accounts, balance.data?.activeAccountId ?? null);
  // Nothing to show before the first answer: an empty button would jump when it arrives.
  if (!active) return null;

  const pick = (account: Account) => {
    setOpen(false);
    if (account.id !== active.id) choose.mutate(account.id);
  };

  return (
    <div className={styles.group}>
      <div className={styles.root} ref={rootRef} data-testid="account-switcher">
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          aria-label={t('wallets_switcher_label', { balance: format(active) })}
          aria-busy={choose.isPending}
          onClick={() => setOpen((value) => !value)}
        >
          <Icon name="wallet" size={18} className={styles.walletIcon} />
          <span className={styles.amount} dir="ltr" data-testid="account-switcher-balance">
            {format(active)}
          </span>
          <Icon name="chevronDown" size={16} />
        </button>
        <div id={listId} className={styles.panel} hidden={!open}>
          <ul className={styles.list} aria-label={t('wallets_title')}>
            {accounts.map((account) => (
              <li key={account.id}>
                <button
                  type="button"
                  className={styles.item}
                  aria-pressed={account.id === active.id}
                  data-testid={`account-switcher-item-${account.iso}`}
                  onClick={() => pick(account)}
                >
                  <span className={styles.currency} title={account.labels.iso}>
                    {account.iso}
                  </span>
                  <span className={styles.itemAmount} dir="ltr">
                    {format(account)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          <PaymentLinks language={language} onLeave={() => setOpen(false)} />
        </div>
      </div>
      {/* The site's main call to action for a signed-in player; on phones it lives in the panel. */}
      <Link
        to={pathFor('recharge', {}, language)}
        className={styles.headerDeposit}
        aria-label={t('payment_make_deposit')}
        data-testid="header-deposit"
      >
        <Icon name="deposit" size={18} />
        <span className={styles.headerDepositText}>{t('payment_make_deposit')}</span>
      </Link>
    </div>
  );
}

/** The panel's way out to the money screens: pay in first and filled, then the rest. */
function PaymentLinks({ language, onLeave }: { language: string; onLeave(): void }) {
  const { t } = useTranslation();
  return (
    <>
      <Link
        to={pathFor('recharge', {}, language)}
        className={styles.deposit}
        onClick={onLeave}
        data-testid="account-switcher-deposit"
      >
        <Icon name="deposit" size={18} />
        {t('payment_make_deposit')}
      </Link>
      <div className={styles.links}>
        <Link
          to={pathFor('settingsWallets', {}, language)}
          className={styles.link}
          onClick={onLeave}
        >
          {t('wallets_manage')}
        </Link>
        <Link
          to={pathFor('deduce', {}, language)}
          className={styles.link}
          onClick={onLeave}
          data-testid="account-switcher-withdraw"
        >
          <Icon name="withdraw" size={16} />
          {t('wallets_withdraw')}
        </Link>
      </div>
    </>
  );
}
