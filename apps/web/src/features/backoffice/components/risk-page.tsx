import type { RiskAuditEntry, RiskOutcome, RiskView, TickerBet } from '@arenabet/contracts/risk';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { COUPON_KIND_LABEL, couponKind } from '../../../shared/bets/coupon-labels.ts';
import { useOddsText } from '../../../shared/feed/use-odds-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { useLiftSuspension, useRisk, useStakeFactor } from '../api/risk.ts';
import { gameBetsPath, playerBetsPath } from '../lib/bets-search.ts';
import { parsePlayerId } from '../lib/list-filter.ts';
import type { MoneyCurrency } from '../lib/money.ts';
import styles from './backoffice.module.css';
import { BackofficeScreen } from './backoffice-screen.tsx';
import bets from './bets.module.css';
import { MoneyText } from './money-text.tsx';
import { QueryState } from './query-state.tsx';
import tables from './tables.module.css';
import toolbar from './toolbar.module.css';

/**
 * The book's risk, read again every few seconds: the outcomes of open bets, the house's worst
 * first, and the bets as they are accepted.
 */
export function RiskPage() {
  const { t } = useTranslation();
  const risk = useRisk();
  return (
    <BackofficeScreen title={t('backoffice_risk_title')} testId="backoffice-risk">
      <p className={styles.muted}>{t('backoffice_risk_lead')}</p>
      <QueryState pending={risk.isPending} error={risk.error} onRetry={() => risk.refetch()} />
      {risk.data && <Liabilities view={risk.data} />}
      {risk.data && <Ticker view={risk.data} />}
      <StakeFactorForm />
      {risk.data && <Audit view={risk.data} />}
    </BackofficeScreen>
  );
}

const currencyOf = (view: RiskView): MoneyCurrency => ({ symbol: view.currency, precision: 2 });

function Liabilities({ view }: { view: RiskView }) {
  const { t } = useTranslation();
  const columns = [
    t('backoffice_risk_col_outcome'),
    t('backoffice_risk_col_singles'),
    t('bets_stake'),
    t('backoffice_risk_col_payouts'),
    t('backoffice_risk_col_multiples'),
    t('backoffice_risk_col_house'),
  ];
  return (
    <section aria-labelledby="risk-liabilities">
      <h2 id="risk-liabilities" className={styles.sectionTitle}>
        {t('backoffice_risk_liabilities')}
      </h2>
      <div className={tables.wrap}>
        <table className={tables.table} data-testid="risk-liabilities">
          <thead>
            <tr>
              {columns.map((name, index) => (
                <th key={name} scope="col" className={index >= 1 ? tables.end : undefined}>
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {view.outcomes.length === 0 && (
              <tr>
                <td colSpan={columns.length} className={tables.empty} data-label="">
                  {t('backoffice_risk_empty')}
                </td>
              </tr>
            )}
            {view.outcomes.map((outcome) => (
              <OutcomeRow
                key={`${outcome.gameId}:${outcome.periodName}:${outcome.marketName}:${outcome.outcomeName}`}
                outcome={outcome}
                currency={currencyOf(view)}
              />
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function OutcomeRow({ outcome, currency }: { outcome: RiskOutcome; currency: MoneyCurrency }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const teams = outcome.away ? `${outcome.home} — ${outcome.away}` : outcome.home;
  const market = outcome.periodName
    ? `${outcome.periodName}. ${outcome.marketName}`
    : outcome.marketName;
  return (
    <tr data-testid={`risk-outcome-${outcome.gameId}`}>
      <td data-label={t('backoffice_risk_col_outcome')}>
        <Link to={gameBetsPath(language, outcome.gameId)} className={tables.link}>
          {teams}
        </Link>
        <span className={tables.sub}>
          {market}: <strong>{outcome.outcomeName}</strong>
        </span>
      </td>
      <td data-label={t('backoffice_risk_col_singles')} className={tables.end}>
        {outcome.singles}
      </td>
      <td data-label={t('bets_stake')} className={tables.end}>
        <MoneyText amount={outcome.stakes} currency={currency} />
      </td>
      <td data-label={t('backoffice_risk_col_payouts')} className={tables.end}>
        <MoneyText amount={outcome.payouts} currency={currency} />
      </td>
      <td data-label={t('backoffice_risk_col_multiples')} className={tables.end}>
        {outcome.multiples}
        {outcome.multiples > 0 && (
          <span className={tables.sub}>
            <MoneyText amount={outcome.multiplesPayouts} currency={currency} />
          </span>
        )}
      </td>
      <td data-label={t('backoffice_risk_col_house')} className={tables.end}>
        <MoneyText amount={outcome.houseIfWins} currency={currency} signed testId="risk-house" />
        {outcome.suspended && <LiftAction outcome={outcome} />}
      </td>
    </tr>
  );
}

/** A suspended outcome: the badge, and taking bets again with the reason, in a dialog. */
function LiftAction({ outcome }: { outcome: RiskOutcome }) {
  const { t, i18n } = useTranslation();
  const lift = useLiftSuspension();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    lift.mutate(
      {
        gameId: outcome.legGameId,
        group: outcome.group,
        type: outcome.type,
        ...(outcome.param === undefined ? {} : { param: outcome.param }),
        reason,
      },
      { onSuccess: () => setOpen(false) },
    );
  };
  return (
    <span className={tables.sub}>
      <span className={tables.status} data-status="failed" data-testid="risk-suspended">
        {t('backoffice_risk_suspended')}
      </span>{' '}
      <button
        type="button"
        className={tables.link}
        onClick={() => setOpen(true)}
        data-testid="risk-lift"
      >
        {t('backoffice_risk_lift')}
      </button>
      <Dialog
        open={open}
        title={t('backoffice_risk_lift_title')}
        onClose={() => setOpen(false)}
        testId="risk-lift-dialog"
      >
        <form onSubmit={confirm} noValidate className={styles.liftForm}>
          <label>
            {t('backoffice_risk_reason')}
            <input
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              data-testid="risk-lift-reason"
            />
          </label>
          {lift.error && <FormError>{errorText(lift.error, t, i18n.exists)}</FormError>}
          <button type="submit" className={toolbar.go} disabled={lift.isPending}>
            {t('backoffice_risk_lift')}
          </button>
        </form>
      </Dialog>
    </span>
  );
}

function Ticker({ view }: { view: RiskView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="risk-ticker">
      <h2 id="risk-ticker" className={styles.sectionTitle}>
        {t('backoffice_risk_ticker')}
      </h2>
      <ul className={styles.ticker} data-testid="risk-ticker">
        {view.ticker.map((bet) => (
          <TickerRow key={bet.couponId} bet={bet} currency={currencyOf(view)} />
        ))}
      </ul>
    </section>
  );
}

function TickerRow({ bet, currency }: { bet: TickerBet; currency: MoneyCurrency }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const odds = useOddsText();
  return (
    <li className={styles.tickerRow} data-testid={`ticker-${bet.couponId}`}>
      <time dateTime={bet.acceptedAt}>{formatDateTime(bet.acceptedAt, language)}</time>
      <Link to={playerBetsPath(language, bet.playerId)} className={tables.link} dir="ltr">
        #{bet.couponId}
      </Link>
      <span>
        {t(COUPON_KIND_LABEL[couponKind(bet.vid)])}
        {bet.live && ` · ${t('bets_leg_live')}`}
      </span>
      <span className={styles.tickerLeg}>
        {bet.firstLeg}
        {bet.moreLegs > 0 && ` ${t('backoffice_risk_more_legs', { count: bet.moreLegs })}`}
      </span>
      <MoneyText amount={bet.stake} currency={currency} />
      <span dir="ltr">{odds(bet.totalCoef)}</span>
    </li>
  );
}

/** An operator limits (or trusts) a player: a percent of the site's maximum stake, with why. */
function StakeFactorForm() {
  const { t, i18n } = useTranslation();
  const change = useStakeFactor();
  const [playerId, setPlayerId] = useState('');
  const [percent, setPercent] = useState('100');
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = parsePlayerId(playerId);
    if (id === null) return;
    change.mutate({ playerId: id, factorPercent: Number(percent), reason });
  };
  const fields = change.error instanceof HTTPError ? change.error.validationErrors : {};
  const fieldText = (name: string) => {
    const key = fields[name]?.[0];
    return key ? t(key) : undefined;
  };
  return (
    <section aria-labelledby="risk-stake-factor">
      <h2 id="risk-stake-factor" className={styles.sectionTitle}>
        {t('backoffice_risk_stake_factor')}
      </h2>
      <p className={styles.muted}>{t('backoffice_risk_stake_factor_hint')}</p>
      <form className={bets.search} onSubmit={submit} noValidate data-testid="stake-factor-form">
        <label>
          {t('backoffice_bets_player_id')}
          <input
            inputMode="numeric"
            dir="ltr"
            value={playerId}
            onChange={(event) => setPlayerId(event.target.value)}
            data-testid="stake-factor-player"
          />
        </label>
        <label>
          {t('backoffice_risk_stake_factor_percent')}
          <input
            inputMode="numeric"
            dir="ltr"
            value={percent}
            aria-invalid={fieldText('factorPercent') ? true : undefined}
            onChange={(event) => setPercent(event.target.value)}
            data-testid="stake-factor-percent"
          />
        </label>
        <label>
          {t('backoffice_risk_reason')}
          <input
            value={reason}
            aria-invalid={fieldText('reason') ? true : undefined}
            onChange={(event) => setReason(event.target.value)}
            data-testid="stake-factor-reason"
          />
        </label>
        <button
          type="submit"
          className={toolbar.go}
          disabled={change.isPending}
          data-testid="stake-factor-save"
        >
          {t('backoffice_risk_stake_factor_save')}
        </button>
      </form>
      {change.error && (
        <FormError testId="stake-factor-error">
          {fieldText('factorPercent') ??
            fieldText('reason') ??
            errorText(change.error, t, i18n.exists)}
        </FormError>
      )}
      {change.data && (
        <p className={styles.muted} role="status" data-testid="stake-factor-done">
          {t('backoffice_risk_stake_factor_done', {
            player: change.data.playerId,
            percent: change.data.factorPercent,
          })}
        </p>
      )}
    </section>
  );
}

/** The last changes to the book's risk settings: who, when, from what to what, and why. */
function Audit({ view }: { view: RiskView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (view.audit.length === 0) return null;
  return (
    <section aria-labelledby="risk-audit">
      <h2 id="risk-audit" className={styles.sectionTitle}>
        {t('backoffice_risk_audit')}
      </h2>
      <ul className={styles.ticker} data-testid="risk-audit">
        {view.audit.map((entry) => (
          <li key={entry.id} className={styles.auditRow}>
            <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt, language)}</time>
            <span>{auditText(entry, t)}</span>
            <span className={styles.muted}>
              {entry.reason === 'liability_past_limit'
                ? t('backoffice_risk_liability_past_limit')
                : entry.action === 'vip_decision'
                  ? ''
                  : entry.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

function auditText(entry: RiskAuditEntry, t: ReturnType<typeof useTranslation>['t']): string {
  if (entry.action === 'stake_factor') {
    return t('backoffice_risk_audit_stake_factor', {
      operator: entry.operatorId ?? '',
      player: entry.playerId ?? '',
      from: entry.from ?? '',
      to: entry.to ?? '',
    });
  }
  if (entry.action === 'outcome_suspended') {
    return t('backoffice_risk_audit_suspended', { outcome: entry.outcome ?? '' });
  }
  if (entry.action === 'vip_decision') {
    return t('backoffice_risk_audit_vip_decision', {
      operator: entry.operatorId ?? '',
      player: entry.playerId ?? '',
      decision: t(`backoffice_vip_decision_${entry.reason}`),
    });
  }
  return t('backoffice_risk_audit_lifted', { operator: entry.operatorId ?? '' });
}
