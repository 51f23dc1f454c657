import { useState } from 'react';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { expressHighlight } from '../api/saved-coupons.ts';
import { useCouponSettings } from '../hooks/use-coupon-settings.ts';
import { useCouponNotices } from '../lib/coupon-notices.ts';
import { useCouponStore } from '../lib/coupon-store.ts';
import { picksOfSaved } from './coupon-code.tsx';

/** Puts the express of the day (ExpressHighlight) in the coupon in one click. */
export function useAddExpressOfDay() {
  const language = useLanguage();
  const { limits } = useCouponSettings();
  return async () => {
    try {
      const saved = await expressHighlight(language);
      useCouponStore.getState().load(picksOfSaved(saved), limits, 'express');
      useCouponNotices.getState().show({ key: 'coupon_express_day_added', tone: 'success' });
    } catch (error) {
      const key = error instanceof HTTPError ? (error.code ?? error.message) : 'network_error';
      useCouponNotices.getState().show({ key, tone: 'error' });
    }
  };
}

export function ExpressOfDayButton() {
  const { t } = useTranslation();
  const add = useAddExpressOfDay();
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className={buttons.secondary}
      disabled={busy}
      data-testid="coupon-express-day"
      onClick={() => {
        setBusy(true);
        void add().finally(() => setBusy(false));
      }}
    >
      {t('coupon_express_day')}
    </button>
  );
}
