import type { VipBetView, VipDecision } from '@arenabet/contracts/vip-bets';
import { type FormEvent, useEffect, useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { HTTPError } from '../../../shared/api/errors.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { useDecideVipBet, useVipBets } from '../api/vip-bets.ts';
import styles from './backoffice.module.css';
import { BackofficeScreen } from './backoffice-screen.tsx';
import { MoneyText } from './money-text.tsx';
import { QueryState } from './query-state.tsx';
import tables from './tables.module.css';
import toolbar from './toolbar.module.css';

/** VIP requests (stakes above a player's maximum) for a trader to answer, read every 3 s. */
export function VipBetsPage() {
  const { t } = useTranslation();
  const list = useVipBets();
  const columns = [
    t('backoffice_vip_col_player'),
    t('backoffice_vip_col_legs'),
    t('bets_stake'),
    t('backoffice_vip_col_coef'),
    t('backoffice_vip_col_max_stake'),
    t('backoffice_vip_col_status'),
    t('backoffice_vip_col_time_left'),
    t('backoffice_vip_col_decision'),
  ];
  return (
    <BackofficeScreen title={t('backoffice_vip_title')} testId="backoffice-vip-bets">
      <p className={styles.muted}>{t('backoffice_vip_lead')}</p>
      <QueryState pending={list.isPending} error={list.error} onRetry={() => list.refetch()} />
      {list.data && (
        <div className={tables.wrap}>
          <table className={tables.table} data-testid="vip-bets">
            <thead>
              <tr>
                {columns.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {list.data.length === 0 && (
                <tr>
                  <td colSpan={columns.length} className={tables.empty} data-label="">
                    {t('backoffice_vip_empty')}
                  </td>
                </tr>
              )}
              {list.data.map((vip) => (
                <VipRow key={vip.id} vip={vip} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </BackofficeScreen>
  );
}

function useSecondsLeft(until: string): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, []);
  return Math.max(0, Math.ceil((Date.parse(until) - now) / 1_000));
}

function VipRow({ vip }: { vip: VipBetView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const left = useSecondsLeft(vip.expiresAt);
  const currency = { symbol: vip.currency.symbol, precision: vip.currency.precision };
  const open = vip.status === 'pending';
  return (
    <tr
      data-testid="vip-bet-row"
      data-vip-id={vip.id}
      data-player-id={vip.playerId}
      data-status={vip.status}
    >
      <td data-label={t('backoffice_vip_col_player')}>
        {vip.playerId}
        <span className={tables.sub}>{formatDateTime(vip.createdAt, language)}</span>
      </td>
      <td data-label={t('backoffice_vip_col_legs')}>
        {vip.legs.map((leg, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a request's legs never move
          <span key={index} className={tables.sub}>
            {leg.away ? `${leg.home} — ${leg.away}` : leg.home}. {leg.marketName}:{' '}
            <strong>{leg.outcomeName}</strong> <span dir="ltr">{leg.coef.toFixed(2)}</span>
          </span>
        ))}
      </td>
      <td data-label={t('bets_stake')}>
        <MoneyText amount={vip.stake} currency={currency} />
        {vip.counterStake !== null && (
          <span className={tables.sub}>
            → <MoneyText amount={vip.counterStake} currency={currency} />
          </span>
        )}
      </td>
      <td data-label={t('backoffice_vip_col_coef')} dir="ltr">
        {vip.coef.toFixed(2)}
        {vip.counterCoef !== null && ` → ${vip.counterCoef.toFixed(2)}`}
      </td>
      <td data-label={t('backoffice_vip_col_max_stake')}>
        <MoneyText amount={vip.maxStake} currency={currency} />
      </td>
      <td data-label={t('backoffice_vip_col_status')} data-testid="vip-bet-status">
        {t(`vip_bet_state_${vip.status}`)}
        {vip.couponId !== null && <span className={tables.sub}>№ {vip.couponId}</span>}
        {vip.note && <span className={tables.sub}>{vip.note}</span>}
      </td>
      <td data-label={t('backoffice_vip_col_time_left')} dir="ltr">
        {open || vip.status === 'countered'
          ? `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`
          : ''}
      </td>
      <td data-label={t('backoffice_vip_col_decision')}>{open && <DecisionForm vip={vip} />}</td>
    </tr>
  );
}

function DecisionForm({ vip }: { vip: VipBetView }) {
  const { t, i18n } = useTranslation();
  const decide = useDecideVipBet();
  const [note, setNote] = useState('');
  const [counterStake, setCounterStake] = useState('');
  const [counterCoef, setCounterCoef] = useState('');
  const single = vip.legs.length === 1;
  const send = (decision: VipDecision['decision']) => {
    const body: VipDecision = { decision };
    if (note.trim()) body.note = note.trim();
    if (decision === 'counter') {
      if (counterStake.trim()) body.counterStake = counterStake.trim();
      if (single && counterCoef.trim()) body.counterCoef = Number(counterCoef.replace(',', '.'));
    }
    decide.mutate({ id: vip.id, decision: body });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    send('counter');
  };
  const fields = decide.error instanceof HTTPError ? decide.error.validationErrors : {};
  const fieldKey = Object.values(fields)[0]?.[0];
  return (
    <form onSubmit={submit} noValidate className={styles.liftForm} data-testid="vip-decision">
      <button
        type="button"
        className={toolbar.go}
        disabled={decide.isPending}
        onClick={() => send('accept')}
        data-testid="vip-accept"
      >
        {t('backoffice_vip_accept')}
      </button>
      <label>
        {t('backoffice_vip_note')}
        <input
          value={note}
          maxLength={300}
          onChange={(event) => setNote(event.target.value)}
          data-testid="vip-note"
        />
      </label>
      <button
        type="button"
        className={toolbar.go}
        disabled={decide.isPending}
        onClick={() => send('refuse')}
        data-testid="vip-refuse"
      >
        {t('backoffice_vip_refuse')}
      </button>
      <label>
        {t('backoffice_vip_counter_stake')}
        <input
          inputMode="decimal"
          dir="ltr"
          value={counterStake}
          onChange={(event) => setCounterStake(event.target.value)}
          data-testid="vip-counter-stake"
        />
      </label>
      {single && (
        <label>
          {t('backoffice_vip_counter_coef')}
          <input
            inputMode="decimal"
            dir="ltr"
            value={counterCoef}
            onChange={(event) => setCounterCoef(event.target.value)}
            data-testid="vip-counter-coef"
          />
        </label>
      )}
      <button
        type="submit"
        className={toolbar.go}
        disabled={decide.isPending}
        data-testid="vip-counter"
      >
        {t('backoffice_vip_counter')}
      </button>
      {decide.error && (
        <FormError testId="vip-decision-error">
          {fieldKey ? t(fieldKey) : errorText(decide.error, t, i18n.exists)}
        </FormError>
      )}
    </form>
  );
}
