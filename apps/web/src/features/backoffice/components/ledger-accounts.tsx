import type { PlayerLedger } from '@arenabet/contracts/payments';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { amountDifference, amountsDiffer } from '../lib/money.ts';
import { useMoneyFormat } from '../lib/use-money-format.ts';
import { MoneyText } from './money-text.tsx';
import styles from './tables.module.css';

type LedgerAccount = PlayerLedger['accounts'][number];

/**
 * The player's accounts with the ledger's own check: the stored balance beside the sum of the
 * account's postings. They differ only if something wrote a balance around the ledger, so a
 * difference is flagged loudly.
 */
export function LedgerAccounts({ accounts }: { accounts: readonly LedgerAccount[] }) {
  const { t } = useTranslation();
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="ledger-accounts">
        <thead>
          <tr>
            <th scope="col">{t('backoffice_col_account')}</th>
            <th scope="col">{t('backoffice_col_currency')}</th>
            <th scope="col" className={styles.end}>
              {t('backoffice_col_balance')}
            </th>
            <th scope="col" className={styles.end}>
              {t('backoffice_col_from_postings')}
            </th>
            <th scope="col">{t('backoffice_col_check')}</th>
          </tr>
        </thead>
        <tbody>
          {accounts.length === 0 && (
            <tr>
              <td colSpan={5} className={styles.empty} data-label="">
                {t('backoffice_accounts_empty')}
              </td>
            </tr>
          )}
          {accounts.map((account) => (
            <AccountRow key={account.id} account={account} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function AccountRow({ account }: { account: LedgerAccount }) {
  const { t } = useTranslation();
  const format = useMoneyFormat();
  const { precision } = account.currency;
  const mismatch = amountsDiffer(account.balance, account.fromPostings, precision);
  const difference = amountDifference(account.balance, account.fromPostings, precision);
  return (
    <tr data-flagged={mismatch || undefined} data-testid={`ledger-account-${account.currency.iso}`}>
      <td data-label={t('backoffice_col_account')}>
        <span dir="ltr">#{account.id}</span>{' '}
        <span className={styles.tag}>
          {t(account.main ? 'backoffice_account_main' : 'backoffice_account_currency')}
        </span>{' '}
        {account.closed && <span className={styles.tag}>{t('backoffice_account_closed')}</span>}
      </td>
      <td data-label={t('backoffice_col_currency')}>
        <span dir="ltr">{account.currency.iso}</span>
        <span className={styles.sub}>{account.currency.name}</span>
      </td>
      <td data-label={t('backoffice_col_balance')} className={styles.end}>
        <MoneyText
          amount={account.balance}
          currency={account.currency}
          testId="ledger-account-balance"
        />
      </td>
      <td data-label={t('backoffice_col_from_postings')} className={styles.end}>
        <MoneyText amount={account.fromPostings} currency={account.currency} />
      </td>
      <td data-label={t('backoffice_col_check')}>
        <span
          className={styles.status}
          data-status={mismatch ? 'failed' : 'success'}
          data-testid="ledger-account-check"
        >
          {t(mismatch ? 'backoffice_check_mismatch' : 'backoffice_check_ok')}
        </span>
        {difference && (
          // Not a movement: any difference is wrong, so it is red whichever way it goes.
          <span className={styles.difference} data-testid="ledger-account-difference">
            <bdi dir="ltr">{format(difference, account.currency, true)}</bdi>
          </span>
        )}
      </td>
    </tr>
  );
}
