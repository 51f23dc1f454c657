import { catalogueGame } from '@arenabet/domain/casino/catalogue';
import {
  GEM_MINE_LINES,
  GEM_MINE_PAYLINES,
  GEM_MINE_PAYTABLE,
  GEM_MINE_SYMBOLS,
  gemMine,
} from '@arenabet/domain/casino/games/slot';
import { useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import { useMoneyText } from '../hooks/use-money-text.ts';
import { useReveal } from '../hooks/use-reveal.ts';
import { outcomeOf, type SpinView } from '../lib/round-outcome.ts';
import { returnText } from '../lib/rtp.ts';
import type { GameUi } from './game-ui.ts';
import styles from './gem-mine.module.css';
import { GemSymbol, Reels, symbolNameKey } from './gem-mine-reels.tsx';
import { JackpotTicker } from './jackpot-ticker.tsx';
import paytable from './paytable.module.css';
import { PlayButton, RoundMessage, StakeField, useStake } from './play-controls.tsx';
import { Felt, StakeControls } from './table-controls.tsx';

/** The reels turn this long before they stop and the wins are told. */
const SPIN_MS = 1_100;

function GemMineTable({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const money = useMoneyText(table.money);
  // The rack's first chip a line: twenty of them make a spin.
  const lineStake = useStake(table.money, 0);
  const revealed = useReveal(table.lastRound, SPIN_MS);
  const spinning = table.lastRound !== undefined && revealed !== table.lastRound;
  const outcome = revealed ? outcomeOf('gem-mine', revealed.outcome) : undefined;
  const spins = outcome?.game === 'gem-mine' ? outcome.spins : [];
  // Which spin of the round is on the reels: the paid one first, then any free spin chosen.
  const [viewed, setViewed] = useState({ round: 0, index: 0 });
  const index = viewed.round === revealed?.id ? viewed.index : 0;
  const spin = spins[index];
  const perSpin = lineStake.minor ? lineStake.minor * GEM_MINE_LINES : undefined;
  const jackpot = outcome?.game === 'gem-mine' ? outcome.jackpot : undefined;
  return (
    <>
      <JackpotTicker game="gem-mine" />
      <Felt className={styles.gemMine} rim>
        <Reels spin={spin} spinning={spinning} />
        {!spinning && jackpot?.won && (
          <p className={styles.jackpotWon} role="status" data-testid="slot-jackpot-won">
            {t('casino_slot_jackpot_won', { amount: money(jackpot.amount) })}
          </p>
        )}
        {!spinning && spin && <SpinWins spin={spin} money={money} />}
        {!spinning && spins.length > 1 && revealed && (
          <FreeSpins
            spins={spins}
            viewed={index}
            onView={(next) => setViewed({ round: revealed.id, index: next })}
            money={money}
          />
        )}
        <StakeControls>
          <div className={styles.stake}>
            <StakeField money={table.money} stake={lineStake} label={t('casino_slot_line_stake')} />
            <p className={styles.perSpin} data-testid="slot-spin-stake">
              {t('casino_slot_spin_stake', {
                amount: perSpin ? money(perSpin) : '—',
                lines: GEM_MINE_LINES,
              })}
            </p>
          </div>
          <PlayButton
            table={table}
            label={t('casino_slot_spin')}
            blocked={lineStake.minor ? undefined : t('casino_enter_stake')}
            onPlay={() => lineStake.minor && table.play({ lineStake: lineStake.minor })}
          />
        </StakeControls>
        <RoundMessage table={table} round={spinning ? undefined : revealed} />
      </Felt>
    </>
  );
}

function SpinWins({ spin, money }: { spin: SpinView; money: (minor: number) => string }) {
  const { t } = useTranslation();
  if (spin.lineWins.length === 0 && spin.scatterWin === 0) return null;
  return (
    <ul className={styles.wins} data-testid="slot-wins">
      {spin.lineWins.map((win) => (
        <li key={win.line}>
          {t('casino_slot_line_win', {
            line: win.line + 1,
            count: win.count,
            symbol: t(symbolNameKey(GEM_MINE_SYMBOLS[win.symbol] ?? 'diamond')),
            amount: money(win.win),
          })}
        </li>
      ))}
      {spin.scatterWin > 0 && (
        <li>
          {t('casino_slot_scatter_win', { count: spin.scatters, amount: money(spin.scatterWin) })}
        </li>
      )}
    </ul>
  );
}

interface FreeSpinsProps {
  spins: readonly SpinView[];
  viewed: number;
  onView(index: number): void;
  money: (minor: number) => string;
}

/** The round's free spins, each one's win, any of them put back on the reels by a press. */
function FreeSpins({ spins, viewed, onView, money }: FreeSpinsProps) {
  const { t } = useTranslation();
  const { spins: count, multiplier } = GEM_MINE_PAYTABLE.scatter.freeSpins;
  return (
    <div className={styles.freeSpins} data-testid="slot-free-spins">
      <p className={styles.freeTitle}>
        {t('casino_slot_free_spins_won', { count: spins.length - 1, multiplier })}
        {spins.length - 1 > count && ` ${t('casino_slot_free_spins_more')}`}
      </p>
      <div className={styles.spinTabs}>
        {spins.map((spin, index) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: the round's spins in the order played
            key={index}
            type="button"
            className={styles.spinTab}
            aria-pressed={viewed === index}
            onClick={() => onView(index)}
          >
            <span>
              {index === 0
                ? t('casino_slot_paid_spin')
                : t('casino_slot_free_spin', { number: index })}
            </span>
            <strong dir="ltr">{money(spin.win)}</strong>
          </button>
        ))}
      </div>
    </div>
  );
}

/** The jackpot's share of the return, as the catalogue publishes it (jackpot.ts computes it). */
const jackpotShare = catalogueGame('gem-mine')?.jackpotReturn ?? 0;
const withJackpot = gemMine.returnToPlayer + jackpotShare;

function GemMinePaytable() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { scatter, wild } = GEM_MINE_PAYTABLE;
  return (
    <>
      <p className={paytable.note}>{t('casino_slot_rule', { lines: GEM_MINE_LINES })}</p>
      <table className={paytable.paytable}>
        <caption className={paytable.note}>{t('casino_slot_pays_caption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('casino_slot_symbol')}</th>
            <th scope="col">×3</th>
            <th scope="col">×4</th>
            <th scope="col">×5</th>
          </tr>
        </thead>
        <tbody>
          {[...GEM_MINE_PAYTABLE.linePays].reverse().map(({ symbol, three, four, five }) => (
            <tr key={symbol}>
              <th scope="row">
                <span className={styles.paySymbol}>
                  <GemSymbol symbol={symbol} />
                  {t(symbolNameKey(symbol))}
                </span>
              </th>
              <td>{three}</td>
              <td>{four}</td>
              <td>{five}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className={styles.rule}>
        <GemSymbol symbol={wild.symbol} />
        {t('casino_slot_wild_rule')}
      </p>
      <p className={styles.rule}>
        <GemSymbol symbol={scatter.symbol} />
        {t('casino_slot_scatter_rule', {
          three: scatter.three,
          four: scatter.four,
          five: scatter.five,
          spins: scatter.freeSpins.spins,
          multiplier: scatter.freeSpins.multiplier,
        })}
      </p>
      <Paylines />
      <p className={styles.rule}>{t('casino_slot_jackpot_rule')}</p>
      <p className={paytable.note} data-testid="casino-paytable-return">
        {t('casino_slot_return_jackpot', {
          reels: returnText(gemMine.returnToPlayer, gemMine.returnToPlayer, language),
          jackpot: returnText(jackpotShare, jackpotShare, language),
          total: returnText(withJackpot, withJackpot, language),
        })}
      </p>
    </>
  );
}

/** The twenty lines, each a small 5 × 3 picture of the cells it runs through. */
function Paylines() {
  const { t } = useTranslation();
  return (
    <figure className={styles.paylines}>
      <figcaption className={paytable.note}>{t('casino_slot_paylines')}</figcaption>
      <ol className={styles.lineList} dir="ltr">
        {GEM_MINE_PAYLINES.map((rows, line) => (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: the lines are fixed and numbered
            key={line}
            className={styles.line}
            aria-label={t('casino_slot_payline', { line: line + 1 })}
          >
            <span className={styles.lineNumber} aria-hidden="true">
              {line + 1}
            </span>
            <span className={styles.lineGrid} aria-hidden="true">
              {[0, 1, 2].flatMap((row) =>
                rows.map((on, reel) => (
                  <span
                    // biome-ignore lint/suspicious/noArrayIndexKey: a fixed 5 × 3 picture
                    key={`${row}-${reel}`}
                    data-on={on === row || undefined}
                  />
                )),
              )}
            </span>
          </li>
        ))}
      </ol>
    </figure>
  );
}

export const GEM_MINE_UI: GameUi = {
  game: gemMine,
  Table: GemMineTable,
  Paytable: GemMinePaytable,
};
