import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCloseOtherSessions } from '../api/close-other-sessions.ts';
import { useCloseSession } from '../api/close-session.ts';
import { type SessionEntry, useSessions } from '../api/get-sessions.ts';
import { SessionCard } from './session-card.tsx';
import { SessionHistory } from './session-history.tsx';
import styles from './sessions.module.css';

/** What is waiting for the player's confirmation: one session, or all the others. */
type Pending = { kind: 'one'; session: SessionEntry } | { kind: 'others' } | null;

/** The spec's session history: open sessions, closing one or all but this one. */
export function SessionsPage() {
  const { t, i18n } = useTranslation();
  const sessions = useSessions();
  const closeOne = useCloseSession();
  const closeOthers = useCloseOtherSessions();
  const [asking, setAsking] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);
  const failureText = (error: unknown) => errorText(error, t, i18n.exists);

  const ask = (pending: Pending) => {
    closeOne.reset();
    closeOthers.reset();
    setAsking(pending);
  };
  const confirm = () => {
    if (asking?.kind === 'one') {
      closeOne.mutate(asking.session.id, {
        onSuccess: () => {
          setAsking(null);
          setDone(t('sessions_closed_one'));
        },
      });
    } else if (asking?.kind === 'others') {
      closeOthers.mutate(undefined, {
        onSuccess: (count) => {
          setAsking(null);
          setDone(t('sessions_closed_others', { count }));
        },
      });
    }
  };
  const action = asking?.kind === 'one' ? closeOne : closeOthers;
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;

  return (
    <PageCard
      testId="sessions-page"
      title={t('sessions_title')}
      lead={t('sessions_lead')}
      busy={sessions.isPending}
    >
      <div className={styles.toolbar}>
        <p className={styles.done} role="status">
          {done}
        </p>
        <button
          type="button"
          className={buttons.danger}
          disabled={others === 0}
          onClick={() => ask({ kind: 'others' })}
        >
          {t('sessions_close_others')}
        </button>
      </div>
      {sessions.isPending && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {sessions.isError && (
        <div className={page.state} role="alert">
          <p>{failureText(sessions.error)}</p>
          <button type="button" className={buttons.secondary} onClick={() => sessions.refetch()}>
            {t('error_retry')}
          </button>
        </div>
      )}
      {sessions.data && (
        <ul className={styles.list}>
          {sessions.data.map((session) => (
            <SessionCard
              key={session.id}
              session={session}
              onClose={(chosen) => ask({ kind: 'one', session: chosen })}
            />
          ))}
        </ul>
      )}
      {sessions.data && others === 0 && <p className={page.state}>{t('sessions_no_others')}</p>}
      <SessionHistory />
      <ConfirmDialog
        open={asking !== null}
        title={
          asking?.kind === 'one'
            ? t('sessions_confirm_one_title')
            : t('sessions_confirm_others_title')
        }
        text={
          asking?.kind === 'one'
            ? t('sessions_confirm_one_text', {
                device: asking.session.device,
                browser: asking.session.browser,
              })
            : t('sessions_confirm_others_text')
        }
        confirmLabel={asking?.kind === 'one' ? t('sessions_close') : t('sessions_close_others')}
        pending={action.isPending}
        error={action.isError ? failureText(action.error) : null}
        onConfirm={confirm}
        onCancel={() => setAsking(null)}
      />
    </PageCard>
  );
}
