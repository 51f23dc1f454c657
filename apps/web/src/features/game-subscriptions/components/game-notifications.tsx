import type { NotificationType, PushNotification } from '@arenabet/contracts';
import { NOTIFICATION_DURATION_MS, NOTIFICATION_WIDTH_PX } from '@arenabet/domain';
import { type CSSProperties, useCallback, useEffect, useRef, useState } from 'react';
import { useSessionPlayer } from '../../../shared/favorites/session-player.ts';
import { livePush } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { IconName } from '../../../shared/ui/icon-paths.tsx';
import { type Toast, withoutToast, withToast } from '../lib/toast-queue.ts';
import styles from './game-notifications.module.css';

const ICONS: Partial<Record<NotificationType, IconName>> = {
  live: 'live',
  warning: 'info',
  info: 'info',
  win: 'trophy',
};

function ToastItem({ toast, onDismiss }: { toast: Toast; onDismiss(id: number): void }) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState(false);
  const { notification } = toast;

  // A toast the visitor is reading stays; it goes the spec's 3 s after the pointer leaves.
  useEffect(() => {
    if (hovered) return;
    const timer = setTimeout(() => onDismiss(toast.id), NOTIFICATION_DURATION_MS);
    return () => clearTimeout(timer);
  }, [hovered, onDismiss, toast.id]);

  return (
    <li
      className={styles.toast}
      data-type={notification.notificationType}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      data-testid="game-notification"
    >
      <span className={styles.icon} aria-hidden="true">
        <Icon name={ICONS[notification.notificationType] ?? 'info'} size={18} />
      </span>
      <p className={styles.text}>{t(notification.messageKey, notification.values)}</p>
      <CloseButton
        label={t('dialog_close')}
        onClick={() => onDismiss(toast.id)}
        className={styles.close}
        size={14}
      />
    </li>
  );
}

/**
 * Notifications of the games a signed-in player follows, as toasts in a corner of any page
 * while the site is open. The push tells who is signed in when it connects, so a sign-in or
 * sign-out opens the connection again.
 */
export function GameNotifications() {
  const player = useSessionPlayer();
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);
  const lastPlayer = useRef(player);
  const dismiss = useCallback(
    (id: number) => setToasts((current) => withoutToast(current, id)),
    [],
  );

  useEffect(() => {
    const before = lastPlayer.current;
    lastPlayer.current = player;
    if (before !== undefined && player !== undefined && before !== player) livePush.reconnect();
  }, [player]);

  useEffect(() => {
    if (typeof player !== 'number') return;
    return livePush.onNotification((notification: PushNotification) => {
      const id = nextId.current++;
      setToasts((current) => withToast(current, { id, notification }));
    });
  }, [player]);

  if (toasts.length === 0) return null;
  return (
    <ol
      className={styles.stack}
      aria-live="polite"
      style={{ '--toast-width': `${NOTIFICATION_WIDTH_PX}px` } as CSSProperties}
    >
      {toasts.map((toast) => (
        <ToastItem key={toast.id} toast={toast} onDismiss={dismiss} />
      ))}
    </ol>
  );
}
