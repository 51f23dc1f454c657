import { normalizeNumericInput } from '@arenabet/domain';
import { useShallow } from 'zustand/react/shallow';
import { useOddsText } from '../../../shared/feed/index.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { autoBetTarget } from '../lib/coupon-request.ts';
import { useCouponStore } from '../lib/coupon-store.ts';
import styles from './coupon.module.css';

/** Decimal odds are typed to the thousandth, as the line writes them. */
const ODDS_DECIMALS = 3;

/**
 * Whether the auto-bet, if asked, can be sent: a target typed, above the coupon's total odds
 * now (the server's rule; it refuses a lower one).
 */
export function autoBetReady(
  coupon: { autoBet: boolean; autoBetCf: string },
  currentCoef: number | undefined,
): boolean {
  if (!coupon.autoBet) return true;
  const target = autoBetTarget(coupon.autoBetCf);
  return target !== undefined && (currentCoef === undefined || target > currentCoef);
}

/**
 * The auto-bet (isAutoBet, autoBetCf): the coupon waits on the server until its total odds
 * reach the target typed here; for games in play it may be dropped when a score changes.
 */
export function AutoBetOptions({
  currentCoef,
  live,
}: {
  /** The coupon's total odds now. */
  currentCoef: number | undefined;
  live: boolean;
}) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const { autoBet, autoBetCf, dropOnScoreChange } = useCouponStore(
    useShallow(({ autoBet, autoBetCf, dropOnScoreChange }) => ({
      autoBet,
      autoBetCf,
      dropOnScoreChange,
    })),
  );
  const setAutoBet = useCouponStore((state) => state.setAutoBet);
  const target = autoBetTarget(autoBetCf);
  const notAbove = target !== undefined && currentCoef !== undefined && target <= currentCoef;
  const normalize = (text: string, mode?: 'typing') =>
    normalizeNumericInput(text, {
      accuracy: ODDS_DECIMALS,
      unsigned: true,
      maxLength: 9,
      ...(mode ? { mode } : {}),
    });
  return (
    <div className={styles.autoBet} data-testid="coupon-auto-bet">
      <label className={styles.toggle}>
        <input
          type="checkbox"
          checked={autoBet}
          onChange={(event) => setAutoBet({ autoBet: event.target.checked })}
          data-testid="coupon-auto-bet-on"
        />
        <span>{t('coupon_auto_bet')}</span>
      </label>
      {autoBet && (
        <>
          <TextField
            label={t('coupon_auto_bet_target')}
            value={autoBetCf}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            error={notAbove ? t('auto_bet_target_not_above') : undefined}
            hint={
              currentCoef === undefined
                ? undefined
                : t('coupon_auto_bet_hint', { odds: oddsText(currentCoef) })
            }
            data-testid="coupon-auto-bet-cf"
            onChange={(event) => setAutoBet({ autoBetCf: normalize(event.target.value, 'typing') })}
            onBlur={(event) => setAutoBet({ autoBetCf: normalize(event.target.value) })}
          />
          {live && (
            <label className={styles.toggle}>
              <input
                type="checkbox"
                checked={dropOnScoreChange}
                onChange={(event) => setAutoBet({ dropOnScoreChange: event.target.checked })}
                data-testid="coupon-auto-bet-drop"
              />
              <span>{t('coupon_auto_bet_drop')}</span>
            </label>
          )}
        </>
      )}
    </div>
  );
}
