import { normalizeNumericInput } from '@arenabet/domain';
import { TextField } from '../../../shared/ui/form/text-field.tsx';

interface StakeInputProps {
  label: string;
  value: string;
  precision: number;
  onChange(value: string): void;
  hint?: string | undefined;
  testId?: string;
}

/** A sum in major units, cleaned as it is typed (packages/domain numeric input). */
export function StakeInput({ label, value, precision, onChange, hint, testId }: StakeInputProps) {
  return (
    <TextField
      label={label}
      value={value}
      hint={hint}
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
