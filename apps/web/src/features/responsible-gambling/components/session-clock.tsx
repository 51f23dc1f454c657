import { elapsedText } from '../../../shared/dates/elapsed-text.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePlaySession } from '../api/limits.ts';
import { useSessionMoney } from '../hooks/use-session-money.ts';
import { sessionElapsedMs } from '../lib/play-session.ts';
import styles from './responsible.module.css';

/** The net is read again this often while a game is open: rounds move it. */
const NET_EVERY_MS = 30_000;

/**
 * The signed-in session's time and net position in the header while a casino game is open
 * (issue 16): the player sees both without leaving the game.
 */
export function SessionClock() {
  const { t } = useTranslation();
  const session = usePlaySession(NET_EVERY_MS).data;
  const money = useSessionMoney(session?.currency ?? null);
  const now = useNow(session !== undefined, 1_000);
  if (!session) return null;
  const time = elapsedText(sessionElapsedMs(session, now));
  const net = money(session.net, true);
  return (
    <p className={styles.sessionClock} data-testid="header-session-clock">
      <span className={styles.srOnly}>{t('session_clock_label', { time, net })}</span>
      <span dir="ltr" aria-hidden="true">
        {time}
      </span>
      <span dir="ltr" aria-hidden="true" data-sign={Math.sign(Number(session.net))}>
        {net}
      </span>
    </p>
  );
}
