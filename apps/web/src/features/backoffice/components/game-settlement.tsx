import { type GameBetOutcome, OPERATOR_LEG_RESULTS } from '@arenabet/contracts/bets';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { LEG_STATE_LABEL, legMarket } from '../../../shared/bets/coupon-labels.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { TextField } from '../../../shared/ui/form/text-field.tsx';
import { type GameDecision, useGameDecision } from '../api/bets.ts';
import { actionFailureOf } from '../lib/action-failure.ts';
import { type OperatorResult, outcomeKey, settlementResults } from '../lib/bets-search.ts';
import { ActionNotice, type Notice } from './action-notice.tsx';
import styles from './backoffice.module.css';
import bets from './bets.module.css';
import tables from './tables.module.css';

const MIN_REASON = 3;

/**
 * A game's outcomes bet on, each with a result to give by hand, and the reason the audit keeps.
 * "Settle" sends the results chosen; "Void the game" returns every stake. Both ask first.
 */
export function GameSettlement({
  gameId,
  outcomes,
}: {
  gameId: number;
  outcomes: readonly GameBetOutcome[];
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<Record<string, OperatorResult>>({});
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState<GameDecision | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const decide = useGameDecision();
  const results = settlementResults(outcomes, chosen);
  const reasonError =
    touched && reason.trim().length < MIN_REASON ? t('backoffice_bets_reason_required') : undefined;

  const ask = (decision: GameDecision) => {
    setTouched(true);
    if (reason.trim().length < MIN_REASON) return;
    decide.reset();
    setPending(decision);
  };
  const failure = (error: unknown) => {
    const known = actionFailureOf(error);
    return 'messageKey' in known ? t(known.messageKey) : errorText(error, t, i18n.exists);
  };

  return (
    <section className={bets.settlement} data-testid="game-settlement">
      <h2 className={styles.subtitle}>{t('backoffice_bets_outcomes_title', { game: gameId })}</h2>
      <div className={tables.wrap}>
        <table className={tables.table} data-testid="game-outcomes">
          <thead>
            <tr>
              <th scope="col">{t('backoffice_bets_col_market')}</th>
              <th scope="col">{t('backoffice_bets_col_outcome')}</th>
              <th scope="col" className={tables.end}>
                {t('backoffice_bets_col_legs')}
              </th>
              <th scope="col">{t('backoffice_col_status')}</th>
              <th scope="col">{t('backoffice_bets_col_result')}</th>
            </tr>
          </thead>
          <tbody>
            {outcomes.map((outcome) => {
              const key = outcomeKey(outcome);
              return (
                <tr key={key} data-testid="game-outcome">
                  <td data-label={t('backoffice_bets_col_market')}>{legMarket(outcome)}</td>
                  <td data-label={t('backoffice_bets_col_outcome')}>{outcome.outcomeName}</td>
                  <td data-label={t('backoffice_bets_col_legs')} className={tables.end}>
                    {outcome.legCount}
                  </td>
                  <td data-label={t('backoffice_col_status')}>
                    {t(LEG_STATE_LABEL[outcome.state])}
                  </td>
                  <td data-label={t('backoffice_bets_col_result')}>
                    <select
                      className={bets.resultSelect}
                      value={chosen[key] ?? ''}
                      aria-label={t('backoffice_bets_result_for', { outcome: outcome.outcomeName })}
                      data-testid="outcome-result"
                      onChange={(event) => {
                        const result = OPERATOR_LEG_RESULTS.find(
                          (item) => item === event.target.value,
                        );
                        setChosen((previous) => {
                          const rest = Object.fromEntries(
                            Object.entries(previous).filter(([other]) => other !== key),
                          );
                          return result ? { ...rest, [key]: result } : rest;
                        });
                      }}
                    >
                      <option value="">{t('backoffice_bets_result_none')}</option>
                      {OPERATOR_LEG_RESULTS.map((result) => (
                        <option key={result} value={result}>
                          {t(LEG_STATE_LABEL[result])}
                        </option>
                      ))}
                    </select>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      <TextField
        label={t('backoffice_bets_reason')}
        value={reason}
        maxLength={500}
        error={reasonError}
        data-testid="settlement-reason"
        onChange={(event) => setReason(event.target.value)}
        onBlur={() => setTouched(true)}
      />
      <div className={tables.actions}>
        <button
          type="button"
          className={buttons.primary}
          disabled={results.length === 0}
          data-testid="settle-game"
          onClick={() => ask({ kind: 'settle', gameId, reason: reason.trim(), results })}
        >
          {t('backoffice_bets_settle')}
        </button>
        <button
          type="button"
          className={buttons.danger}
          data-testid="void-game"
          onClick={() => ask({ kind: 'void', gameId, reason: reason.trim() })}
        >
          {t('backoffice_bets_void')}
        </button>
      </div>
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <ConfirmDialog
        open={pending !== null}
        title={
          pending?.kind === 'void'
            ? t('backoffice_bets_void_title', { game: gameId })
            : t('backoffice_bets_settle_title', { game: gameId })
        }
        text={
          pending?.kind === 'void'
            ? t('backoffice_bets_void_text')
            : t('backoffice_bets_settle_text', { count: results.length })
        }
        confirmLabel={
          pending?.kind === 'void' ? t('backoffice_bets_void') : t('backoffice_bets_settle')
        }
        pending={decide.isPending}
        error={decide.error ? failure(decide.error) : null}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          if (!pending) return;
          decide.mutate(pending, {
            onSuccess: (settled) => {
              setPending(null);
              setChosen({});
              setNotice({
                tone: 'success',
                text: t('backoffice_bets_settled', { count: settled }),
              });
            },
          });
        }}
      />
    </section>
  );
}
