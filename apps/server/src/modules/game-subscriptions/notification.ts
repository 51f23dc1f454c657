import type {
  NotificationType,
  PushNotification,
  SubscriptionEventKind,
} from '@arenabet/contracts';
import { nameIn } from '@arenabet/reference/localized';
import type { FeedGameEventNotice } from '../feed/feed-api.ts';

/**
 * How each event reaches the player: a goal is the live news of the game, a red card a
 * warning about it, a period's end and the result plain information.
 */
const NOTIFICATION_TYPE: Readonly<Record<SubscriptionEventKind, NotificationType>> = {
  goal: 'live',
  red_card: 'warning',
  period_end: 'info',
  result: 'info',
};

/** Dictionary keys of the texts; `{{home}}`, `{{away}}`, `{{score}}`, ... come from `values`. */
const MESSAGE_KEY: Readonly<Record<SubscriptionEventKind, string>> = {
  goal: 'subscription_goal',
  red_card: 'subscription_red_card',
  period_end: 'subscription_period_end',
  result: 'subscription_result',
};
/** A result without an opponent: a race, an outright. */
const SINGLE_RESULT_KEY = 'subscription_result_single';

/** A subscribed game's event as the player's connection shows it, names in its language. */
export function notificationOf(
  notice: FeedGameEventNotice,
  kind: SubscriptionEventKind,
  language: string,
): PushNotification {
  const { event } = notice;
  const home = nameIn(notice.home, language);
  const away = notice.away ? nameIn(notice.away, language) : '';
  const values: PushNotification['values'] = {
    home,
    away,
    score: `${event.score.home}:${event.score.away}`,
    minute: Math.floor(event.atSeconds / 60) + 1,
  };
  if (event.side !== 0) values.team = event.side === 1 ? home : away;
  if (event.period !== undefined) values.period = event.period;
  const messageKey = kind === 'result' && !notice.away ? SINGLE_RESULT_KEY : MESSAGE_KEY[kind];
  return {
    type: 'notification',
    notificationType: NOTIFICATION_TYPE[kind],
    gameId: notice.gameId,
    event: kind,
    messageKey,
    values,
  };
}
