import type { LedgerEntry, PlayerLedger } from '@arenabet/contracts/payments';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ledgerKindText } from '../lib/ledger-kinds.ts';
import { isolate } from '../lib/money.ts';
import { MoneyText } from './money-text.tsx';
import styles from './tables.module.css';

interface LedgerPostingsProps {
  entries: readonly LedgerEntry[];
  accounts: PlayerLedger['accounts'];
}

/** The player's postings, newest first: what moved, under which key, by how much. */
export function LedgerPostings({ entries, accounts }: LedgerPostingsProps) {
  const { t } = useTranslation();
  // With one account the column would repeat the same number on every row.
  const showAccount = accounts.length > 1;
  return (
    <div className={styles.wrap}>
      <table className={styles.table} data-testid="ledger-postings">
        <thead>
          <tr>
            <th scope="col">{t('backoffice_col_time')}</th>
            <th scope="col">{t('backoffice_col_kind')}</th>
            <th scope="col">{t('backoffice_col_key')}</th>
            {showAccount && <th scope="col">{t('backoffice_col_account')}</th>}
            <th scope="col" className={styles.end}>
              {t('backoffice_col_amount')}
            </th>
          </tr>
        </thead>
        <tbody>
          {entries.length === 0 && (
            <tr>
              <td colSpan={showAccount ? 5 : 4} className={styles.empty} data-label="">
                {t('backoffice_postings_empty')}
              </td>
            </tr>
          )}
          {entries.map((entry) => (
            <PostingRow key={entry.postingId} entry={entry} showAccount={showAccount} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The movement in words; its code stays at hand (the title) for searching logs and docs. A kind
 * without words yet shows its code.
 */
function LedgerKind({ kind }: { kind: string }) {
  const { t } = useTranslation();
  const text = ledgerKindText(kind);
  if (!text)
    return (
      <span className={`${styles.tag} ${styles.mono}`} dir="ltr">
        {kind}
      </span>
    );
  return (
    <span className={styles.tag} title={kind} data-testid="ledger-kind">
      {t(text)}
    </span>
  );
}

function PostingRow({ entry, showAccount }: { entry: LedgerEntry; showAccount: boolean }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <tr data-testid="ledger-posting" data-kind={entry.kind}>
      <td data-label={t('backoffice_col_time')} className={styles.nowrap}>
        {formatDateTime(entry.createdAt, language)}
        <span className={styles.sub}>
          {t('backoffice_transaction', { id: isolate(entry.transactionId) })}
        </span>
      </td>
      <td data-label={t('backoffice_col_kind')}>
        <LedgerKind kind={entry.kind} />
      </td>
      <td data-label={t('backoffice_col_key')} className={styles.wide}>
        <span className={styles.key} dir="ltr" title={entry.idempotencyKey}>
          {entry.idempotencyKey}
        </span>
      </td>
      {showAccount && (
        <td data-label={t('backoffice_col_account')} className={styles.nowrap}>
          <span dir="ltr">
            #{entry.accountId} {entry.currency.iso}
          </span>
        </td>
      )}
      <td data-label={t('backoffice_col_amount')} className={styles.end}>
        <MoneyText amount={entry.amount} currency={entry.currency} signed testId="posting-amount" />
      </td>
    </tr>
  );
}
