import type { CashOutRefusalName, PlacedCoupon } from '@arenabet/contracts/bets';
import { fromMinorUnits, toMinorUnits, typedAmount } from '@arenabet/domain';
import { partPrice } from '@arenabet/domain/betting/cash-out';
import { CHECK_CF } from '@arenabet/domain/betting/odds';
import { useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { i18nKey } from '../../../shared/i18n/i18n-key.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import dialogStyles from '../../../shared/ui/dialog.module.css';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useCashOutQuote, useCashOutSale } from '../api/cash-out.ts';
import styles from './coupon-card.module.css';

const REFUSAL_TEXT: Record<CashOutRefusalName, string> = {
  system: i18nKey('cash_out_refused_system'),
  lost: i18nKey('cash_out_refused_lost'),
  settled: i18nKey('cash_out_refused_settled'),
  locked: i18nKey('cash_out_refused_locked'),
  no_value: i18nKey('cash_out_refused_no_value'),
  boosted: i18nKey('cash_out_refused_boosted'),
  anti_express: i18nKey('cash_out_refused_anti_express'),
  builder: i18nKey('cash_out_refused_builder'),
  insured: i18nKey('cash_out_refused_insured'),
  advance: i18nKey('cash_out_refused_advance'),
  advanced: i18nKey('cash_out_refused_advanced'),
};

/**
 * A sale refused because its quote no longer holds (the price moved, the time ran out, the
 * market was suspended meanwhile): the page says why and asks for a new quote at once.
 */
const requotes = (error: unknown): boolean =>
  error instanceof HTTPError &&
  (error.message === 'cash_out_price_changed' ||
    error.message === 'cash_out_quote_expired' ||
    error.message.startsWith('cash_out_refused_'));

/**
 * An open bet's cash-out in its card: the price now and the way to take it, or why there is
 * none. The dialog, once opened, stays while the price moves or the bet is sold under it.
 */
export function CashOutAction({ coupon }: { coupon: PlacedCoupon }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      {coupon.state === 'open' && <CashOutOffer coupon={coupon} onOpen={() => setOpen(true)} />}
      {open && <CashOutDialog coupon={coupon} onClose={() => setOpen(false)} />}
    </>
  );
}

function CashOutOffer({ coupon, onOpen }: { coupon: PlacedCoupon; onOpen(): void }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { cashOut } = coupon;
  if (!cashOut) return null;
  if (cashOut.price === null) {
    return (
      <p className={styles.cashOutOff} data-testid="cash-out-unavailable">
        {t('cash_out_unavailable')}
        {cashOut.refusal && <>: {t(REFUSAL_TEXT[cashOut.refusal])}</>}
      </p>
    );
  }
  return (
    <div className={styles.cashOut}>
      <button
        type="button"
        className={buttons.primary}
        onClick={onOpen}
        data-testid="cash-out-button"
      >
        {t('cash_out_button', { amount: money(cashOut.price, coupon.currency) })}
      </button>
    </div>
  );
}

function CashOutDialog({ coupon, onClose }: { coupon: PlacedCoupon; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const quote = useCashOutQuote();
  const sale = useCashOutSale();
  // Live prices move every few seconds: the player says whether a changed one is taken.
  const [acceptChanges, setAcceptChanges] = useState(false);
  const [part, setPart] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  const { mutate: askQuote } = quote;
  useEffect(() => askQuote(coupon.id), [askQuote, coupon.id]);

  const { precision } = coupon.currency;
  const amount = (value: string) => money(value, coupon.currency);
  const current = quote.data;
  const preview = current ? previewOf(current, part, precision) : undefined;
  const sell = () => {
    if (!current) return;
    setNotice(null);
    sale.mutate(
      {
        saleBetId: coupon.id,
        quoteId: current.quoteId,
        summ: part.trim() || undefined,
        checkCf: acceptChanges ? CHECK_CF.acceptAny : CHECK_CF.confirmEvery,
      },
      {
        onError: (error) => {
          if (!requotes(error)) return;
          setNotice(errorText(error, t, i18n.exists));
          askQuote(coupon.id);
        },
      },
    );
  };
  // A refused sale shows as the notice (with a new quote asked) or on the part's field.
  const quoteFailure = quote.error ? errorText(quote.error, t, i18n.exists) : null;
  const saleFailure =
    sale.error instanceof HTTPError &&
    (requotes(sale.error) || sale.error.validationErrors.summ !== undefined)
      ? null
      : sale.error && errorText(sale.error, t, i18n.exists);
  const failureText = quoteFailure === notice ? saleFailure : (quoteFailure ?? saleFailure);

  return (
    <Dialog
      open
      title={t('cash_out_title', { number: coupon.id })}
      onClose={onClose}
      testId="cash-out-dialog"
    >
      {sale.data ? (
        <>
          <p className={dialogStyles.text} role="status" data-testid="cash-out-done">
            {t('cash_out_done', { amount: amount(sale.data.credited) })}
          </p>
          <div className={dialogStyles.actions}>
            <button
              type="button"
              className={buttons.primary}
              onClick={onClose}
              data-testid="cash-out-close"
            >
              {t('cash_out_close')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={dialogStyles.text}>{t('cash_out_text')}</p>
          {current ? (
            <p className={styles.cashOutPrice} data-testid="cash-out-price" aria-live="polite">
              {amount(preview?.price ?? current.price)}
            </p>
          ) : (
            !failureText && <Spinner />
          )}
          {current && (
            <TextField
              label={t('cash_out_part_label')}
              hint={t('cash_out_part_hint', { amount: amount(current.playingStake) })}
              error={
                sale.error instanceof HTTPError
                  ? fieldError(sale.error, t, i18n.exists)
                  : preview?.invalid
                    ? t('coupon_stake_invalid')
                    : undefined
              }
              inputMode="decimal"
              value={part}
              onChange={(event) => setPart(event.target.value)}
              data-testid="cash-out-part"
            />
          )}
          {current && (
            <label className={styles.cashOutAccept}>
              <input
                type="checkbox"
                checked={acceptChanges}
                onChange={(event) => setAcceptChanges(event.target.checked)}
                data-testid="cash-out-accept-changes"
              />
              {t('cash_out_accept_changes')}
            </label>
          )}
          {notice && (
            <p className={dialogStyles.error} role="alert" data-testid="cash-out-notice">
              {notice}
            </p>
          )}
          {failureText && (
            <p className={dialogStyles.error} role="alert">
              {failureText}
            </p>
          )}
          <div className={dialogStyles.actions}>
            <button type="button" className={buttons.secondary} onClick={onClose}>
              {t('confirm_cancel')}
            </button>
            {current || quote.isPending ? (
              <button
                type="button"
                className={buttons.primary}
                onClick={sell}
                disabled={!current || sale.isPending || quote.isPending || preview?.invalid}
                aria-busy={sale.isPending}
                data-testid="cash-out-confirm"
              >
                {sale.isPending && <Spinner />}
                {t('cash_out_confirm', { amount: amount(preview?.price ?? current?.price ?? '0') })}
              </button>
            ) : (
              // No price now (a suspended market): the player asks again when it reopens.
              <button
                type="button"
                className={buttons.primary}
                onClick={() => askQuote(coupon.id)}
                data-testid="cash-out-ask-again"
              >
                {t('cash_out_ask_again')}
              </button>
            )}
          </div>
        </>
      )}
    </Dialog>
  );
}

/** What the part typed sells for: the whole quote in proportion, as the server prices it. */
function previewOf(
  quote: { price: string; playingStake: string },
  typed: string,
  precision: number,
): { price: string; invalid: boolean } {
  if (typed.trim() === '') return { price: quote.price, invalid: false };
  const playing = toMinorUnits(quote.playingStake, precision);
  const part = typedAmount(typed.trim(), precision);
  if (part === undefined || part > playing) return { price: quote.price, invalid: true };
  const price = partPrice(toMinorUnits(quote.price, precision), playing, part);
  return { price: fromMinorUnits(price, precision), invalid: false };
}

function fieldError(
  error: HTTPError,
  t: (key: string) => string,
  exists: (key: string) => boolean,
) {
  const [key] = error.validationErrors.summ ?? [];
  return key && exists(key) ? t(key) : undefined;
}
