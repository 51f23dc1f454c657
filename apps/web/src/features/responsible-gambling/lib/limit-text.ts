import type { PlayerLimitView } from '@arenabet/contracts/limits';
import type { Translate } from '../../../shared/i18n/texts.ts';

/** A limit's figure as the player set it: money with its currency, or minutes of play. */
export function limitValueText(
  limit: Pick<PlayerLimitView, 'currency'>,
  value: string,
  t: Translate,
): string {
  return limit.currency
    ? `${value} ${limit.currency}`
    : t('responsible_minutes', { count: Number(value) });
}
