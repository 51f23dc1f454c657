import { ICON_PATHS, type IconName } from './icon-paths.tsx';

interface IconProps {
  name: IconName;
  size?: number | string;
  className?: string;
  /** Arrows point the reading direction: mirrored in right-to-left pages. */
  mirrorInRtl?: boolean;
}

/** Decorative by default: the text next to it, or the button's label, says what it means. */
export function Icon({ name, size = '1.25em', className, mirrorInRtl = false }: IconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-mirror={mirrorInRtl ? '' : undefined}
    >
      {ICON_PATHS[name]}
    </svg>
  );
}
