import type { CasinoRound } from '@arenabet/contracts/casino';
import type { TableRound } from '@arenabet/contracts/casino-tables';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useMoneyText } from '../hooks/use-money-text.ts';
import { prefersLessMotion } from '../hooks/use-reveal.ts';
import type { SharedTable } from '../hooks/use-shared-table.ts';
import { useTableClock } from '../hooks/use-table-clock.ts';
import type { TablePlayer } from '../hooks/use-table-player.ts';
import { restingTurn, WHEEL_STOP_MS, wheelTurnAt } from '../lib/live-wheel.ts';
import { spinOf, spotKey } from '../lib/roulette-spots.ts';
import { bettingLeft, isBettingOpen, secondsUntil } from '../lib/shared-table.ts';
import { EMPTY_TABLE, type Stakes } from '../lib/table-chips.ts';
import styles from './live-roulette.module.css';
import { Pocket } from './outcome-view.tsx';
import controls from './play-controls.module.css';
import { Refusal, RoundResult } from './play-controls.tsx';
import roulette from './roulette.module.css';
import { RouletteBoard } from './roulette-board.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';
import { ChipTableControls, Felt, useChipTable } from './table-controls.tsx';
import { TableResults } from './table-results.tsx';

interface LiveRouletteTableProps {
  table: SharedTable;
  round: TableRound;
  player: TablePlayer;
  onSignIn(): void;
}

/** The stakes of bets already placed, by spot, as the cloth shows them under new chips. */
function placedStakes(bets: readonly CasinoRound[]): Stakes {
  const stakes: Record<string, number> = {};
  for (const { bet } of bets) {
    const chips = (bet as { bets?: { kind: string; numbers?: number[]; stake: number }[] }).bets;
    for (const chip of chips ?? []) {
      const key = spotKey(chip.kind as never, chip.numbers);
      stakes[key] = (stakes[key] ?? 0) + chip.stake;
    }
  }
  return stakes;
}

function sumStakes(a: Stakes, b: Stakes): Stakes {
  const sum: Record<string, number> = { ...a };
  for (const [key, stake] of Object.entries(b)) sum[key] = (sum[key] ?? 0) + stake;
  return sum;
}

/**
 * The live wheel: one spin every 30 s for every player. Chips go on the cloth while betting is
 * open and are sent with "place bets" (as often as the player likes in a round); the wheel
 * spins while the round runs and stops on the pocket when it settles.
 */
export function LiveRouletteTable({ table, round, player, onSignIn }: LiveRouletteTableProps) {
  const { t } = useTranslation();
  const chips = useChipTable(player.money);
  const running = round.phase === 'running';
  const pocket = round.outcome && 'pocket' in round.outcome ? round.outcome.pocket : undefined;
  const stopping = pocket !== undefined && round.settledAt !== null;
  const now = useTableClock(table.serverNow, true, { smooth: running || stopping, everyMs: 250 });
  const last = table.history[0];
  const lastPocket = last && 'pocket' in last.outcome ? last.outcome.pocket : undefined;
  const turn =
    round.startedAt !== null && (running || stopping)
      ? wheelTurnAt(
          { startedAt: round.startedAt, settledAt: round.settledAt ?? undefined, pocket },
          now,
        )
      : lastPocket === undefined
        ? 0
        : restingTurn(lastPocket);
  const open = isBettingOpen(round, now);
  const placed = placedStakes(player.bets);
  const staked = player.bets.reduce((sum, bet) => sum + bet.stake, 0);
  const won = player.bets.reduce((sum, bet) => sum + bet.win, 0);
  const allSettled = player.bets.length > 0 && player.bets.every((bet) => bet.status === 'settled');
  const place = () => {
    if (chips.total === 0) return;
    // A bet placed takes its chips off the hand: they lie on the cloth as the round's bets.
    player.placeBet(spinOf(chips.stakes), () => chips.setChips(EMPTY_TABLE));
  };
  const placedCount = player.bets.length;
  // The wheel is seen to stop before the pocket is told (at once where motion is reduced).
  const landed =
    pocket !== undefined &&
    round.settledAt !== null &&
    (prefersLessMotion() || now >= round.settledAt + WHEEL_STOP_MS);
  const shownPocket = landed ? pocket : undefined;
  return (
    <Felt className={`${roulette.roulette} ${styles.live}`} rim>
      <div
        className={styles.top}
        data-testid="table-round"
        data-round-id={round.id}
        data-phase={round.phase}
      >
        <RouletteWheel pocket={undefined} spin={0} turn={turn} />
        <div className={styles.status}>
          <RoundStatus round={round} now={now} pocket={shownPocket} />
        </div>
      </div>
      <TableResults round={round} history={table.history} label={t('casino_roulette_recent')} />
      <RouletteBoard
        stakes={sumStakes(placed, chips.stakes)}
        money={player.money}
        pocket={shownPocket}
        disabled={!open || player.mode !== 'real'}
        onPlace={chips.place}
      />
      {player.mode === 'real' ? (
        <ChipTableControls money={player.money} chips={chips} canDouble>
          <div className={controls.playWrap}>
            <button
              type="button"
              className={`${controls.play} ${styles.place}`}
              disabled={!open || chips.total === 0 || player.placing}
              onClick={place}
              data-testid="table-place-bets"
            >
              <span className={controls.playLabel}>
                {player.placing && <Spinner />}
                {t('casino_table_place_bets')}
              </span>
            </button>
            <p className={controls.playHint}>
              {open
                ? chips.total === 0
                  ? t('casino_place_chips')
                  : '\u00a0'
                : t('casino_table_wait_next')}
            </p>
          </div>
        </ChipTableControls>
      ) : (
        <button
          type="button"
          className={`${controls.play} ${styles.place}`}
          onClick={onSignIn}
          disabled={player.mode === 'pending'}
          data-testid="table-sign-in"
        >
          <span className={controls.playLabel}>{t('casino_table_sign_in_to_bet')}</span>
        </button>
      )}
      <MyBets bets={player.bets} player={player} />
      {player.failure ? (
        <Refusal failure={player.failure} mode={player.mode} slug="live-roulette" />
      ) : (
        <RoundResult
          money={player.money}
          round={allSettled && landed ? { stake: staked, win: won } : undefined}
          prompt={
            placedCount > 0
              ? t('casino_table_bets_in', { count: placedCount })
              : t(open ? 'casino_place_bet' : 'casino_table_wait_next')
          }
        />
      )}
    </Felt>
  );
}

function RoundStatus({
  round,
  now,
  pocket,
}: {
  round: TableRound;
  now: number;
  pocket: number | undefined;
}) {
  const { t } = useTranslation();
  if (round.phase === 'betting') {
    const seconds = secondsUntil(round.bettingClosesAt, now);
    const left = bettingLeft(round, now);
    return (
      <div className={styles.clock} data-testid="table-betting">
        <span className={roulette.drawnLabel}>{t('casino_table_betting_open')}</span>
        <span
          className={styles.ring}
          style={{ '--left': left } as CSSProperties}
          aria-hidden="true"
        >
          <span dir="ltr">{seconds}</span>
        </span>
        <span className="visually-hidden" data-testid="table-countdown">
          {t('casino_table_seconds', { count: seconds })}
        </span>
      </div>
    );
  }
  if (round.phase === 'running' || pocket === undefined) {
    return (
      <div className={styles.clock} role="status">
        <span className={roulette.drawnLabel}>{t('casino_table_no_more_bets')}</span>
        <span className={roulette.drawnEmpty}>{t('casino_roulette_spinning')}</span>
      </div>
    );
  }
  return (
    <div className={styles.clock} role="status" data-testid="table-pocket" data-pocket={pocket}>
      <span className={roulette.drawnLabel}>{t('casino_roulette_result')}</span>
      <Pocket pocket={pocket} size="l" />
    </div>
  );
}

function MyBets({ bets, player }: { bets: readonly CasinoRound[]; player: TablePlayer }) {
  const { t } = useTranslation();
  const money = useMoneyText(player.money);
  if (bets.length === 0) return null;
  return (
    <div className={styles.mine} data-testid="table-my-bets">
      <span className={roulette.drawnLabel}>{t('casino_table_my_bets')}</span>
      <ul className={styles.mineList}>
        {bets.map((bet) => (
          <li key={bet.id} data-testid="table-my-bet" data-status={bet.status}>
            <span dir="ltr">{money(bet.stake)}</span>
            {bet.status === 'settled' && (
              <span dir="ltr" data-won={bet.win > 0 || undefined}>
                {bet.win > 0
                  ? t('casino_table_bet_won', { amount: money(bet.win) })
                  : t('casino_result_no_win')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
