import { type ButtonHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { TableMoney } from '../hooks/use-casino-table.ts';
import { useMoneyText } from '../hooks/use-money-text.ts';
import { chipValues } from '../lib/chips.ts';
import {
  clearChips,
  doubleChips,
  EMPTY_TABLE,
  placeChip,
  type Stakes,
  totalStake,
  undoChip,
} from '../lib/table-chips.ts';
import styles from './play-controls.module.css';
import { ChipRack } from './play-controls.tsx';

/** The chips of a table where bets are laid on spots (roulette, baccarat) and the chip in hand. */
export function useChipTable(money: TableMoney) {
  const [chip, setChip] = useState(() => chipValues(money.chipUnit)[0] ?? 1);
  const [chips, setChips] = useState(EMPTY_TABLE);
  return {
    chip,
    setChip,
    chips,
    setChips,
    stakes: chips.stakes as Stakes,
    total: totalStake(chips.stakes),
    place: (key: string) => setChips(placeChip(chips, key, chip)),
  };
}

export type ChipTable = ReturnType<typeof useChipTable>;

interface ChipTableControlsProps {
  money: TableMoney;
  chips: ChipTable;
  /** Whether the table offers doubling every chip on it (roulette does). */
  canDouble?: boolean;
  /** The round's button (PlayButton, or a shared table's "place bets"). */
  children: ReactNode;
}

/** Under a chip table: the rack, undo, clear (and double), the total, and the round's button. */
export function ChipTableControls({ money, chips, canDouble, children }: ChipTableControlsProps) {
  const { t } = useTranslation();
  const text = useMoneyText(money);
  const { chips: laid, setChips, total } = chips;
  return (
    <div className={styles.chipControls}>
      <ChipRack money={money} value={chips.chip} onChange={chips.setChip} />
      <TableTools>
        <TableTool disabled={laid.history.length === 0} onClick={() => setChips(undoChip(laid))}>
          {t('casino_undo')}
        </TableTool>
        <TableTool
          disabled={total === 0}
          data-testid="casino-clear"
          onClick={() => setChips(clearChips(laid))}
        >
          {t('casino_clear')}
        </TableTool>
        {canDouble && (
          <TableTool disabled={total === 0} onClick={() => setChips(doubleChips(laid))}>
            {t('casino_double')}
          </TableTool>
        )}
      </TableTools>
      <p className={styles.total}>
        {t('casino_total_stake')}{' '}
        <strong dir="ltr" data-testid="casino-total-stake">
          {text(total)}
        </strong>
      </p>
      {children}
    </div>
  );
}

/** Under a one-bet table (dice, keno): the game's own choice, the stake and the button. */
export function StakeControls({ children }: { children: ReactNode }) {
  return <div className={styles.stakeControls}>{children}</div>;
}

export function TableTools({ children }: { children: ReactNode }) {
  return <div className={styles.tools}>{children}</div>;
}

/** A table's small action (undo, clear, quick pick), drawn on the felt. */
export function TableTool(props: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'>) {
  return <button type="button" className={styles.tool} {...props} />;
}

/**
 * A game's table: the shared felt, in the game's own colours. `rim`: a wooden rail with a brass
 * trim round it, as a table of the casino floor has (roulette and the card games); the digital
 * games (dice, keno) go without.
 */
export function Felt({
  className,
  rim = false,
  children,
}: {
  className: string | undefined;
  rim?: boolean;
  children: ReactNode;
}) {
  return (
    <div className={`${styles.felt} ${className ?? ''}`} data-rim={rim || undefined}>
      {children}
    </div>
  );
}
