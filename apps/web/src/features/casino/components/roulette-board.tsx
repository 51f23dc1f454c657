import { colourOf, type OutsideBetName } from '@arenabet/domain/casino/games/roulette-layout';
import type { CSSProperties } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { TableMoney } from '../hooks/use-casino-table.ts';
import { useMoneyText } from '../hooks/use-money-text.ts';
import {
  cellOf,
  INSIDE_SPOTS,
  type InsideSpot,
  spotKey,
  spotPlace,
  TABLE_NUMBERS,
} from '../lib/roulette-spots.ts';
import type { Stakes } from '../lib/table-chips.ts';
import { StakeChip } from './play-controls.tsx';
import styles from './roulette.module.css';

/*
 * The European layout, drawn across a wide screen (the zero at the left, twelve columns of three)
 * and down a phone's (the zero on top, twelve rows of three). Each place sets its grid lines for
 * both as custom properties; the board's width picks which apply. The table reads left to right
 * in every language, as a real one does.
 */

interface Place {
  /** Across: first column, first row, and spans. */
  across: [number, number, number?, number?];
  /** Down: the same. */
  down: [number, number, number?, number?];
}

const placeStyle = ({ across, down }: Place): CSSProperties =>
  ({
    '--ac': across[0],
    '--ar': across[1],
    '--acs': across[2] ?? 1,
    '--ars': across[3] ?? 1,
    '--dc': down[0],
    '--dr': down[1],
    '--dcs': down[2] ?? 1,
    '--drs': down[3] ?? 1,
  }) as CSSProperties;

function numberPlace(n: number): Place {
  const { street, place } = cellOf(n);
  return { across: [street + 2, 3 - place], down: [place + 3, street + 2] };
}

const ZERO: Place = { across: [1, 1, 1, 3], down: [3, 1, 3, 1] };

interface OutsidePlace extends Place {
  bet: OutsideBetName;
}

const COLUMN_BETS: readonly OutsidePlace[] = [
  { bet: 'third_column', across: [14, 1], down: [5, 14] },
  { bet: 'second_column', across: [14, 2], down: [4, 14] },
  { bet: 'first_column', across: [14, 3], down: [3, 14] },
];

const DOZENS: readonly OutsidePlace[] = [
  { bet: 'first_dozen', across: [2, 4, 4], down: [2, 2, 1, 4] },
  { bet: 'second_dozen', across: [6, 4, 4], down: [2, 6, 1, 4] },
  { bet: 'third_dozen', across: [10, 4, 4], down: [2, 10, 1, 4] },
];

const EVEN_MONEY: readonly OutsidePlace[] = [
  { bet: 'low', across: [2, 5, 2], down: [1, 2, 1, 2] },
  { bet: 'even', across: [4, 5, 2], down: [1, 4, 1, 2] },
  { bet: 'red', across: [6, 5, 2], down: [1, 6, 1, 2] },
  { bet: 'black', across: [8, 5, 2], down: [1, 8, 1, 2] },
  { bet: 'odd', across: [10, 5, 2], down: [1, 10, 1, 2] },
  { bet: 'high', across: [12, 5, 2], down: [1, 12, 1, 2] },
];

/** What an outside bet says on the cloth; red and black are drawn as diamonds. */
const CLOTH_KEYS: Readonly<Record<OutsideBetName, string | undefined>> = {
  low: 'casino_cloth_low',
  high: 'casino_cloth_high',
  even: 'casino_cloth_even',
  odd: 'casino_cloth_odd',
  red: undefined,
  black: undefined,
  first_dozen: 'casino_cloth_first_dozen',
  second_dozen: 'casino_cloth_second_dozen',
  third_dozen: 'casino_cloth_third_dozen',
  first_column: 'casino_cloth_column',
  second_column: 'casino_cloth_column',
  third_column: 'casino_cloth_column',
};

interface RouletteBoardProps {
  stakes: Stakes;
  money: TableMoney;
  /** The pocket of the round shown, marked on the cloth. */
  pocket: number | undefined;
  disabled: boolean;
  onPlace(key: string): void;
}

export function RouletteBoard({ stakes, money, pocket, disabled, onPlace }: RouletteBoardProps) {
  const { t } = useTranslation();
  const text = useMoneyText(money);
  /** A place's name, with what lies on it. */
  const named = (name: string, key: string) => {
    const stake = stakes[key];
    return stake ? t('casino_bet_with_stake', { bet: name, amount: text(stake) }) : name;
  };
  const numbersText = (numbers: readonly number[]) => numbers.join(', ');
  const straight = (n: number, place: Place) => {
    const key = spotKey('straight', [n]);
    return (
      <div
        key={n}
        className={styles.cell}
        style={placeStyle(place)}
        data-colour={colourOf(n)}
        data-drawn={pocket === n || undefined}
      >
        <button
          type="button"
          className={styles.number}
          disabled={disabled}
          aria-label={named(t('casino_bet_straight', { numbers: n }), key)}
          data-testid={`roulette-straight-${n}`}
          onClick={() => onPlace(key)}
        >
          <span className={styles.numberText}>{n}</span>
          {stakes[key] ? <StakeChip stake={stakes[key]} money={money} /> : null}
        </button>
        {INSIDE_SPOTS.filter((spot) => spot.cell === n).map((spot) => {
          const spotKeyText = spotKey(spot.kind, spot.numbers);
          return (
            <SpotButton
              key={spotKeyText}
              spot={spot}
              label={named(
                t(`casino_bet_${spot.kind}`, { numbers: numbersText(spot.numbers) }),
                spotKeyText,
              )}
              stake={stakes[spotKeyText]}
              money={money}
              disabled={disabled}
              onPlace={() => onPlace(spotKeyText)}
            />
          );
        })}
      </div>
    );
  };
  const outside = ({ bet, ...place }: OutsidePlace) => {
    const cloth = CLOTH_KEYS[bet];
    return (
      <button
        key={bet}
        type="button"
        className={styles.outside}
        style={placeStyle(place)}
        disabled={disabled}
        data-bet={bet}
        aria-label={named(t(`casino_bet_${bet}`), bet)}
        data-testid={`roulette-${bet}`}
        onClick={() => onPlace(bet)}
      >
        {cloth ? <span>{t(cloth)}</span> : <span className={styles.diamond} data-colour={bet} />}
        {stakes[bet] ? <StakeChip stake={stakes[bet]} money={money} /> : null}
      </button>
    );
  };
  return (
    <div className={styles.boardWrap}>
      <div className={styles.board} dir="ltr" data-testid="roulette-board">
        {straight(0, ZERO)}
        {TABLE_NUMBERS.map((n) => straight(n, numberPlace(n)))}
        {[...COLUMN_BETS, ...DOZENS, ...EVEN_MONEY].map(outside)}
      </div>
    </div>
  );
}

interface SpotButtonProps {
  spot: InsideSpot;
  label: string;
  stake: number | undefined;
  money: TableMoney;
  disabled: boolean;
  onPlace(): void;
}

/** A split, street, corner or line: a small target on its cell's edge or corner. */
function SpotButton({ spot, label, stake, money, disabled, onPlace }: SpotButtonProps) {
  const [ax, ay] = spotPlace(spot, 'across');
  const [dx, dy] = spotPlace(spot, 'down');
  const style = {
    '--ax': `${ax}%`,
    '--ay': `${ay}%`,
    '--dx': `${dx}%`,
    '--dy': `${dy}%`,
  } as CSSProperties;
  return (
    <button
      type="button"
      className={styles.spot}
      style={style}
      disabled={disabled}
      aria-label={label}
      data-staked={stake ? '' : undefined}
      data-testid={`roulette-${spot.kind}-${spot.numbers.join('-')}`}
      onClick={onPlace}
    >
      {stake ? <StakeChip stake={stake} money={money} /> : <span className={styles.spotDot} />}
    </button>
  );
}
