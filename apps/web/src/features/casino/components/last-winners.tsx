import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { useLastWinners } from '../api/last-winners.ts';
import { gameArt, gameNameKey, isTableGame } from '../lib/table-games.ts';
import styles from './lobby.module.css';

/** The lobby's latest wins from real rounds; nothing at all until there is one. */
export function LastWinners() {
  const { t } = useTranslation();
  const winners = useLastWinners();
  const format = useFormatMoney();
  const { currencies } = useSiteSettings();
  if (!winners.data || winners.data.length === 0) return null;
  return (
    <section
      className={styles.winners}
      aria-labelledby="casino-winners-title"
      data-testid="casino-winners"
    >
      <h2 id="casino-winners-title" className={styles.sectionTitle}>
        {t('casino_last_winners')}
      </h2>
      <ul className={styles.winnerList}>
        {winners.data.map((winner) => {
          const currency = currencies.find((listed) => listed.code === winner.currencyIso);
          const amount = format(winner.win, {
            symbol: currency?.symbol ?? winner.currencyIso,
            precision: currency?.precision ?? 2,
          });
          return (
            <li key={winner.roundId}>
              <WinnerLink slug={winner.gameSlug}>
                {isTableGame(winner.gameSlug) && (
                  <img
                    className={styles.winnerArt}
                    src={gameArt(winner.gameSlug)}
                    alt=""
                    width={48}
                    height={36}
                    loading="lazy"
                  />
                )}
                <span className={styles.winnerText}>
                  <span className={styles.winnerGame}>{t(gameNameKey(winner.gameSlug))}</span>
                  <span className={styles.winnerPlayer} dir="ltr">
                    {winner.player}
                  </span>
                </span>
                <span className={styles.winnerAmount}>
                  <bdi dir="ltr">{amount}</bdi>
                  <span className={styles.winnerTimes} dir="ltr">
                    ×{winner.multiplier}
                  </span>
                </span>
              </WinnerLink>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** A win of a game with a table leads to it; one of another game is only told. */
function WinnerLink({ slug, children }: { slug: string; children: ReactNode }) {
  const language = useLanguage();
  if (!isTableGame(slug)) return <span className={styles.winner}>{children}</span>;
  return (
    <Link className={styles.winner} to={pathFor('casinoGame', { game: slug }, language)}>
      {children}
    </Link>
  );
}
