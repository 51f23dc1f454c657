import type { ConsistencyReport as Report } from '@arenabet/contracts/accounts';
import type { GeoCurrency } from '@arenabet/domain';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useConsistency } from '../api/consistency.ts';
import { formatDecimal, minorToDecimal } from '../lib/money.ts';
import styles from './consistency.module.css';
import { QueryState } from './query-state.tsx';
import tables from './tables.module.css';

/** Decimals of a currency the site no longer lists (a house account may still hold it). */
const FALLBACK_PRECISION = 2;

/** The ledger recomputed from its postings: one line when all is well, else every difference. */
export function ConsistencyReport() {
  const { t } = useTranslation();
  const language = useLanguage();
  const report = useConsistency();
  return (
    <section
      className={styles.report}
      aria-labelledby="consistency-title"
      data-testid="consistency"
    >
      <div className={styles.head}>
        <h2 id="consistency-title" className={styles.title}>
          {t('backoffice_consistency_title')}
        </h2>
        <button
          type="button"
          className={tables.more}
          onClick={() => report.refetch()}
          disabled={report.isFetching}
          aria-busy={report.isFetching}
          data-testid="consistency-recheck"
        >
          {report.isFetching && <Spinner />}
          {t('backoffice_consistency_recheck')}
        </button>
      </div>
      <QueryState
        pending={report.isPending}
        error={report.error}
        onRetry={() => report.refetch()}
      />
      {report.data && (
        <>
          <p className={styles.verdict} data-state={report.data.consistent ? 'ok' : 'broken'}>
            <span className={styles.mark} aria-hidden="true">
              {report.data.consistent ? '✓' : '!'}
            </span>
            <span>
              <strong data-testid="consistency-verdict">
                {t(
                  report.data.consistent
                    ? 'backoffice_consistency_ok'
                    : 'backoffice_consistency_broken',
                )}
              </strong>
              <span className={styles.when}>
                {t('backoffice_consistency_checked_at', {
                  time: formatDateTime(new Date(report.dataUpdatedAt).toISOString(), language),
                })}
              </span>
            </span>
          </p>
          {!report.data.consistent && <Differences report={report.data} />}
        </>
      )}
    </section>
  );
}

function Differences({ report }: { report: Report }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { currencies } = useSiteSettings();
  const amount = (minor: number, currencyId: number) => {
    const currency = currencyOf(currencies, currencyId);
    const value = formatDecimal(
      minorToDecimal(minor, currency.precision),
      currency.precision,
      language,
    );
    return `${value} ${currency.code}`;
  };
  return (
    <div className={styles.differences}>
      {report.accountDifferences.length > 0 && (
        <DifferenceTable
          title={t('backoffice_consistency_accounts')}
          columns={[
            t('backoffice_col_account'),
            t('backoffice_col_balance'),
            t('backoffice_col_from_postings'),
          ]}
          rows={report.accountDifferences.map((row) => [
            `#${row.accountId}`,
            amount(row.balance, row.currencyId),
            amount(row.fromPostings, row.currencyId),
          ])}
        />
      )}
      {report.currencySums.length > 0 && (
        <DifferenceTable
          title={t('backoffice_consistency_currencies')}
          columns={[t('backoffice_col_currency'), t('backoffice_col_sum')]}
          rows={report.currencySums.map((row) => [
            currencyOf(currencies, row.currencyId).code,
            amount(row.sum, row.currencyId),
          ])}
        />
      )}
      {report.unbalancedTransactions.length > 0 && (
        <DifferenceTable
          title={t('backoffice_consistency_transactions')}
          columns={[t('backoffice_col_transaction'), t('backoffice_col_sum')]}
          rows={report.unbalancedTransactions.map((row) => [
            `#${row.transactionId}`,
            amount(row.sum, row.currencyId),
          ])}
        />
      )}
    </div>
  );
}

function currencyOf(currencies: readonly GeoCurrency[], id: number) {
  const known = currencies.find((currency) => currency.id === id);
  return known
    ? { code: known.code, precision: known.precision }
    : { code: `#${id}`, precision: FALLBACK_PRECISION };
}

interface DifferenceTableProps {
  title: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

/** One kind of difference; every value is an identifier or an amount, so all read left to right. */
function DifferenceTable({ title, columns, rows }: DifferenceTableProps) {
  return (
    <div className={styles.group}>
      <h3 className={styles.groupTitle}>{title}</h3>
      <div className={tables.wrap}>
        <table className={tables.table}>
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {column}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.join('|')} data-flagged>
                {row.map((cell, index) => (
                  <td key={columns[index]} data-label={columns[index]}>
                    <bdi dir="ltr">{cell}</bdi>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
