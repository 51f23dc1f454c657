import type { TableRound, TableState } from '@arenabet/contracts/casino-tables';
import { memo } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { crashText } from '../lib/crash-view.ts';
import { Pocket } from './outcome-view.tsx';
import styles from './shared-table.module.css';
import { tableVerifyPath } from './table-fairness.tsx';

/** How a crash point reads at a glance: busted early, a fair flight, a long one. */
const crashTier = (point: number) => (point < 200 ? 'low' : point < 1_000 ? 'mid' : 'high');

/**
 * The table's latest results, newest first, each a link to its check: a round before the one
 * in play on the same chain (a lower position) shares its commitment and salt.
 */
export const TableResults = memo(function TableResults({
  round,
  history,
  label,
}: {
  round: TableRound;
  history: TableState['history'];
  label: string;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={styles.results}>
      <span className={styles.resultsLabel}>{label}</span>
      {history.length === 0 ? (
        <span className={styles.quiet}>—</span>
      ) : (
        <ol className={styles.resultsList} data-testid="table-results">
          {history.map((settled) => {
            const face =
              'crashPoint' in settled.outcome ? (
                <span
                  className={styles.crashChip}
                  data-tier={crashTier(settled.outcome.crashPoint)}
                  dir="ltr"
                >
                  {crashText(settled.outcome.crashPoint)}
                </span>
              ) : (
                <Pocket pocket={settled.outcome.pocket} size="s" />
              );
            return (
              <li
                key={settled.id}
                data-testid="table-result"
                data-round-id={settled.id}
                data-outcome={
                  'crashPoint' in settled.outcome
                    ? settled.outcome.crashPoint
                    : settled.outcome.pocket
                }
              >
                {settled.position < round.position ? (
                  <Link
                    className={styles.resultLink}
                    to={tableVerifyPath(language, round.game, round, settled)}
                    aria-label={t('casino_table_verify_round', { position: settled.position })}
                  >
                    {face}
                  </Link>
                ) : (
                  face
                )}
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
});
