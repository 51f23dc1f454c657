import { ROULETTE_RETURN, roulette } from '@arenabet/domain/casino/games/roulette';
import { ROULETTE_PAYOUTS } from '@arenabet/domain/casino/games/roulette-layout';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import { useReveal } from '../hooks/use-reveal.ts';
import { spinOf } from '../lib/roulette-spots.ts';
import { outcomeOf } from '../lib/round-outcome.ts';
import { returnText } from '../lib/rtp.ts';
import type { GameUi } from './game-ui.ts';
import { Pocket } from './outcome-view.tsx';
import paytable from './paytable.module.css';
import { PlayButton, RoundMessage } from './play-controls.tsx';
import styles from './roulette.module.css';
import { RouletteBoard } from './roulette-board.tsx';
import { RouletteWheel } from './roulette-wheel.tsx';
import { ChipTableControls, Felt, useChipTable } from './table-controls.tsx';

/** How long the wheel turns before the pocket is told: well inside the 5 s between rounds. */
const SPIN_MS = 3_200;
/** The pockets of the latest spins shown beside the wheel. */
const RECENT = 8;

function RouletteTable({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const chips = useChipTable(table.money);
  const last = table.lastRound;
  const drawn = last ? outcomeOf('roulette', last.outcome) : undefined;
  const revealed = useReveal(last, SPIN_MS);
  const shown = revealed ? outcomeOf('roulette', revealed.outcome) : undefined;
  const pocket = shown?.game === 'roulette' ? shown.pocket : undefined;
  const recent = table.rounds.flatMap((round) => {
    const outcome = outcomeOf('roulette', round.outcome);
    return outcome?.game === 'roulette' ? [{ id: round.id, pocket: outcome.pocket }] : [];
  });
  const spinning = last !== undefined && revealed !== last;
  return (
    <Felt className={styles.roulette} rim>
      <div className={styles.top}>
        <RouletteWheel
          pocket={drawn?.game === 'roulette' ? drawn.pocket : undefined}
          spin={last?.id ?? 0}
        />
        <div className={styles.side}>
          <div className={styles.drawn} data-testid="roulette-result">
            <span className={styles.drawnLabel}>{t('casino_roulette_result')}</span>
            {pocket === undefined ? (
              <span className={styles.drawnEmpty}>
                {spinning ? t('casino_roulette_spinning') : '—'}
              </span>
            ) : (
              <Pocket pocket={pocket} size="l" />
            )}
          </div>
          {recent.length > 0 && (
            <div className={styles.recent}>
              <span className={styles.drawnLabel}>{t('casino_roulette_recent')}</span>
              <ol className={styles.recentList}>
                {recent.slice(spinning ? 1 : 0, RECENT).map(({ id, pocket: number }) => (
                  <li key={id}>
                    <Pocket pocket={number} size="s" />
                  </li>
                ))}
              </ol>
            </div>
          )}
        </div>
      </div>
      <RouletteBoard
        stakes={chips.stakes}
        money={table.money}
        pocket={pocket}
        disabled={table.playing || spinning}
        onPlace={chips.place}
      />
      <ChipTableControls money={table.money} chips={chips} canDouble>
        <PlayButton
          table={table}
          label={t('casino_roulette_spin')}
          blocked={chips.total === 0 ? t('casino_place_chips') : undefined}
          onPlay={() => table.play(spinOf(chips.stakes))}
        />
      </ChipTableControls>
      <RoundMessage table={table} round={spinning ? undefined : revealed} />
    </Felt>
  );
}

const PAYTABLE: readonly { key: string; payout: number }[] = [
  { key: 'casino_paytable_straight', payout: ROULETTE_PAYOUTS.straight },
  { key: 'casino_paytable_split', payout: ROULETTE_PAYOUTS.split },
  { key: 'casino_paytable_street', payout: ROULETTE_PAYOUTS.street },
  { key: 'casino_paytable_corner', payout: ROULETTE_PAYOUTS.corner },
  { key: 'casino_paytable_six_line', payout: ROULETTE_PAYOUTS.six_line },
  { key: 'casino_paytable_dozen_column', payout: ROULETTE_PAYOUTS.first_dozen },
  { key: 'casino_paytable_even_money', payout: ROULETTE_PAYOUTS.red },
];

function RoulettePaytable() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <table className={paytable.paytable}>
        <thead>
          <tr>
            <th scope="col">{t('casino_paytable_bet')}</th>
            <th scope="col">{t('casino_paytable_pays')}</th>
          </tr>
        </thead>
        <tbody>
          {PAYTABLE.map(({ key, payout }) => (
            <tr key={key}>
              <th scope="row">{t(key)}</th>
              <td dir="ltr">{payout}:1</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={paytable.note} data-testid="casino-paytable-return">
        {t('casino_roulette_return', {
          value: returnText(ROULETTE_RETURN, ROULETTE_RETURN, language),
        })}
      </p>
    </>
  );
}

export const ROULETTE_UI: GameUi = {
  game: roulette,
  Table: RouletteTable,
  Paytable: RoulettePaytable,
};
