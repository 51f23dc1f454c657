import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { USER_CONFIG_KEY } from '../../../shared/api/player-scope.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { useUserConfig } from '../api/get-user-config.ts';
import { useSignOut } from '../api/sign-out.ts';
import styles from './sign-in.module.css';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;
const CHECK_EVERY_MS = 15_000;
/**
 * The server ends a session idle for the same time, counted from its last request; an active
 * player who only reads still tells the server now and then that they are here.
 */
const TELL_SERVER_EVERY_MS = 5 * 60_000;

/**
 * Auto-logoff (responsible gaming, spec 9: 30 minutes by default when the operator turns it
 * on): after `autoLogoffMinutes` without any activity the player is signed out and told why.
 */
export function AutoLogoff() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { data: config } = useUserConfig();
  // `mutate` is stable across renders, so the idle clock is not re-armed by them.
  const { mutate: signOut } = useSignOut();
  const minutes = config?.autoLogoffMinutes ?? null;
  const [signedOutAfter, setSignedOutAfter] = useState<number | null>(null);
  const lastActivity = useRef(Date.now());
  const lastToldServer = useRef(Date.now());

  useEffect(() => {
    if (minutes === null) return;
    lastActivity.current = Date.now();
    const active = () => {
      const now = Date.now();
      lastActivity.current = now;
      if (now - lastToldServer.current > TELL_SERVER_EVERY_MS) {
        lastToldServer.current = now;
        void queryClient.invalidateQueries({ queryKey: USER_CONFIG_KEY });
      }
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, active, { passive: true, capture: true });
    }
    const timer = setInterval(() => {
      if (Date.now() - lastActivity.current < minutes * 60_000) return;
      clearInterval(timer);
      setSignedOutAfter(minutes);
      signOut();
    }, CHECK_EVERY_MS);
    return () => {
      clearInterval(timer);
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, active, { capture: true });
      }
    };
  }, [minutes, queryClient, signOut]);

  const close = () => setSignedOutAfter(null);
  return (
    <Dialog
      open={signedOutAfter !== null}
      title={t('auto_logoff_title')}
      onClose={close}
      testId="auto-logoff-dialog"
    >
      <div className={forms.form}>
        <p className={styles.lead}>{t('auto_logoff_text', { minutes: signedOutAfter ?? 0 })}</p>
        <button type="button" className={buttons.primary} onClick={close}>
          {t('auto_logoff_ok')}
        </button>
      </div>
    </Dialog>
  );
}
