import type { TableRound } from '@arenabet/contracts/casino-tables';
import { memo } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRoundMoneyText } from '../hooks/use-money-text.ts';
import { crashText } from '../lib/crash-view.ts';
import page from './game-page.module.css';
import styles from './shared-table.module.css';

/**
 * The bets on the table in the round shown, as every player sees them: whose (the account
 * number with its middle hidden), the stake, the cash-out (crash) and the win once settled.
 */
export const TableBets = memo(function TableBets({ round }: { round: TableRound }) {
  const { t } = useTranslation();
  const money = useRoundMoneyText();
  const crash = round.game === 'crash';
  return (
    <section className={page.panel} aria-labelledby="table-bets-title" data-testid="table-bets">
      <div className={page.panelHead}>
        <h2 id="table-bets-title" className={page.panelTitle}>
          {t('casino_table_bets')}
        </h2>
        <span className={styles.count} data-testid="table-bet-count">
          {t('casino_table_bet_count', { count: round.betCount })}
        </span>
      </div>
      {round.bets.length === 0 ? (
        <p className={styles.quiet}>{t('casino_table_no_bets')}</p>
      ) : (
        <table className={styles.bets}>
          <thead>
            <tr>
              <th scope="col">{t('casino_table_player')}</th>
              <th scope="col">{t('casino_round_stake')}</th>
              {crash && <th scope="col">{t('casino_crash_cashout')}</th>}
              <th scope="col">{t('casino_round_win')}</th>
            </tr>
          </thead>
          <tbody>
            {round.bets.map((bet, index) => {
              const won = bet.win !== null && bet.win > 0;
              return (
                <tr
                  // biome-ignore lint/suspicious/noArrayIndexKey: a player may hold several bets
                  key={index}
                  data-testid="table-bet"
                  data-won={won || undefined}
                  data-lost={bet.win === 0 || undefined}
                >
                  <td dir="ltr" className={styles.player}>
                    {bet.player}
                  </td>
                  <td dir="ltr">{money(bet.stake, bet)}</td>
                  {crash && (
                    <td dir="ltr" className={styles.cashout}>
                      {bet.cashout === null ? '—' : crashText(bet.cashout)}
                    </td>
                  )}
                  <td dir="ltr" className={styles.win}>
                    {bet.win === null ? '…' : money(bet.win, bet)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
});
