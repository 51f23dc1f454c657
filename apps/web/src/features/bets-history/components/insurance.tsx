import type { InsuranceOfferView, PlacedCoupon } from '@arenabet/contracts/bets';
import { useState } from 'react';
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
import { useInsureBet } from '../api/insure-bet.ts';
import { insurancePercentOf, insuranceQuote } from '../lib/insurance-quote.ts';
import cardStyles from './coupon-card.module.css';
import styles from './insurance.module.css';

type Refusal = NonNullable<InsuranceOfferView['refusal']>;

const REFUSAL_TEXT: Record<Refusal, string> = {
  system: i18nKey('insurance_refused_system'),
  anti_express: i18nKey('insurance_refused_anti_express'),
  builder: i18nKey('insurance_refused_builder'),
  advance: i18nKey('insurance_refused_advance'),
  insured: i18nKey('insurance_refused_insured'),
  sold: i18nKey('insurance_refused_sold'),
  lost: i18nKey('insurance_refused_lost'),
  settled: i18nKey('insurance_refused_settled'),
  half: i18nKey('insurance_refused_half'),
  locked: i18nKey('insurance_refused_locked'),
  no_value: i18nKey('insurance_refused_no_value'),
};

/*
 * Only a refusal that passes is worth words on the card (a suspended market reopens); the
 * others are for good, and the card simply has no insurance button.
 */
const PASSING_REFUSALS: ReadonlySet<Refusal> = new Set(['locked']);

const PERCENT_CHOICES = [25, 50, 75, 100] as const;

/** An open bet's insurance in its card: the button to buy a cover, or why not now. */
export function InsuranceAction({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const offer = coupon.insuranceOffer;
  const passing =
    offer?.refusal && PASSING_REFUSALS.has(offer.refusal) ? REFUSAL_TEXT[offer.refusal] : undefined;
  return (
    <>
      {coupon.state === 'open' && offer?.lossChance != null && (
        <div className={styles.action}>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => setOpen(true)}
            data-testid="insurance-button"
          >
            {t('insurance_button')}
          </button>
        </div>
      )}
      {coupon.state === 'open' && offer?.lossChance === null && passing && (
        <p className={styles.off} data-testid="insurance-unavailable">
          {t('insurance_unavailable')}: {t(passing)}
        </p>
      )}
      {open && <InsuranceDialog coupon={coupon} onClose={() => setOpen(false)} />}
    </>
  );
}

function InsuranceDialog({ coupon, onClose }: { coupon: PlacedCoupon; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const money = useFormatMoney();
  const insure = useInsureBet();
  const [typed, setTyped] = useState('50');
  const amount = (value: string) => money(value, coupon.currency);
  const percent = insurancePercentOf(typed);
  const offer = coupon.insuranceOffer;
  // The offer follows the list: after a refused premium it is read again, and may be gone.
  const lossChance = offer?.lossChance ?? null;
  const quote =
    offer && lossChance !== null && percent !== undefined
      ? insuranceQuote({ ...offer, lossChance }, percent, coupon.currency.precision)
      : undefined;
  const buy = () => {
    if (!quote || percent === undefined) return;
    insure.mutate({ saleBetId: coupon.id, percent, premium: quote.premium });
  };
  const percentError =
    insure.error instanceof HTTPError ? insure.error.validationErrors.percent?.[0] : undefined;
  const failure =
    insure.error && !percentError ? errorText(insure.error, t, i18n.exists) : undefined;
  const unavailable =
    !insure.data && lossChance === null
      ? offer?.refusal
        ? t(REFUSAL_TEXT[offer.refusal])
        : t('insurance_unavailable')
      : undefined;

  return (
    <Dialog
      open
      title={t('insurance_title', { number: coupon.id })}
      onClose={onClose}
      testId="insurance-dialog"
    >
      {insure.data ? (
        <>
          <p className={dialogStyles.text} role="status" data-testid="insurance-done">
            {t('insurance_done', {
              insured: amount(insure.data.insured),
              premium: amount(insure.data.premium),
            })}
          </p>
          <div className={dialogStyles.actions}>
            <button
              type="button"
              className={buttons.primary}
              onClick={onClose}
              data-testid="insurance-close"
            >
              {t('insurance_close')}
            </button>
          </div>
        </>
      ) : (
        <>
          <p className={dialogStyles.text}>{t('insurance_text')}</p>
          <fieldset className={styles.choices}>
            <legend className={styles.legend}>{t('insurance_percent_choices')}</legend>
            {PERCENT_CHOICES.map((choice) => (
              <button
                key={choice}
                type="button"
                className={styles.choice}
                aria-pressed={percent === choice}
                onClick={() => setTyped(String(choice))}
                data-testid={`insurance-percent-${choice}`}
              >
                {t('insurance_percent_choice', { percent: choice })}
              </button>
            ))}
          </fieldset>
          <TextField
            label={t('insurance_percent_label')}
            hint={offer ? t('insurance_percent_hint', { amount: amount(offer.playingStake) }) : ''}
            error={
              percentError && i18n.exists(percentError)
                ? t(percentError)
                : typed.trim() !== '' && percent === undefined
                  ? t('insurance_percent_invalid')
                  : undefined
            }
            type="number"
            inputMode="numeric"
            min={10}
            max={100}
            step={1}
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            data-testid="insurance-percent"
          />
          <dl className={styles.quote} aria-live="polite">
            <div>
              <dt>{t('insurance_insured')}</dt>
              <dd dir="ltr" data-testid="insurance-insured">
                {quote ? amount(quote.insured) : '—'}
              </dd>
            </div>
            <div>
              <dt>{t('insurance_premium')}</dt>
              <dd dir="ltr" data-testid="insurance-premium">
                {quote ? amount(quote.premium) : '—'}
              </dd>
            </div>
          </dl>
          {(failure ?? unavailable) && (
            <p className={dialogStyles.error} role="alert" data-testid="insurance-error">
              {failure ?? unavailable}
            </p>
          )}
          <div className={dialogStyles.actions}>
            <button type="button" className={buttons.secondary} onClick={onClose}>
              {t('confirm_cancel')}
            </button>
            <button
              type="button"
              className={buttons.primary}
              onClick={buy}
              disabled={!quote || insure.isPending}
              aria-busy={insure.isPending}
              data-testid="insurance-confirm"
            >
              {insure.isPending && <Spinner />}
              {t('insurance_confirm', { amount: amount(quote?.premium ?? '0') })}
            </button>
          </div>
        </>
      )}
    </Dialog>
  );
}

/** An insured bet's cover in its figures: what is insured for what, and once settled, paid. */
export function InsuranceCover({ coupon }: { coupon: PlacedCoupon }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const { insurance } = coupon;
  if (!insurance) return null;
  const amount = (value: string) => money(value, coupon.currency);
  return (
    <div className={cardStyles.figure} data-testid="bets-coupon-insurance">
      <dt>{t('bets_insurance')}</dt>
      <dd dir="ltr" data-testid="bets-coupon-insurance-value">
        {t('bets_insurance_value', {
          insured: amount(insurance.insured),
          percent: insurance.percent,
          premium: amount(insurance.premium),
        })}
      </dd>
      {coupon.state !== 'open' && (
        <dd dir="ltr" data-testid="bets-coupon-insurance-paid">
          {t('bets_insurance_paid', { amount: amount(insurance.paid) })}
        </dd>
      )}
    </div>
  );
}
