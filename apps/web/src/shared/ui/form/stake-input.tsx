import { normalizeNumericInput } from '@arenabet/domain';
import type { ReactNode } from 'react';
import { TextField } from './text-field.tsx';

interface StakeInputProps {
  label: string;
  value: string;
  precision: number;
  onChange(value: string): void;
  hint?: string | undefined;
  testId?: string;
  /** Buttons in the field's row, beside the input (quick stakes). */
  addon?: ReactNode;
}

/** A sum in major units, cleaned as it is typed (packages/domain numeric input). */
export function StakeInput({
  label,
  value,
  precision,
  onChange,
  hint,
  testId,
  addon,
}: StakeInputProps) {
  return (
    <TextField
      label={label}
      value={value}
      hint={hint}
      addon={addon}
      inputMode="decimal"
      autoComplete="off"
      dir="ltr"
      data-testid={testId}
      onChange={(event) =>
        onChange(
          normalizeNumericInput(event.target.value, {
            accuracy: precision,
            unsigned: true,
            maxLength: 15,
            mode: 'typing',
          }),
        )
      }
      onBlur={(event) =>
        onChange(
          normalizeNumericInput(event.target.value, {
            accuracy: precision,
            unsigned: true,
            maxLength: 15,
          }),
        )
      }
    />
  );
}
