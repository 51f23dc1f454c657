import { sportGlyph } from './sport-icon-paths.tsx';

interface SportIconProps {
  slug: string;
  isCyber?: boolean;
  size?: number | string;
  className?: string;
}

export function SportIcon({ slug, isCyber = false, size = '1.25em', className }: SportIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.7"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {sportGlyph(slug, isCyber)}
    </svg>
  );
}
