import { COUPON_CODE_PATTERN, type SavedCoupon } from '@arenabet/contracts';
import { useState } from 'react';
import { HTTPError } from '../../../shared/api/errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { getCoupon, saveCoupon } from '../api/saved-coupons.ts';
import { useCouponSettings } from '../hooks/use-coupon-settings.ts';
import { useCouponRequest } from '../hooks/use-coupon-view.ts';
import { useCouponNotices } from '../lib/coupon-notices.ts';
import { useCouponStore } from '../lib/coupon-store.ts';
import { pickOfSelection } from '../lib/statistics-host.ts';
import styles from './coupon.module.css';

const keyOfError = (error: unknown) =>
  error instanceof HTTPError ? (error.code ?? error.message) : 'network_error';

/** A saved coupon's outcomes as the slip keeps them; names come with the recount. */
export function picksOfSaved(saved: SavedCoupon) {
  return saved.couponEvents.map((event) =>
    pickOfSelection({
      gameId: event.gameId,
      group: event.group,
      type: event.type,
      ...(event.param === undefined ? {} : { line: event.param }),
      odds: event.coef,
    }),
  );
}

const kindOfVid = (vid: number) => (vid === 2 ? 'system' : vid === 3 ? 'multi' : 'express');

/** Loads a coupon by its code into the slip. */
export function LoadCouponForm() {
  const { t } = useTranslation();
  const { limits } = useCouponSettings();
  const load = useCouponStore((state) => state.load);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    const clean = code.trim().toUpperCase();
    if (!COUPON_CODE_PATTERN.test(clean)) {
      setError(t('coupon_code_invalid'));
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      const saved = await getCoupon(clean);
      load(picksOfSaved(saved), limits, kindOfVid(saved.vid), saved.expressNum);
      setCode('');
      useCouponNotices.getState().show({ key: 'coupon_code_loaded', tone: 'success' });
    } catch (caught) {
      setError(t(keyOfError(caught)));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.codeForm}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <TextField
        label={t('coupon_code_load_label')}
        value={code}
        error={error}
        maxLength={12}
        autoComplete="off"
        dir="ltr"
        onChange={(event) => setCode(event.target.value)}
        data-testid="coupon-code-input"
        addon={
          <button
            type="submit"
            className={buttons.secondary}
            disabled={busy}
            data-testid="coupon-code-load"
          >
            {t('coupon_code_load')}
          </button>
        }
      />
    </form>
  );
}

/** Keeps the coupon under a code, shown with a copy button. */
export function SaveCouponButton() {
  const { t } = useTranslation();
  const request = useCouponRequest();
  const [saved, setSaved] = useState<string>();
  const [busy, setBusy] = useState(false);
  if (!request) return null;
  const save = async () => {
    setBusy(true);
    try {
      setSaved((await saveCoupon(request)).couponCode);
    } catch (caught) {
      useCouponNotices.getState().show({ key: keyOfError(caught), tone: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className={styles.saved}>
      {saved ? (
        <>
          <span>{t('coupon_code_saved')}</span>
          <code className={styles.code} dir="ltr" data-testid="coupon-saved-code">
            {saved}
          </code>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() =>
              void navigator.clipboard
                ?.writeText(saved)
                .then(() =>
                  useCouponNotices.getState().show({ key: 'coupon_code_copied', tone: 'info' }),
                )
            }
          >
            {t('coupon_code_copy')}
          </button>
        </>
      ) : (
        <button
          type="button"
          className={styles.linkButton}
          onClick={() => void save()}
          disabled={busy}
          data-testid="coupon-save"
        >
          {t('coupon_code_save')}
        </button>
      )}
    </div>
  );
}
