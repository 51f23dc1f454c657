import type { ButtonHTMLAttributes } from 'react';
import buttons from '../button.module.css';
import { Spinner } from '../spinner.tsx';

interface SubmitButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** While the form's call runs: the button waits, with a spinner, so it is not sent twice. */
  pending: boolean;
  variant?: 'primary' | 'secondary' | 'danger';
  testId?: string;
}

export function SubmitButton({
  pending,
  variant = 'primary',
  testId,
  disabled,
  className,
  children,
  ...button
}: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={className ? `${buttons[variant]} ${className}` : buttons[variant]}
      disabled={pending || disabled}
      data-testid={testId}
      {...button}
    >
      {pending && <Spinner />}
      {children}
    </button>
  );
}
