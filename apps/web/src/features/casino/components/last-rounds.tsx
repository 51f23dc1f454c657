import type { CasinoRound } from '@arenabet/contracts/casino';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import { useRoundMoneyText } from '../hooks/use-money-text.ts';
import { outcomeOf } from '../lib/round-outcome.ts';
import { verifySearch } from '../lib/verify-link.ts';
import styles from './game-page.module.css';
import { OutcomeView } from './outcome-view.tsx';

/** How many of the game's rounds the page lists; the office's history has them all. */
const SHOWN = 10;

/** This game's latest rounds, each with its seeds and a way to verify it once revealed. */
export function LastRounds({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const rounds = table.rounds.slice(0, SHOWN);
  return (
    <div className={styles.panel} data-testid="casino-rounds">
      <div className={styles.panelHead}>
        <h2 id="casino-rounds-title" className={styles.panelTitle}>
          {t('casino_last_rounds')}
        </h2>
        {table.mode === 'real' && (
          <Link className={styles.textButton} to={pathFor('officeCasino', {}, language)}>
            {t('casino_history_all')}
          </Link>
        )}
      </div>
      {rounds.length === 0 ? (
        <p className={styles.panelText}>{t('casino_rounds_none')}</p>
      ) : (
        // A phone scrolls the table sideways: the keyboard can too, from the region itself.
        <section
          className={styles.roundsScroll}
          aria-labelledby="casino-rounds-title"
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolled region must take focus
          tabIndex={0}
        >
          <table className={styles.rounds}>
            <thead>
              <tr>
                <th scope="col">{t('casino_round_time')}</th>
                <th scope="col">{t('casino_round_outcome')}</th>
                <th scope="col">{t('casino_round_stake')}</th>
                <th scope="col">{t('casino_round_win')}</th>
                <th scope="col">{t('casino_round_nonce')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('casino_round_verify')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rounds.map((round) => (
                <RoundRow key={round.id} round={round} />
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}

function RoundRow({ round }: { round: CasinoRound }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useRoundMoneyText();
  return (
    <tr data-testid="casino-round">
      <td className={styles.nowrap}>{formatDateTime(round.createdAt, language)}</td>
      <td>
        <OutcomeView outcome={outcomeOf(round.game, round.outcome, round.bet)} />
      </td>
      <td className={styles.amount} dir="ltr">
        {money(round.stake, round)}
      </td>
      <td className={styles.amount} dir="ltr" data-testid="casino-round-win">
        {money(round.win, round)}
      </td>
      <td className={styles.amount}>{round.nonce}</td>
      <td>
        {round.serverSeed ? (
          <Link
            className={styles.textButton}
            to={`${pathFor('casinoFairness', {}, language)}${verifySearch(round)}`}
            data-testid="casino-round-verify"
          >
            {t('casino_round_verify')}
          </Link>
        ) : (
          <span className={styles.muted}>{t('casino_round_sealed')}</span>
        )}
      </td>
    </tr>
  );
}
