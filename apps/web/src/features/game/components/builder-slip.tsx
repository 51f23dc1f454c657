import { type CouponView, type FeedGame, type FeedOutcome, outcomeKey } from '@arenabet/contracts';
import { isCheckCf } from '@arenabet/domain/betting/odds';
import { useId, useMemo, useState } from 'react';
import { placeStatusStyles as status } from '../../../shared/bets/place-status.tsx';
import { usePlaceBet } from '../../../shared/bets/use-place-bet.ts';
import { useSessionPlayer } from '../../../shared/favorites/session-player.ts';
import { useOddsText } from '../../../shared/feed/index.ts';
import { useFormatMoney } from '../../../shared/i18n/use-format-money.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { marketName, marketPlaceOf } from '../../../shared/markets/markets.ts';
import { outcomeName } from '../../../shared/markets/outcome-names.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { StakeInput } from '../../../shared/ui/form/stake-input.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { placeBuilderBet } from '../api/place-builder-bet.ts';
import { useBuilderView } from '../hooks/use-builder-view.ts';
import { type BuilderPick, builderPickKey, legsToGo } from '../lib/builder-picks.ts';
import { builderBet, builderRequest, builderWin, hasBuilderStake } from '../lib/builder-request.ts';
import { useBuilderPicks, useBuilderStore } from '../lib/builder-store.ts';
import styles from './builder.module.css';
import { BuilderPlace } from './builder-place.tsx';

/** Quick stakes in major units of the account's currency, as the coupon offers them. */
const QUICK_STAKES = ['10', '50', '100', '500'];
const DEFAULT_PRECISION = 2;
/** Where the slip is a bar fixed above the coupon's: the `@media` rule of builder.module.css. */
const PHONE = '(max-width: 720px)';

interface BuilderSlipProps {
  game: FeedGame;
  /** The builder's outcomes at the line's prices now. */
  outcomes: readonly FeedOutcome[];
  /** Why the last press did not add its outcome (a dictionary key). */
  notice: string | null;
  onSignIn(): void;
}

function Leg({
  pick,
  outcome,
  game,
  onRemove,
}: {
  pick: BuilderPick;
  outcome: FeedOutcome | undefined;
  game: FeedGame;
  onRemove(): void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const oddsText = useOddsText();
  const shown = outcome ?? { ...pick, odds: pick.coef, oddsText: '', locked: true };
  const market = marketName(pick.group, marketPlaceOf(game), language, t('game_market'));
  const name = outcomeName(shown, language);
  return (
    <li className={styles.leg} data-testid="builder-leg" data-key={builderPickKey(pick)}>
      <span className={styles.legMarket}>{market}</span>
      <span className={styles.legName}>{name}</span>
      <span className={styles.legOdds} dir="ltr">
        {shown.locked ? <Icon name="lock" size={14} /> : oddsText(shown.odds)}
      </span>
      <button
        type="button"
        className={styles.legRemove}
        onClick={onRemove}
        aria-label={t('builder_remove_pick', { name: `${market}: ${name}` })}
        data-testid="builder-leg-remove"
      >
        <Icon name="close" size={14} />
      </button>
    </li>
  );
}

/**
 * The bet builder's slip, kept in view at the foot of the builder while the player picks: the
 * legs, the builder odds the server prices them at, the stake, the possible win and placing.
 */
export function BuilderSlip({ game, outcomes, notice, onSignIn }: BuilderSlipProps) {
  const { t } = useTranslation();
  const oddsText = useOddsText();
  const money = useFormatMoney();
  const settings = useSiteSettings();
  const signedIn = Boolean(useSessionPlayer());
  const picks = useBuilderPicks(game.id);
  const stake = useBuilderStore((state) => state.stake);
  // Open beside the markets on a wide screen; on a phone it would hide them, so it starts folded
  // to its head (the legs' count and the builder odds) until the player opens it.
  const [open, setOpen] = useState(() => !window.matchMedia?.(PHONE)?.matches);
  const bodyId = useId();
  const titleId = useId();
  const now = useMemo(
    () => new Map(outcomes.map((outcome) => [outcomeKey(outcome), outcome])),
    [outcomes],
  );
  const checkCf = isCheckCf(settings.betting.checkCf) ? settings.betting.checkCf : 0;
  const request = useMemo(
    () => builderRequest({ gameId: game.id, picks, stake, checkCf }, now),
    [game.id, picks, stake, checkCf, now],
  );
  const { view, current, stale } = useBuilderView(game.id, request, picks);
  const placing = usePlaceBet({
    send: placeBuilderBet,
    onAccepted: () => useBuilderStore.getState().clear(),
  });
  const priced = current ? view?.builder?.coef : undefined;
  const precision = view?.currency.precision ?? DEFAULT_PRECISION;
  const currency = view && { symbol: view.currency.symbol, precision };
  const win = request && view && current ? builderWin(request, view, precision) : undefined;
  const busy = placing.state.phase === 'sending' || placing.state.phase === 'pending';
  const toGo = legsToGo(picks);
  // A new choice of legs puts the last bet's answer away; the receipt stays while none is made.
  const picksKey = picks.map(builderPickKey).join(',');
  const [lastPicks, setLastPicks] = useState(picksKey);
  if (lastPicks !== picksKey) {
    setLastPicks(picksKey);
    if (picks.length > 0 && !busy && placing.state.phase !== 'idle') placing.reset();
  }

  /** The picks as a bet at the odds of `source` (the recount on screen, or a refusal's). */
  const placeAt = (source: CouponView | null | undefined) => {
    const bet = request && builderBet(request, source);
    if (bet) void placing.place(bet);
  };

  return (
    <section
      className={styles.slip}
      aria-labelledby={titleId}
      data-testid="builder-slip"
      data-open={open ? '' : undefined}
    >
      <h3 className={styles.slipTitle} id={titleId}>
        <button
          type="button"
          className={styles.slipHead}
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((value) => !value)}
          data-testid="builder-slip-toggle"
        >
          <Icon name="spark" size={18} className={styles.slipIcon} />
          <span className={styles.slipName}>{t('builder_slip_title')}</span>
          <span className={styles.count} data-testid="builder-count">
            {picks.length}
          </span>
          <span className={styles.headOdds} aria-busy={stale && priced !== undefined}>
            <span className={styles.headOddsLabel}>{t('builder_odds')}</span>
            <b dir="ltr" data-testid="builder-odds" data-odds={priced}>
              {priced === undefined ? '—' : oddsText(priced)}
            </b>
          </span>
          <Icon name="chevronDown" size={18} className={styles.slipChevron} />
        </button>
      </h3>
      <div id={bodyId} className={styles.slipBody} hidden={!open}>
        {placing.state.phase === 'accepted' && (
          <p className={status.success} role="status" data-testid="builder-accepted">
            {t('bet_status_accepted')}{' '}
            {t('coupon_numbers', { numbers: placing.state.couponIds.join(', ') })}
          </p>
        )}
        {picks.length > 0 && (
          <div className={styles.legsRow}>
            <ol className={styles.legs} aria-label={t('builder_legs')}>
              {picks.map((pick) => (
                <Leg
                  key={builderPickKey(pick)}
                  pick={pick}
                  outcome={now.get(builderPickKey(pick))}
                  game={game}
                  onRemove={() => useBuilderStore.getState().remove(builderPickKey(pick))}
                />
              ))}
            </ol>
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => useBuilderStore.getState().clear()}
              data-testid="builder-clear"
            >
              {t('coupon_clear')}
            </button>
          </div>
        )}
        {toGo > 0 && (
          <p className={styles.hint} data-testid="builder-hint">
            {toGo === 2 ? t('builder_pick_two') : t('builder_pick_one_more')}
          </p>
        )}
        {notice && (
          <p className={styles.notice} role="alert" data-testid="builder-notice">
            {t(notice)}
          </p>
        )}
        {request && (
          <StakeInput
            label={t('coupon_stake')}
            value={stake}
            precision={precision}
            onChange={(value) => useBuilderStore.getState().setStake(value)}
            hint={
              currency
                ? t('coupon_stake_limits', {
                    min: money(view.minStake, currency),
                    max: money(view.maxStake, currency),
                  })
                : undefined
            }
            testId="builder-stake"
            addon={
              <span className={styles.quick}>
                {QUICK_STAKES.map((quick) => (
                  <button
                    key={quick}
                    type="button"
                    className={styles.quickStake}
                    onClick={() => useBuilderStore.getState().setStake(quick)}
                  >
                    {quick}
                  </button>
                ))}
              </span>
            }
          />
        )}
        {request && view && current && view.problems.length > 0 && (
          <ul className={styles.problems} data-testid="builder-problems">
            {view.problems.map((problem) => (
              <li key={`${problem.key}:${problem.index ?? ''}`}>
                {t(problem.key, problem.values)}
              </li>
            ))}
          </ul>
        )}
        {(request || (placing.state.phase !== 'idle' && placing.state.phase !== 'accepted')) && (
          <BuilderPlace
            win={win === undefined || !currency ? undefined : money(win, currency)}
            stale={stale}
            oddsNow={priced}
            state={placing.state}
            signedIn={signedIn}
            canPlace={Boolean(request) && hasBuilderStake(request) && priced !== undefined && !busy}
            onPlace={() => placeAt(view)}
            onRetry={() => {
              if (placing.state.phase === 'failed') void placing.place(placing.state.retry);
            }}
            onAcceptChanges={() => {
              const refused =
                placing.state.phase === 'refused' ? placing.state.refusal.coupon : null;
              placeAt(refused?.builder ? refused : view);
            }}
            onSignIn={onSignIn}
          />
        )}
      </div>
    </section>
  );
}
