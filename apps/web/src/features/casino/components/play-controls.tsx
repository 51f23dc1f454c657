import {
  fromMinorUnits,
  normalizeNumericInput,
  safeMinorUnits,
  typedAmount,
} from '@arenabet/domain';
import { isCelebrated } from '@arenabet/domain/casino/player-protection';
import { useId, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import type { CasinoTable, TableMoney } from '../hooks/use-casino-table.ts';
import { useMoneyText } from '../hooks/use-money-text.ts';
import { chipLabel, chipTier, chipValues } from '../lib/chips.ts';
import { refusalKey } from '../lib/refusal.ts';
import styles from './play-controls.module.css';

interface PlayButtonProps {
  table: CasinoTable;
  label: string;
  /** Why the bet cannot be played as it stands (nothing staked), already in words. */
  blocked?: string | undefined;
  onPlay(): void;
}

/**
 * The round's one button. It waits out the jurisdiction's cycle between rounds, filling up as
 * the wait passes: there is no autoplay and no faster play, so a press is always the player's.
 */
export function PlayButton({ table, label, blocked, onPlay }: PlayButtonProps) {
  const { t } = useTranslation();
  const hintId = useId();
  const waiting = table.waitMs > 0;
  const seconds = Math.ceil(table.waitMs / 1_000);
  const filled = waiting ? 1 - table.waitMs / table.cycleMs : 1;
  const disabled = table.playing || waiting || blocked !== undefined || table.mode === 'pending';
  return (
    <div className={styles.playWrap}>
      <button
        type="button"
        className={styles.play}
        disabled={disabled}
        aria-describedby={blocked || waiting ? hintId : undefined}
        data-testid="casino-play"
        data-waiting={waiting || undefined}
        onClick={onPlay}
      >
        <span
          className={styles.playFill}
          style={{ transform: `scaleX(${filled})` }}
          aria-hidden="true"
        />
        <span className={styles.playLabel}>
          {table.playing && <Spinner />}
          {label}
        </span>
      </button>
      <p id={hintId} className={styles.playHint} data-testid="casino-play-hint">
        {waiting ? t('casino_next_round_in', { seconds }) : (blocked ?? '\u00a0')}
      </p>
    </div>
  );
}

interface RoundMessageProps {
  table: CasinoTable;
  /** The round to report, once the table has shown what it drew. */
  round: { stake: number; win: number } | undefined;
  /** What to say before a round is reported, where not to place a bet (a hand in play). */
  prompt?: string;
}

/**
 * What the round came to, or why it was refused. Only a win of more than the stake is
 * celebrated (colour and a moment's motion): a "win" that returns the stake or less is reported
 * plainly, as the UK's rules ask.
 */
export function RoundMessage({ table, round, prompt }: RoundMessageProps) {
  if (table.failure) return <Refusal failure={table.failure} mode={table.mode} slug={table.slug} />;
  return <RoundResult money={table.money} round={round} prompt={prompt} />;
}

interface RoundResultProps {
  money: TableMoney;
  round: { stake: number; win: number } | undefined;
  prompt?: string | undefined;
}

/** What a round came to for the player, celebrated only when it paid more than the stake. */
export function RoundResult({ money: purse, round, prompt }: RoundResultProps) {
  const { t } = useTranslation();
  const money = useMoneyText(purse);
  if (!round) {
    return (
      <p className={styles.message} role="status" data-testid="casino-result">
        {prompt ?? t('casino_place_bet')}
      </p>
    );
  }
  const celebrated = isCelebrated(round.stake, round.win);
  const text = celebrated
    ? t('casino_result_win', { amount: money(round.win) })
    : round.win > 0
      ? t('casino_result_returned', { amount: money(round.win) })
      : t('casino_result_no_win');
  return (
    <p
      className={styles.message}
      role="status"
      data-testid="casino-result"
      data-celebrated={celebrated || undefined}
    >
      {text}
    </p>
  );
}

interface RefusalProps {
  failure: unknown;
  mode: string;
  /** The game refused, so a refusal names no way back to the game it is on. */
  slug: string;
}

/** Why a bet was refused, in the player's words, with the way out where there is one. */
export function Refusal({ failure, mode, slug }: RefusalProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const key = refusalKey(failure);
  const text = key && i18n.exists(key) ? t(key) : errorText(failure, t, i18n.exists);
  return (
    <div className={styles.refused} role="alert" data-testid="casino-refusal">
      <p>{text}</p>
      {key === 'account_insufficient_funds' && mode === 'real' && (
        <Link to={pathFor('recharge', {}, language)}>{t('casino_deposit')}</Link>
      )}
      {key === 'casino_account_unavailable' && (
        <Link to={pathFor('settingsWallets', {}, language)}>{t('wallets_title')}</Link>
      )}
      {/* Blackjack is the one game a round stays open in: the way back to the hand. */}
      {key === 'casino_round_open' && slug !== 'blackjack' && (
        <Link to={pathFor('casinoGame', { game: 'blackjack' }, language)}>
          {t('casino_round_open_link')}
        </Link>
      )}
    </div>
  );
}

interface ChipRackProps {
  money: TableMoney;
  value: number;
  onChange(value: number): void;
}

/** The chip a press on the table puts down. */
export function ChipRack({ money, value, onChange }: ChipRackProps) {
  const { t } = useTranslation();
  const name = useId();
  const text = useMoneyText(money);
  const rack = chipValues(money.chipUnit);
  return (
    <fieldset className={styles.rack} data-testid="casino-chips">
      <legend className="visually-hidden">{t('casino_chip_value')}</legend>
      {rack.map((chip, tier) => (
        <label key={chip} className={styles.rackChip} title={text(chip)}>
          <input
            type="radio"
            name={name}
            className="visually-hidden"
            checked={value === chip}
            onChange={() => onChange(chip)}
            aria-label={text(chip)}
          />
          <Chip tier={tier} label={chipLabel(chip, money.precision)} />
        </label>
      ))}
    </fieldset>
  );
}

/** A casino chip of the rack's tier (its colour), its value on its face. */
export function Chip({
  tier,
  label,
  size = 'm',
}: {
  tier: number;
  label: string;
  size?: 's' | 'm';
}) {
  return (
    <span className={styles.chip} data-tier={tier} data-size={size} aria-hidden="true">
      <span>{label}</span>
    </span>
  );
}

/** A stake lying on the table, drawn as the largest chip it reaches. */
export function StakeChip({ stake, money }: { stake: number; money: TableMoney }) {
  const rack = chipValues(money.chipUnit);
  return <Chip tier={chipTier(stake, rack)} label={chipLabel(stake, money.precision)} size="s" />;
}

/** A stake typed in major units, held as text while typed: its minor units once valid. */
export function useStake(money: TableMoney, firstChip = 1) {
  // By default the rack's second chip: a modest first stake in any currency.
  const [text, setText] = useState(() =>
    fromMinorUnits(
      safeMinorUnits(chipValues(money.chipUnit)[firstChip] ?? money.chipUnit),
      money.precision,
    ),
  );
  return { text, setText, minor: typedAmount(text, money.precision) };
}

interface StakeFieldProps {
  money: TableMoney;
  stake: ReturnType<typeof useStake>;
  /** What the amount is, where it is not the round's whole stake (the slot's line stake). */
  label?: string;
}

/** The stake of a one-bet game: typed, or set from a chip, halved or doubled. */
export function StakeField({ money, stake, label }: StakeFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const text = useMoneyText(money);
  const set = (minor: number) =>
    stake.setText(fromMinorUnits(safeMinorUnits(Math.max(1, minor)), money.precision));
  const normalise = (value: string, mode?: 'typing') =>
    normalizeNumericInput(value, {
      accuracy: money.precision,
      unsigned: true,
      maxLength: 15,
      mode,
    });
  return (
    <div className={styles.stake}>
      <label htmlFor={id} className={styles.stakeLabel}>
        {label ?? t('casino_stake')}
      </label>
      <div className={styles.stakeRow}>
        <button
          type="button"
          className={styles.stakeStep}
          aria-label={t('casino_stake_half')}
          disabled={!stake.minor}
          onClick={() => set(Math.floor((stake.minor ?? 0) / 2))}
        >
          ½
        </button>
        <input
          id={id}
          className={styles.stakeInput}
          value={stake.text}
          inputMode="decimal"
          autoComplete="off"
          dir="ltr"
          aria-invalid={stake.minor === undefined ? true : undefined}
          data-testid="casino-stake"
          onChange={(event) => stake.setText(normalise(event.target.value, 'typing'))}
          onBlur={(event) => stake.setText(normalise(event.target.value))}
        />
        <button
          type="button"
          className={styles.stakeStep}
          aria-label={t('casino_stake_double')}
          disabled={!stake.minor}
          onClick={() => set((stake.minor ?? 0) * 2)}
        >
          ×2
        </button>
      </div>
      <div className={styles.presets}>
        {chipValues(money.chipUnit).map((chip) => (
          <button
            key={chip}
            type="button"
            className={styles.preset}
            aria-pressed={stake.minor === chip}
            aria-label={text(chip)}
            onClick={() => set(chip)}
          >
            {chipLabel(chip, money.precision)}
          </button>
        ))}
      </div>
    </div>
  );
}
