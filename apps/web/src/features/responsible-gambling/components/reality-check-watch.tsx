import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { elapsedText } from '../../../shared/dates/elapsed-text.ts';
import { useNow } from '../../../shared/hooks/use-now.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import dialogs from '../../../shared/ui/dialog.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { type PlaySession, useAnswerRealityCheck, usePlaySession } from '../api/limits.ts';
import { useSessionMoney } from '../hooks/use-session-money.ts';
import { sessionElapsedMs, untilNextCheck } from '../lib/play-session.ts';
import styles from './responsible.module.css';

/**
 * Reality checks (RTS 13): at the interval the player chose, a notice over the page shows how
 * long the session has run and what its play came to, and asks to go on, see the history or
 * leave. It waits for an answer: the next comes a whole interval after it. Closing it counts as
 * going on, since the player has seen it.
 */
export function RealityCheckWatch({ onLeave }: { onLeave(): void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const session = usePlaySession();
  const answer = useAnswerRealityCheck();
  const [due, setDue] = useState(false);
  const data = session.data;
  const { refetch } = session;

  useEffect(() => {
    if (!data || due) return;
    const wait = untilNextCheck(data, Date.now());
    if (wait === null) return;
    const timer = setTimeout(() => {
      setDue(true);
      // The notice shows the session as it is now, not as it was read.
      void refetch();
    }, wait);
    return () => clearTimeout(timer);
  }, [data, due, refetch]);

  const reply = (action: 'continue' | 'history') =>
    answer.mutate(action, {
      onSuccess: () => {
        setDue(false);
        if (action === 'history') navigate(pathFor('betsHistory', {}, language));
      },
    });

  return (
    <Dialog
      open={due && data !== undefined}
      title={t('reality_check_title')}
      onClose={() => reply('continue')}
      role="alertdialog"
      testId="reality-check"
    >
      {data && <RealityCheckFacts session={data} />}
      <div className={dialogs.actions}>
        <button type="button" className={buttons.secondary} onClick={onLeave}>
          {t('reality_check_leave')}
        </button>
        <button type="button" className={buttons.secondary} onClick={() => reply('history')}>
          {t('reality_check_history')}
        </button>
        <button
          type="button"
          className={buttons.primary}
          onClick={() => reply('continue')}
          disabled={answer.isPending}
          data-testid="reality-check-continue"
        >
          {t('reality_check_continue')}
        </button>
      </div>
    </Dialog>
  );
}

function RealityCheckFacts({ session }: { session: PlaySession }) {
  const { t } = useTranslation();
  const money = useSessionMoney(session.currency);
  const now = useNow(true, 1_000);
  const elapsed = elapsedText(sessionElapsedMs(session, now));
  return (
    <>
      <p className={dialogs.text}>{t('reality_check_text', { time: elapsed })}</p>
      <dl className={styles.sessionFacts} data-testid="reality-check-facts">
        <div>
          <dt>{t('reality_check_time')}</dt>
          <dd dir="ltr">{elapsed}</dd>
        </div>
        <div>
          <dt>{t('reality_check_staked')}</dt>
          <dd dir="ltr">{money(session.staked)}</dd>
        </div>
        <div>
          <dt>{t('reality_check_returned')}</dt>
          <dd dir="ltr">{money(session.returned)}</dd>
        </div>
        <div>
          <dt>{t('reality_check_net')}</dt>
          <dd dir="ltr" data-sign={Math.sign(Number(session.net))} data-testid="reality-check-net">
            {money(session.net, true)}
          </dd>
        </div>
      </dl>
    </>
  );
}
