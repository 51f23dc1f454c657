/*
 * The chips on a table (roulette's layout, baccarat's three spots), by spot key, with every
 * earlier state kept for "undo". The chips stay on the table after a round, as at a real table:
 * the next round repeats the bet until the player changes it.
 */

export type Stakes = Readonly<Record<string, number>>;

export interface TableChips {
  stakes: Stakes;
  /** Earlier states, the latest last. */
  history: readonly Stakes[];
}

export const EMPTY_TABLE: TableChips = { stakes: {}, history: [] };

/** Enough for any sequence of presses a player would undo one by one. */
const HISTORY_MAX = 100;

const withChange = (table: TableChips, stakes: Stakes): TableChips => ({
  stakes,
  history: [...table.history, table.stakes].slice(-HISTORY_MAX),
});

export function placeChip(table: TableChips, key: string, amount: number): TableChips {
  return withChange(table, { ...table.stakes, [key]: (table.stakes[key] ?? 0) + amount });
}

export function undoChip(table: TableChips): TableChips {
  const previous = table.history.at(-1);
  return previous ? { stakes: previous, history: table.history.slice(0, -1) } : table;
}

export function clearChips(table: TableChips): TableChips {
  return totalStake(table.stakes) === 0 ? table : withChange(table, {});
}

export function doubleChips(table: TableChips): TableChips {
  const doubled = Object.fromEntries(
    Object.entries(table.stakes).map(([key, stake]) => [key, stake * 2]),
  );
  return totalStake(table.stakes) === 0 ? table : withChange(table, doubled);
}

export function totalStake(stakes: Stakes): number {
  return Object.values(stakes).reduce((sum, stake) => sum + stake, 0);
}
