import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { balanceQuery } from '../../../shared/api/balance-query.ts';
import { useSessionPlayer } from '../../../shared/favorites/session-player.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { useJackpots } from '../api/jackpots.ts';
import { viewerPot } from '../lib/jackpot-pot.ts';
import { gameNameKey } from '../lib/table-games.ts';
import { JackpotIcon } from './casino-icons.tsx';
import styles from './jackpot.module.css';

interface JackpotTickerProps {
  game: string;
  /** On the lobby: a way to the game. */
  withLink?: boolean;
}

/**
 * A game's progressive jackpot as it stands, in the viewer's currency: the pot a winning spin
 * would be paid now, read again every few seconds, and when it was last won. Nothing while the
 * pots are not known: a ticker must never show a figure that is not the pot.
 */
export function JackpotTicker({ game, withLink = false }: JackpotTickerProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const format = useFormatMoney();
  const { currencies } = useSiteSettings();
  const jackpots = useJackpots();
  const currencyIso = useViewerCurrencyIso();
  const pot = jackpots.data && viewerPot(jackpots.data, game, currencyIso);
  if (!pot) return null;
  const currency = currencies.find((listed) => listed.code === pot.currencyIso);
  const money = (minor: number) =>
    format(fromMinorUnits(safeMinorUnits(minor), pot.precision), {
      symbol: currency?.symbol ?? pot.currencyIso,
      precision: pot.precision,
    });
  const name = t(gameNameKey(game));
  return (
    <section
      className={styles.ticker}
      aria-labelledby="casino-jackpot-title"
      data-testid="casino-jackpot"
    >
      <span className={styles.icon} aria-hidden="true">
        <JackpotIcon size={26} />
      </span>
      <div className={styles.text}>
        <h2 id="casino-jackpot-title" className={styles.title}>
          {t('casino_jackpot_title', { game: name })}
        </h2>
        <p className={styles.amount} data-testid="casino-jackpot-amount">
          <bdi dir="ltr">{money(pot.amount)}</bdi>
        </p>
        <p className={styles.terms}>
          {pot.lastWin !== null && pot.lastWonAt
            ? t('casino_jackpot_last_won', {
                amount: money(pot.lastWin),
                date: formatDateTime(pot.lastWonAt, language),
              })
            : t('casino_jackpot_terms')}
        </p>
      </div>
      {withLink && (
        <Link className={styles.play} to={pathFor('casinoGame', { game }, language)}>
          {t('casino_jackpot_play', { game: name })}
        </Link>
      )}
    </section>
  );
}

/** The currency the viewer plays in: their active account's, or the site's first for a visitor. */
function useViewerCurrencyIso(): string | undefined {
  const player = useSessionPlayer();
  const balance = useQuery({ ...balanceQuery, enabled: Boolean(player) });
  const { currencies } = useSiteSettings();
  const accounts = balance.data?.accounts ?? [];
  const active = accounts.find((account) => account.id === balance.data?.activeAccountId);
  const id = active?.currencyId ?? currencies[0]?.id;
  return currencies.find((currency) => currency.id === id)?.code;
}
