import { useId } from 'react';
import { useBalance } from '../../../shared/api/balance-query.ts';
import { useFormatAccountMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import styles from './payments.module.css';

interface AccountPickerProps {
  /** The account the page shows: the one the server answered for. */
  accountId: number;
  /** "Pay into" or "pay out of". */
  label: string;
  onChoose(accountId: number): void;
}

/**
 * Which of the player's accounts the money goes into (or comes out of), with its balance. The
 * active account is chosen by default; picking another here does not change the active one.
 */
export function AccountPicker({ accountId, label, onChoose }: AccountPickerProps) {
  const { t } = useTranslation();
  const balance = useBalance();
  const moneyOf = useFormatAccountMoney();
  const id = useId();
  const accounts = balance.data?.accounts ?? [];
  const chosen = accounts.find((account) => account.id === accountId);

  return (
    <div className={styles.accountBar} data-testid="payment-account">
      <label htmlFor={id} className={styles.accountLabel}>
        {label}
      </label>
      {accounts.length > 1 ? (
        <select
          id={id}
          className={`${forms.input} ${styles.accountSelect}`}
          value={accountId}
          data-testid="payment-account-select"
          onChange={(event) => onChoose(Number(event.target.value))}
        >
          {accounts.map((account) => (
            <option key={account.id} value={account.id}>
              {`${account.labels.iso} · ${moneyOf(account)}`}
            </option>
          ))}
        </select>
      ) : (
        <output id={id} className={styles.accountOnly}>
          {chosen?.labels.iso ?? (balance.isPending ? t('loading') : null)}
        </output>
      )}
      {chosen && (
        <span className={styles.accountMoney} dir="ltr" data-testid="payment-account-balance">
          {moneyOf(chosen)}
        </span>
      )}
    </div>
  );
}
