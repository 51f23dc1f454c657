import styles from './form.module.css';
import { TextField, type TextFieldProps } from './text-field.tsx';

interface CodeFieldProps extends TextFieldProps {
  /** Large spaced digits, for a code the player copies from another screen (an app). */
  large?: boolean;
}

/** A one-time code: digits, left to right in every language, filled by the phone's keyboard. */
export function CodeField({ large, ...props }: CodeFieldProps) {
  return (
    <TextField
      inputMode="numeric"
      autoComplete="one-time-code"
      dir="ltr"
      className={large ? styles.large : undefined}
      {...props}
    />
  );
}
