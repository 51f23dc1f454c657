import type { Account } from '@arenabet/contracts/accounts';
import { fromMinorUnits, safeMinorUnits } from '@arenabet/domain';
import { currencyById } from '@arenabet/reference/currencies';
import type { accounts } from './schema.ts';

type AccountRow = Pick<
  typeof accounts.$inferSelect,
  'id' | 'kind' | 'currencyId' | 'balance' | 'isActive'
>;

/** A player's account as the spec's Account entity shows it. */
export function accountView(row: AccountRow): Account {
  const currency = currencyById(row.currencyId);
  // Accounts are opened only in known currencies; a row without one is a broken table.
  if (!currency) throw new Error(`Account ${row.id} has unknown currency ${row.currencyId}`);
  return {
    id: row.id,
    idBonus: null,
    type: row.kind === 'main' ? 'main' : 'currency',
    money: Number(fromMinorUnits(safeMinorUnits(row.balance), currency.precision)),
    name: currency.name,
    iso: currency.code,
    symbol: currency.symbol,
    isActive: row.isActive,
    currencyId: row.currencyId,
    amountOfUnplacedBets: 0,
    points: 0,
    isBonusAccount: false,
    isPointsTypeBalance: false,
    labels: {
      symbol: `${currency.name} (${currency.symbol})`,
      iso: `${currency.name} (${currency.code})`,
    },
  };
}
