import { winOf } from '@arenabet/domain/casino/game';
import {
  DICE_FEWEST_WINNING_ROLLS,
  DICE_MOST_WINNING_ROLLS,
  DICE_ROLLS,
  type DiceDirection,
  dice,
  diceMultiplier,
  diceReturnOf,
  diceWins,
  winningRolls,
} from '@arenabet/domain/casino/games/dice';
import { type CSSProperties, useId, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { CasinoTable } from '../hooks/use-casino-table.ts';
import { useMoneyText } from '../hooks/use-money-text.ts';
import { useReveal } from '../hooks/use-reveal.ts';
import { multiplierText, outcomeOf, rollText } from '../lib/round-outcome.ts';
import { percentText, returnText } from '../lib/rtp.ts';
import styles from './dice.module.css';
import type { GameUi } from './game-ui.ts';
import paytable from './paytable.module.css';
import { PlayButton, RoundMessage, StakeField, useStake } from './play-controls.tsx';
import { Felt, StakeControls } from './table-controls.tsx';

/** A moment for the roll to land before it is told. */
const ROLL_MS = 700;
/** The last roll of the scale, 99.99. */
const LAST_ROLL = DICE_ROLLS - 1;

/** The targets a direction takes: every one whose chance is within 1 % and 98 %. */
export function targetRange(direction: DiceDirection): [number, number] {
  return direction === 'under'
    ? [DICE_FEWEST_WINNING_ROLLS, DICE_MOST_WINNING_ROLLS]
    : [LAST_ROLL - DICE_MOST_WINNING_ROLLS, LAST_ROLL - DICE_FEWEST_WINNING_ROLLS];
}

const clampTo = ([low, high]: [number, number], value: number) =>
  Math.min(high, Math.max(low, Math.round(value)));

function DiceTable({ table }: { table: CasinoTable }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const money = useMoneyText(table.money);
  const stake = useStake(table.money);
  const [direction, setDirection] = useState<DiceDirection>('under');
  const [target, setTarget] = useState(5_000);
  const [typed, setTyped] = useState<string>();
  const call = { target, direction };
  const winning = winningRolls(call);
  const multiplier = diceMultiplier(winning);
  const revealed = useReveal(table.lastRound, ROLL_MS);
  const outcome = revealed ? outcomeOf('dice', revealed.outcome) : undefined;
  const roll = outcome?.game === 'dice' ? outcome.roll : undefined;
  const rolling = table.lastRound !== undefined && revealed !== table.lastRound;
  const bet = revealed?.bet as { target: number; direction: DiceDirection } | undefined;
  const won = roll !== undefined && bet !== undefined && diceWins(roll, bet);
  const range = targetRange(direction);
  const targetId = useId();

  // The same chance the other way round: under 49.50 becomes over 50.49.
  const turn = (next: DiceDirection) => {
    if (next === direction) return;
    setDirection(next);
    setTarget(LAST_ROLL - target);
    setTyped(undefined);
  };
  const typeTarget = (text: string) => {
    setTyped(text);
    const value = Number(text.replace(',', '.'));
    if (Number.isFinite(value)) setTarget(clampTo(range, value * 100));
  };

  return (
    <Felt className={styles.dice}>
      <div
        className={styles.rollView}
        data-testid="dice-result"
        data-won={roll === undefined ? undefined : won}
      >
        <span className={styles.rollLabel}>{t('casino_dice_roll')}</span>
        <span className={styles.rollValue} dir="ltr">
          {rolling ? '…' : roll === undefined ? '—' : rollText(roll)}
        </span>
        {roll !== undefined && !rolling && (
          <span className={styles.rollVerdict}>
            {t(won ? 'casino_dice_hit' : 'casino_dice_miss')}
          </span>
        )}
      </div>
      <div className={styles.scale} dir="ltr">
        <label htmlFor={`${targetId}-range`} className="visually-hidden">
          {t('casino_dice_target')}
        </label>
        <input
          id={`${targetId}-range`}
          type="range"
          className={styles.slider}
          min={range[0]}
          max={range[1]}
          step={1}
          value={target}
          disabled={table.playing || rolling}
          style={{ '--at': `${(target / LAST_ROLL) * 100}%` } as CSSProperties}
          data-direction={direction}
          aria-valuetext={t(
            direction === 'under' ? 'casino_dice_under_value' : 'casino_dice_over_value',
            {
              target: rollText(target),
            },
          )}
          data-testid="dice-slider"
          onChange={(event) => {
            setTarget(Number(event.target.value));
            setTyped(undefined);
          }}
        />
        {roll !== undefined && !rolling && (
          <span
            className={styles.marker}
            style={{ insetInlineStart: `${(roll / LAST_ROLL) * 100}%` }}
            data-won={won}
            aria-hidden="true"
          >
            {rollText(roll)}
          </span>
        )}
        <div className={styles.ticks} aria-hidden="true">
          {[0, 25, 50, 75, 100].map((tick) => (
            <span key={tick}>{tick}</span>
          ))}
        </div>
      </div>
      <dl className={styles.stats}>
        <div>
          <dt>{t('casino_dice_chance')}</dt>
          <dd dir="ltr" data-testid="dice-chance">
            {percentText(winning / DICE_ROLLS, language)}
          </dd>
        </div>
        <div>
          <dt>{t('casino_dice_multiplier')}</dt>
          <dd dir="ltr" data-testid="dice-multiplier">
            {multiplierText(multiplier)}
          </dd>
        </div>
        <div>
          <dt>{t('casino_dice_payout')}</dt>
          <dd dir="ltr">{stake.minor ? money(winOf(stake.minor, multiplier)) : '—'}</dd>
        </div>
        <div>
          <dt>{t('casino_return')}</dt>
          <dd>{returnText(diceReturnOf(call), diceReturnOf(call), language)}</dd>
        </div>
      </dl>
      <StakeControls>
        <fieldset className={styles.direction}>
          <legend className={styles.fieldLabel}>{t('casino_dice_direction')}</legend>
          <div className={styles.segments}>
            {(['under', 'over'] as const).map((option) => (
              <label key={option} className={styles.segment}>
                <input
                  type="radio"
                  name={`${targetId}-direction`}
                  className="visually-hidden"
                  checked={direction === option}
                  data-testid={`dice-${option}`}
                  onChange={() => turn(option)}
                />
                <span>{t(option === 'under' ? 'casino_dice_under' : 'casino_dice_over')}</span>
              </label>
            ))}
          </div>
        </fieldset>
        <div className={styles.targetField}>
          <label htmlFor={targetId} className={styles.fieldLabel}>
            {t('casino_dice_target')}
          </label>
          <input
            id={targetId}
            className={styles.input}
            inputMode="decimal"
            dir="ltr"
            value={typed ?? rollText(target)}
            data-testid="dice-target"
            onChange={(event) => typeTarget(event.target.value)}
            onBlur={() => setTyped(undefined)}
          />
        </div>
        <StakeField money={table.money} stake={stake} />
        <PlayButton
          table={table}
          label={t('casino_dice_play')}
          blocked={stake.minor ? undefined : t('casino_enter_stake')}
          onPlay={() => stake.minor && table.play({ stake: stake.minor, target, direction })}
        />
      </StakeControls>
      <RoundMessage table={table} round={rolling ? undefined : revealed} />
    </Felt>
  );
}

/** Chances a player often picks, with what each pays and returns. */
const SAMPLE_CHANCES = [200, 1_000, 2_500, 4_950, 5_000, 7_500, 9_000, 9_800];

function DicePaytable() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <>
      <p className={paytable.note}>{t('casino_dice_rule')}</p>
      <table className={paytable.paytable}>
        <thead>
          <tr>
            <th scope="col">{t('casino_dice_chance')}</th>
            <th scope="col">{t('casino_dice_multiplier')}</th>
            <th scope="col">{t('casino_return')}</th>
          </tr>
        </thead>
        <tbody>
          {SAMPLE_CHANCES.map((chance) => {
            const call = { target: chance, direction: 'under' as const };
            const back = diceReturnOf(call);
            return (
              <tr key={chance}>
                <th scope="row">{percentText(chance / DICE_ROLLS, language)}</th>
                <td dir="ltr">{multiplierText(diceMultiplier(chance))}</td>
                <td>{returnText(back, back, language)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className={paytable.note} data-testid="casino-paytable-return">
        {t('casino_dice_return', {
          value: returnText(dice.returnToPlayer, dice.returnToPlayer, language),
        })}
      </p>
    </>
  );
}

export const DICE_UI: GameUi = { game: dice, Table: DiceTable, Paytable: DicePaytable };
