import type { PushNotification } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { MAX_TOASTS, type Toast, withoutToast, withToast } from './toast-queue.ts';

const notification: PushNotification = {
  type: 'notification',
  notificationType: 'live',
  gameId: 7,
  event: 'goal',
  messageKey: 'subscription_goal',
  values: { home: 'A', away: 'B', score: '1:0', minute: 12 },
};

const toast = (id: number): Toast => ({ id, notification });

describe('toast queue', () => {
  it('keeps the newest toasts, at most three', () => {
    let toasts: Toast[] = [];
    for (let id = 1; id <= 5; id += 1) toasts = withToast(toasts, toast(id));
    expect(toasts.map((t) => t.id)).toEqual([3, 4, 5]);
    expect(toasts).toHaveLength(MAX_TOASTS);
  });

  it('removes only the toast closed', () => {
    expect(withoutToast([toast(1), toast(2)], 1).map((t) => t.id)).toEqual([2]);
  });
});
