import type { MoneyCurrency } from '../lib/money.ts';
import { signOf } from '../lib/money.ts';
import { useMoneyFormat } from '../lib/use-money-format.ts';
import styles from './tables.module.css';

interface MoneyTextProps {
  amount: string;
  currency: MoneyCurrency;
  /** A movement: signed, green when it credits the player and red when it debits. */
  signed?: boolean;
  testId?: string;
}

/** An amount, left to right in every language (digits and sign must not be reordered). */
export function MoneyText({ amount, currency, signed = false, testId }: MoneyTextProps) {
  const format = useMoneyFormat();
  const sign = signed ? signOf(amount) : 0;
  return (
    <span
      className={styles.money}
      data-sign={sign > 0 ? 'credit' : sign < 0 ? 'debit' : undefined}
      dir="ltr"
      data-testid={testId}
    >
      {format(amount, currency, signed)}
    </span>
  );
}
