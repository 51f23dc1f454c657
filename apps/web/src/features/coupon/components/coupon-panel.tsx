import { lazy, Suspense, useEffect, useState } from 'react';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import { PartLoading } from '../../../shared/ui/part-loading.tsx';
import { FOLDED_BELOW, useDrawnOnceOpen } from '../../../shared/ui/use-drawn-once.ts';
import { useCouponView } from '../hooks/use-coupon-view.ts';
import { useCouponStore } from '../lib/coupon-store.ts';
import styles from './coupon.module.css';

// The slip's rows, stakes, systems and code box come after the page; on a phone, where the slip
// is hidden in its sheet, not before the sheet is first opened.
const CouponSlip = lazy(() =>
  import('./coupon-slip.tsx').then((module) => ({ default: module.CouponSlip })),
);

interface CouponPanelProps {
  onSignIn(): void;
}

/**
 * The coupon beside the betting pages: a column on a wide screen; on a phone a bar at the
 * bottom (count and possible win) that opens the same slip as a sheet. One slip either way,
 * so a bet in progress is never drawn twice.
 */
export function CouponPanel({ onSignIn }: CouponPanelProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const drawn = useDrawnOnceOpen(FOLDED_BELOW.coupon, open);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <aside className={styles.panel} aria-label={t('coupon_title')} data-testid="coupon-panel">
      <PhoneBar onOpen={() => setOpen(true)} />
      <div className={styles.sheet} data-open={open ? '' : undefined} data-testid="coupon-sheet">
        <div className={styles.sheetHead}>
          <CloseButton label={t('dialog_close')} onClick={() => setOpen(false)} />
        </div>
        {drawn && (
          <Suspense fallback={<PartLoading />}>
            <CouponSlip onSignIn={onSignIn} />
          </Suspense>
        )}
      </div>
      {open && (
        <button
          type="button"
          className={styles.backdrop}
          aria-label={t('dialog_close')}
          onClick={() => setOpen(false)}
        />
      )}
    </aside>
  );
}

function PhoneBar({ onOpen }: { onOpen(): void }) {
  const { t } = useTranslation();
  const count = useCouponStore((state) => state.picks.length);
  const { view } = useCouponView();
  const money = useFormatMoney();
  // Shown when empty too: the sheet is where a code is loaded and the express of the day taken.
  return (
    <button
      type="button"
      className={styles.bar}
      onClick={onOpen}
      data-empty={count === 0 ? '' : undefined}
      data-testid="coupon-bar"
    >
      <span className={styles.barCount}>{count}</span>
      <span>{t('coupon_title')}</span>
      {view && Number(view.possibleWin) > 0 && (
        <span className={styles.barWin} dir="ltr">
          {money(view.taxes.netWin || view.possibleWin, {
            symbol: view.currency.symbol,
            precision: view.currency.precision,
          })}
        </span>
      )}
    </button>
  );
}
