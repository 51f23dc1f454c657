import { Link } from 'react-router';
import { elapsedText } from '../../../shared/dates/elapsed-text.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import { useMoneyText } from '../hooks/use-money-text.ts';
import { netPosition } from '../lib/session.ts';
import { ClockIcon } from './casino-icons.tsx';
import styles from './game-page.module.css';

/** How much a play-money purse may fall to before the page offers to fill it up again. */
const REFILL_BELOW = 10_000;

/** What the bar reads of a table: a table of one's own or a shared one. */
export type SessionTable = Pick<CasinoTable, 'mode' | 'money' | 'session' | 'refill'>;

/**
 * The balance played from, and the session as player protection asks: the time since the page
 * opened and the net of its rounds, always in view while playing.
 */
export function SessionBar({ table }: { table: SessionTable }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoneyText(table.money);
  const now = useNow(true, 1_000);
  const { startedAt, rounds } = table.session;
  const net = netPosition(rounds);
  const { balance } = table.money;
  return (
    <div className={styles.session} data-testid="casino-session">
      <dl className={styles.sessionList}>
        <div className={styles.sessionItem}>
          <dt>{t(table.mode === 'demo' ? 'casino_demo_balance' : 'casino_balance')}</dt>
          <dd dir="ltr" data-testid="casino-balance">
            {balance === undefined ? '…' : money(balance)}
          </dd>
        </div>
        <div className={styles.sessionItem}>
          <dt>
            <ClockIcon size={16} />
            {t('casino_session_time')}
          </dt>
          <dd dir="ltr" data-testid="casino-session-time">
            <time dateTime={`PT${Math.floor((now - startedAt) / 1_000)}S`}>
              {elapsedText(now - startedAt)}
            </time>
          </dd>
        </div>
        <div className={styles.sessionItem}>
          <dt>{t('casino_session_net')}</dt>
          <dd dir="ltr" data-testid="casino-session-net" data-sign={Math.sign(net)}>
            {net > 0 ? '+' : ''}
            {money(net)}
          </dd>
        </div>
        <div className={styles.sessionItem}>
          <dt>{t('casino_session_rounds')}</dt>
          <dd data-testid="casino-session-rounds">{rounds.length}</dd>
        </div>
      </dl>
      {table.refill && balance !== undefined && balance < REFILL_BELOW && (
        <button type="button" className={styles.textButton} onClick={table.refill}>
          {t('casino_demo_refill')}
        </button>
      )}
      {table.mode === 'real' && (
        <Link className={styles.textButton} to={pathFor('recharge', {}, language)}>
          {t('casino_deposit')}
        </Link>
      )}
    </div>
  );
}
