import type { ChangeEvent } from 'react';
import { isCalendarDay } from '../../dates/calendar-day.ts';
import styles from './date-range.module.css';
import { TextField } from './text-field.tsx';

export interface DayRange {
  /** Calendar days 'YYYY-MM-DD'; either end may be open. */
  from: string | null;
  to: string | null;
}

interface DateRangeProps extends DayRange {
  fromLabel: string;
  toLabel: string;
  /** Test ids `${testIdPrefix}-date-from` and `-date-to`. */
  testIdPrefix: string;
  onChange(fields: Partial<DayRange>): void;
}

/** A date input is empty or a whole day; a half-typed one waits until it is a day. */
function dayOf(event: ChangeEvent<HTMLInputElement>): string | null | undefined {
  const { value } = event.target;
  if (value === '') return null;
  return isCalendarDay(value) ? value : undefined;
}

/** Two day fields, each bounded by the other so the range cannot be picked backwards. */
export function DateRange({
  from,
  to,
  fromLabel,
  toLabel,
  testIdPrefix,
  onChange,
}: DateRangeProps) {
  const set = (field: keyof DayRange) => (event: ChangeEvent<HTMLInputElement>) => {
    const day = dayOf(event);
    if (day !== undefined) onChange({ [field]: day });
  };
  return (
    <div className={styles.dates}>
      <TextField
        type="date"
        label={fromLabel}
        value={from ?? ''}
        max={to ?? undefined}
        data-testid={`${testIdPrefix}-date-from`}
        onChange={set('from')}
      />
      <TextField
        type="date"
        label={toLabel}
        value={to ?? ''}
        min={from ?? undefined}
        data-testid={`${testIdPrefix}-date-to`}
        onChange={set('to')}
      />
    </div>
  );
}
