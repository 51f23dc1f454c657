import type { TableRound } from '@arenabet/contracts/casino-tables';
import { flightMsOf } from '@arenabet/domain/casino/games/crash';
import { crashBetProblem, crashWinOf } from '@arenabet/domain/casino/shared-tables';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMoneyText } from '../hooks/use-money-text.ts';
import type { SharedTable } from '../hooks/use-shared-table.ts';
import { useTableClock } from '../hooks/use-table-clock.ts';
import type { TablePlayer } from '../hooks/use-table-player.ts';
import { autoCashoutOf, crashText, flightMultiplier } from '../lib/crash-view.ts';
import { isBettingOpen } from '../lib/shared-table.ts';
import styles from './crash.module.css';
import { CrashStage } from './crash-stage.tsx';
import controls from './play-controls.module.css';
import { Refusal, RoundResult, StakeField, useStake } from './play-controls.tsx';
import { TableResults } from './table-results.tsx';

interface CrashTableProps {
  table: SharedTable;
  round: TableRound;
  player: TablePlayer;
  onSignIn(): void;
}

/**
 * The crash table: the curve climbing on the server's clock, the bet for the next flight (a
 * stake and an optional auto cash-out), and the cash-out while it flies, showing what it pays.
 * One bet a round, placed by the player's own press: nothing repeats by itself.
 */
export function CrashTable({ table, round, player, onSignIn }: CrashTableProps) {
  const { t } = useTranslation();
  const flying = round.phase === 'running' && round.startedAt !== null;
  const now = useTableClock(table.serverNow, round.phase !== 'settled', {
    smooth: flying,
    everyMs: 200,
  });
  const elapsed = flying ? now - (round.startedAt as number) : 0;
  const crashPoint =
    round.outcome && 'crashPoint' in round.outcome ? round.outcome.crashPoint : undefined;
  const multiplier =
    crashPoint !== undefined ? crashPoint : flying ? flightMultiplier(elapsed) : 100;
  return (
    <div className={styles.crash} data-testid="crash-table">
      <CrashStage
        round={round}
        now={now}
        elapsed={crashPoint !== undefined ? flightMsOf(crashPoint) : elapsed}
        multiplier={multiplier}
      />
      <TableResults round={round} history={table.history} label={t('casino_crash_recent')} />
      <CrashBetPanel
        round={round}
        player={player}
        now={now}
        multiplier={multiplier}
        onSignIn={onSignIn}
      />
    </div>
  );
}

interface CrashBetPanelProps {
  round: TableRound;
  player: TablePlayer;
  now: number;
  multiplier: number;
  onSignIn(): void;
}

function CrashBetPanel({ round, player, now, multiplier, onSignIn }: CrashBetPanelProps) {
  const { t } = useTranslation();
  const id = useId();
  const money = useMoneyText(player.money);
  const stake = useStake(player.money);
  const [target, setTarget] = useState('');
  const [problem, setProblem] = useState<string>();
  const [mine] = player.bets;
  const open = isBettingOpen(round, now);
  const autoTarget = mine ? autoTargetOf(mine.bet) : undefined;
  const autoReached =
    autoTarget !== undefined && round.phase === 'running' && multiplier >= autoTarget;
  const place = () => {
    const auto = autoCashoutOf(target);
    const bet = {
      stake: stake.minor ?? 0,
      ...('value' in auto && auto.value ? { autoCashout: auto.value } : {}),
    };
    const key =
      'problem' in auto
        ? auto.problem
        : stake.minor === undefined
          ? 'crash_stake_invalid'
          : crashBetProblem(bet);
    setProblem(key);
    if (!key) player.placeBet(bet);
  };
  const visitor = player.mode === 'visitor';
  return (
    <div className={styles.panel} data-testid="crash-bet">
      {!mine && (
        <div className={styles.form}>
          <StakeField money={player.money} stake={stake} />
          <div className={styles.target}>
            <label htmlFor={`${id}-auto`} className={controls.stakeLabel}>
              {t('casino_crash_auto')}
            </label>
            <div className={styles.targetRow}>
              <input
                id={`${id}-auto`}
                className={controls.stakeInput}
                value={target}
                inputMode="decimal"
                autoComplete="off"
                dir="ltr"
                placeholder="2.00"
                aria-describedby={`${id}-auto-hint`}
                aria-invalid={problem === 'crash_target_invalid' || undefined}
                data-testid="crash-auto"
                onChange={(event) =>
                  setTarget(event.target.value.replace(/[^\d.,]/g, '').slice(0, 8))
                }
              />
              <span className={styles.times} aria-hidden="true">
                ×
              </span>
            </div>
            <p id={`${id}-auto-hint`} className={styles.hint}>
              {t('casino_crash_auto_hint')}
            </p>
          </div>
        </div>
      )}
      <div className={styles.action}>
        {visitor ? (
          <button
            type="button"
            className={`${controls.play} ${styles.button}`}
            onClick={onSignIn}
            data-testid="crash-sign-in"
          >
            <span className={controls.playLabel}>{t('casino_table_sign_in_to_bet')}</span>
          </button>
        ) : mine && mine.status === 'open' && round.phase !== 'betting' ? (
          <button
            type="button"
            className={`${controls.play} ${styles.button} ${styles.cashOut}`}
            disabled={round.phase !== 'running' || autoReached || player.cashingOut}
            onClick={player.cashOut}
            data-testid="crash-cash-out"
          >
            <span className={controls.playLabel}>
              {player.cashingOut && <Spinner />}
              {autoReached
                ? t('casino_crash_auto_reached', { target: crashText(autoTarget) })
                : t('casino_crash_cash_out', {
                    amount: money(
                      crashWinOf(mine.stake, round.phase === 'running' ? multiplier : 100),
                    ),
                  })}
            </span>
          </button>
        ) : mine ? null : (
          <button
            type="button"
            className={`${controls.play} ${styles.button}`}
            disabled={!open || player.placing || player.mode !== 'real'}
            onClick={place}
            data-testid="crash-place"
          >
            <span className={controls.playLabel}>
              {player.placing && <Spinner />}
              {open ? t('casino_crash_place') : t('casino_crash_next_round')}
            </span>
          </button>
        )}
        <CrashMessage round={round} player={player} problem={problem} />
      </div>
    </div>
  );
}

/** A crash bet's auto cash-out, read from the bet as the server stored it. */
function autoTargetOf(bet: unknown): number | undefined {
  const value =
    typeof bet === 'object' && bet !== null
      ? (bet as { autoCashout?: unknown }).autoCashout
      : undefined;
  return typeof value === 'number' ? value : undefined;
}

function CrashMessage({
  round,
  player,
  problem,
}: {
  round: TableRound;
  player: TablePlayer;
  problem: string | undefined;
}) {
  const { t } = useTranslation();
  const money = useMoneyText(player.money);
  const [mine] = player.bets;
  if (problem) {
    return (
      <p className={controls.refused} role="alert" data-testid="casino-refusal">
        {t(problem)}
      </p>
    );
  }
  if (player.failure) return <Refusal failure={player.failure} mode={player.mode} slug="crash" />;
  if (!mine)
    return (
      <RoundResult
        money={player.money}
        round={undefined}
        prompt={t(round.phase === 'betting' ? 'casino_crash_prompt' : 'casino_crash_wait')}
      />
    );
  const cashout = outcomeCashout(mine.outcome);
  if (mine.status === 'open') {
    return (
      <RoundResult
        money={player.money}
        round={undefined}
        prompt={t('casino_crash_in', { amount: money(mine.stake) })}
      />
    );
  }
  return (
    <div
      className={styles.result}
      data-testid="crash-my-result"
      data-cashout={cashout ?? undefined}
    >
      {cashout !== null && cashout !== undefined && (
        <span className={styles.resultAt} dir="ltr">
          {t('casino_crash_cashed_at', { multiplier: crashText(cashout) })}
        </span>
      )}
      <RoundResult money={player.money} round={mine} />
    </div>
  );
}

function outcomeCashout(outcome: unknown): number | null | undefined {
  const value =
    typeof outcome === 'object' && outcome !== null
      ? (outcome as { cashout?: unknown }).cashout
      : undefined;
  return typeof value === 'number' ? value : value === null ? null : undefined;
}
