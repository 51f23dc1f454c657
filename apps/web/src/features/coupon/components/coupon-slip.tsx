import { COUPON_VIDS, type CouponView } from '@arenabet/contracts';
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { placeStatusStyles as status } from '../../../shared/bets/place-status.tsx';
import { useSessionPlayer } from '../../../shared/favorites/session-player.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import formStyles from '../../../shared/ui/form/form.module.css';
import { StakeInput } from '../../../shared/ui/form/stake-input.tsx';
import segmented from '../../../shared/ui/segmented.module.css';
import { useAdvance } from '../api/advance.ts';
import { useCouponSettings } from '../hooks/use-coupon-settings.ts';
import { useCouponView } from '../hooks/use-coupon-view.ts';
import { usePlaceBet } from '../hooks/use-place-bet.ts';
import { useCouponNotices } from '../lib/coupon-notices.ts';
import { CHOSEN_KINDS, keyOfPick, systemSizeFor, systemSizes, vidOf } from '../lib/coupon-picks.ts';
import { boostTaken, buildCouponRequest, hasStake, withAutoBet } from '../lib/coupon-request.ts';
import { couponShapeOf, useCouponStore } from '../lib/coupon-store.ts';
import { instantNumbers } from '../lib/instant-numbers.ts';
import { changedCoefs } from '../lib/placement.ts';
import { AdvanceOption } from './advance-option.tsx';
import { AntiExpressOffer } from './anti-express.tsx';
import { AutoBetOptions, autoBetReady } from './auto-bet-options.tsx';
import styles from './coupon.module.css';
import { LoadCouponForm, SaveCouponButton } from './coupon-code.tsx';
import { CouponEventRow } from './coupon-event-row.tsx';
import { CouponOptions } from './coupon-options.tsx';
import { AutoBetWaiting, PlaceArea } from './coupon-place.tsx';
import { CouponSummary } from './coupon-summary.tsx';
import { ExpressBoost } from './express-boost.tsx';
import { ExpressOfDayButton } from './express-of-day-button.tsx';
import { VipBetArea } from './vip-bet.tsx';

/** Quick stakes in major units of the account's currency. */
const QUICK_STAKES = ['10', '50', '100', '500'];
const DEFAULT_PRECISION = 2;

interface CouponSlipProps {
  onSignIn(): void;
}

/** The coupon: its outcomes, kind, stake, the server's recount, and placing it. */
export function CouponSlip({ onSignIn }: CouponSlipProps) {
  const { t } = useTranslation();
  const settings = useCouponSettings();
  const signedIn = Boolean(useSessionPlayer());
  const coupon = useCouponStore(useShallow(couponShapeOf));
  const actions = useCouponStore(
    useShallow(({ clear, setKind, setSystemSize, setStake, acceptOdds }) => ({
      clear,
      setKind,
      setSystemSize,
      setStake,
      acceptOdds,
    })),
  );
  const autoBet = useCouponStore(useShallow(({ autoBet, autoBetCf }) => ({ autoBet, autoBetCf })));
  const { request, view, stale } = useCouponView();
  const [onAdvance, setOnAdvance] = useState(false);
  const placing = usePlaceBet({
    onAccepted: () => {
      useCouponStore.getState().clear();
      setOnAdvance(false);
    },
  });
  const count = coupon.picks.length;
  const vid = vidOf(count, coupon.kind);
  const precision = view?.currency.precision ?? DEFAULT_PRECISION;
  const viewByKey = new Map((view?.events ?? []).map((event) => [keyOfPick(event), event]));
  const changes = changedCoefs(view, coupon.picks);
  const autoBetAsked =
    autoBet.autoBet && (vid === COUPON_VIDS.single || vid === COUPON_VIDS.express);
  // An advance bet is a single or an express with nothing else (advance.ts in the domain).
  const advanceKind =
    signedIn && !autoBetAsked && (vid === COUPON_VIDS.single || vid === COUPON_VIDS.express);
  const advance = useAdvance(advanceKind).data;
  const advanceShown = advanceKind && advance?.offered === true && Number(advance.available) > 0;
  const advanceTaken = advanceShown && onAdvance;

  const placeNow = () => {
    const state = useCouponStore.getState();
    if (advanceTaken) {
      const request = buildCouponRequest({ ...state, declineBoost: true }, settings.checkCf);
      void placing.place({ ...request, avanceBet: true });
      return;
    }
    void placing.place(
      withAutoBet(buildCouponRequest(state, settings.checkCf, settings.expressBoost), state),
    );
  };
  /** The express's legs placed as its anti-express, at the odds offered (no boost on it). */
  const placeAnti = (coef: number) => {
    const state = useCouponStore.getState();
    const request = buildCouponRequest({ ...state, declineBoost: true }, settings.checkCf);
    void placing.place({ ...request, antiExpressCoef: coef });
  };
  /** The coupon as placed, for a VIP request of the stake typed (VIPBetSumm). */
  const vipRequest = () => {
    const state = useCouponStore.getState();
    const built = buildCouponRequest(state, settings.checkCf, settings.expressBoost);
    return built.summ === undefined ? null : { coupon: built, stake: String(built.summ) };
  };
  const acceptChanges = () => {
    const source =
      placing.state.phase === 'refused' && placing.state.refusal.coupon
        ? placing.state.refusal.coupon
        : view;
    const coefs = changedCoefs(source, useCouponStore.getState().picks);
    actions.acceptOdds(coefs);
    if (placing.state.phase === 'refused') placeNow();
  };

  if (count === 0) {
    return (
      <section className={styles.slip} aria-labelledby="coupon-title" data-testid="coupon-slip">
        <h2 id="coupon-title" className={styles.title}>
          {t('coupon_title')}
        </h2>
        {placing.state.phase === 'accepted' && (
          <p className={status.success} role="status" data-testid="coupon-accepted">
            {t('bet_status_accepted')}{' '}
            {t('coupon_numbers', { numbers: placing.state.couponIds.join(', ') })}
          </p>
        )}
        {placing.state.phase === 'waiting' && <AutoBetWaiting />}
        <p className={styles.empty}>{t('coupon_empty_text')}</p>
        <ExpressOfDayButton />
        {settings.saveLoad && <LoadCouponForm />}
        <CouponOptions precision={precision} />
      </section>
    );
  }

  return (
    <section className={styles.slip} aria-labelledby="coupon-title" data-testid="coupon-slip">
      <div className={styles.head}>
        <h2 id="coupon-title" className={styles.title}>
          {t('coupon_title')} <span className={styles.count}>{count}</span>
        </h2>
        <button
          type="button"
          className={styles.linkButton}
          onClick={actions.clear}
          data-testid="coupon-clear"
        >
          {t('coupon_clear')}
        </button>
      </div>
      {count > 1 && (
        <div
          className={`${segmented.segments} ${styles.kinds}`}
          role="tablist"
          aria-label={t('coupon_kind')}
        >
          {CHOSEN_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              role="tab"
              className={segmented.segment}
              aria-selected={coupon.kind === kind}
              disabled={kind === 'system' && count < 3}
              data-testid={`coupon-kind-${kind}`}
              onClick={() => {
                const result = actions.setKind(kind, settings.limits);
                if (!result.ok) {
                  useCouponNotices
                    .getState()
                    .show({ key: result.reason, values: result.values, tone: 'error' });
                }
              }}
            >
              {t(`coupon_kind_${kind}`)}
            </button>
          ))}
        </div>
      )}
      {vid === COUPON_VIDS.system && (
        <label className={formStyles.field}>
          <span className={formStyles.label}>{t('coupon_system_size')}</span>
          <select
            className={formStyles.input}
            value={systemSizeFor(count, coupon.systemSize)}
            onChange={(event) => actions.setSystemSize(Number(event.target.value))}
            data-testid="coupon-system-size"
          >
            {systemSizes(count).map((size) => (
              <option key={size} value={size}>
                {t('coupon_system_of', { k: size, n: count })}
              </option>
            ))}
          </select>
        </label>
      )}
      <ol className={styles.events}>
        {coupon.picks.map((pick) => {
          const event = viewByKey.get(keyOfPick(pick));
          return (
            <CouponEventRow
              key={keyOfPick(pick)}
              pick={pick}
              view={event}
              withStake={vid === COUPON_VIDS.multi}
              precision={precision}
              possibleWin={event?.possibleWin}
            />
          );
        })}
      </ol>
      {changes.size > 0 && (
        <div className={styles.changes} role="status">
          <span>{t('coupon_odds_changed')}</span>
          <button
            type="button"
            className={buttons.secondary}
            onClick={acceptChanges}
            data-testid="coupon-accept-changes"
          >
            {t('coupon_accept_changes')}
          </button>
        </div>
      )}
      {vid !== COUPON_VIDS.multi && (
        <StakeBlock
          stake={coupon.stake}
          precision={precision}
          view={view}
          onChange={actions.setStake}
        />
      )}
      {view?.expressBoost && <ExpressBoost boost={view.expressBoost} />}
      {view && (
        <CouponSummary
          view={view}
          stale={stale}
          instant={instantNumbers(request, precision, boostTaken(coupon, settings.expressBoost))}
        />
      )}
      {view?.antiExpress && vid === COUPON_VIDS.express && !autoBetAsked && signedIn && (
        <AntiExpressOffer
          offer={view.antiExpress}
          view={view}
          stake={coupon.stake}
          canPlace={
            Boolean(request && hasStake(request)) &&
            placing.state.phase !== 'sending' &&
            placing.state.phase !== 'pending'
          }
          onPlace={placeAnti}
        />
      )}
      {view && view.problems.length > 0 && (
        <ul className={styles.problems} data-testid="coupon-problems">
          {view.problems.map((problem) => (
            <li key={`${problem.key}:${problem.index ?? ''}`}>{t(problem.key, problem.values)}</li>
          ))}
        </ul>
      )}
      {(vid === COUPON_VIDS.single || vid === COUPON_VIDS.express) && (
        <AutoBetOptions
          currentCoef={view?.totalCoef}
          live={coupon.picks.some((pick) => pick.live)}
        />
      )}
      {advanceShown && advance && (
        <AdvanceOption advance={advance} checked={onAdvance} onChange={setOnAdvance} />
      )}
      <CouponOptions precision={precision} />
      <PlaceArea
        state={placing.state}
        signedIn={signedIn}
        canPlace={Boolean(request && hasStake(request)) && autoBetReady(autoBet, view?.totalCoef)}
        autoBet={autoBetAsked}
        advance={advanceTaken}
        onPlace={placeNow}
        onRetry={() => {
          if (placing.state.phase === 'failed') void placing.place(placing.state.retry);
        }}
        onAcceptChanges={acceptChanges}
        onSignIn={onSignIn}
      />
      <VipBetArea state={placing.state} request={vipRequest} />
      {settings.saveLoad && <SaveCouponButton />}
    </section>
  );
}

function StakeBlock({
  stake,
  precision,
  view,
  onChange,
}: {
  stake: string;
  precision: number;
  view: CouponView | undefined;
  onChange(stake: string): void;
}) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const currency = view && { symbol: view.currency.symbol, precision: view.currency.precision };
  return (
    <div className={styles.stake}>
      <StakeInput
        label={view?.vid === COUPON_VIDS.system ? t('coupon_system_stake') : t('coupon_stake')}
        value={stake}
        precision={precision}
        onChange={onChange}
        hint={
          currency
            ? t('coupon_stake_limits', {
                min: money(view.minStake, currency),
                max: money(view.maxStake, currency),
              })
            : undefined
        }
        testId="coupon-stake"
      />
      <div className={styles.quick}>
        {QUICK_STAKES.map((quick) => (
          <button
            key={quick}
            type="button"
            className={styles.quickStake}
            onClick={() => onChange(quick)}
            data-testid="coupon-quick-stake"
          >
            {quick}
          </button>
        ))}
      </div>
    </div>
  );
}
