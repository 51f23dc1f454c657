import { Icon } from './icon.tsx';

interface CloseButtonProps {
  /** Said by screen readers: the button shows only a cross. */
  label: string;
  onClick: () => void;
  className?: string | undefined;
  size?: number;
}

export function CloseButton({ label, onClick, className, size = 20 }: CloseButtonProps) {
  return (
    <button type="button" className={className} aria-label={label} onClick={onClick}>
      <Icon name="close" size={size} />
    </button>
  );
}
