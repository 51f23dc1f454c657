import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSessionHistory } from '../api/session-history.ts';
import history from './session-history.module.css';

/** Recent sessions, closed and expired ones too: how a player spots a sign-in that was not theirs. */
export function SessionHistory() {
  const { t } = useTranslation();
  const language = useLanguage();
  const sessions = useSessionHistory();
  // The history is extra: when it cannot be read, the open sessions above still can be.
  if (!sessions.data || sessions.data.length === 0) return null;
  return (
    <section className={history.section} data-testid="session-history">
      <h2 id="session-history-title" className={history.title}>
        {t('sessions_history_title')}
      </h2>
      {/* A phone scrolls the table sideways: with nothing focusable inside, a keyboard reaches
          the scroll only if the box itself takes focus (WCAG 2.1.1). */}
      <section
        className={history.scroll}
        aria-labelledby="session-history-title"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus to be scrolled by keyboard
        tabIndex={0}
      >
        <table className={history.table}>
          <thead>
            <tr>
              <th scope="col">{t('sessions_history_device')}</th>
              <th scope="col">{t('sessions_ip')}</th>
              <th scope="col">{t('sessions_started')}</th>
              <th scope="col">{t('sessions_last_seen')}</th>
              <th scope="col">{t('sessions_history_status')}</th>
            </tr>
          </thead>
          <tbody>
            {sessions.data.map((session) => (
              <tr key={session.id} data-status={session.status}>
                <td>
                  {session.device} · {session.browser}
                </td>
                <td>
                  <span dir="ltr">{session.ip ?? t('sessions_ip_unknown')}</span>
                </td>
                <td>{formatDateTime(session.createdAt, language)}</td>
                <td>{formatDateTime(session.closedAt ?? session.lastSeenAt, language)}</td>
                <td>
                  <span className={history.status}>
                    {session.current
                      ? t('sessions_current')
                      : t(`sessions_status_${session.status}`)}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </section>
  );
}
