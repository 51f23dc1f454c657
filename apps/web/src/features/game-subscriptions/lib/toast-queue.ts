import type { PushNotification } from '@arenabet/contracts';

/** More at once would cover the page; the oldest make room for the newest. */
export const MAX_TOASTS = 3;

export interface Toast {
  id: number;
  notification: PushNotification;
}

/** The toasts after a new notification: newest last, at most MAX_TOASTS. */
export function withToast(toasts: readonly Toast[], toast: Toast): Toast[] {
  return [...toasts, toast].slice(-MAX_TOASTS);
}

export function withoutToast(toasts: readonly Toast[], id: number): Toast[] {
  return toasts.filter((toast) => toast.id !== id);
}
