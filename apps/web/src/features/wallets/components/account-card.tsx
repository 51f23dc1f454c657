import type { Account } from '@arenabet/contracts/accounts';
import { useFormatAccountMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import cards from '../../../shared/ui/card.module.css';
import { isClosable } from '../lib/account-money.ts';
import styles from './wallets.module.css';

interface AccountCardProps {
  account: Account;
  active: boolean;
  /** While any account call runs: a second press would race the first. */
  busy: boolean;
  onMakeActive(account: Account): void;
  onClose(account: Account): void;
}

/** One open account: its currency and balance, whether it is main or active, and its actions. */
export function AccountCard({ account, active, busy, onMakeActive, onClose }: AccountCardProps) {
  const { t } = useTranslation();
  const format = useFormatAccountMoney();
  return (
    <li
      className={active ? `${styles.card} ${cards.highlighted}` : styles.card}
      data-active={active || undefined}
      data-testid={`wallet-${account.iso}`}
    >
      <div className={styles.cardHead}>
        <div className={styles.who}>
          <p className={styles.name}>{account.labels.symbol}</p>
          <p className={styles.money} dir="ltr" data-testid="wallet-balance">
            {format(account)}
          </p>
        </div>
        <div className={styles.badges}>
          {account.type === 'main' && (
            <span className={styles.badge} data-testid="wallet-main">
              {t('wallets_main')}
            </span>
          )}
          {active && (
            <span className={`${styles.badge} ${styles.activeBadge}`} data-testid="wallet-active">
              {t('wallets_active')}
            </span>
          )}
        </div>
      </div>
      {(!active || isClosable(account)) && (
        <div className={styles.actions}>
          {!active && (
            <button
              type="button"
              className={buttons.secondary}
              disabled={busy}
              onClick={() => onMakeActive(account)}
            >
              {t('wallets_make_active')}
            </button>
          )}
          {isClosable(account) && (
            <button
              type="button"
              className={buttons.danger}
              disabled={busy}
              onClick={() => onClose(account)}
            >
              {t('wallets_close')}
            </button>
          )}
        </div>
      )}
    </li>
  );
}
