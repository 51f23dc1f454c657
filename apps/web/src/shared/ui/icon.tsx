import type { ReactNode } from 'react';
import { ICON_PATHS, type IconName } from './icon-paths.tsx';

interface IconProps {
  name: IconName;
  size?: number | string;
  className?: string;
  /** Arrows point the reading direction: mirrored in right-to-left pages. */
  mirrorInRtl?: boolean;
}

/** Decorative by default: the text next to it, or the button's label, says what it means. */
export function Icon({ name, size, className, mirrorInRtl = false }: IconProps) {
  return (
    <IconFrame size={size} className={className} mirrorInRtl={mirrorInRtl} name={name}>
      {ICON_PATHS[name]}
    </IconFrame>
  );
}

/**
 * The frame every icon is drawn in (24 px grid, round strokes), for pictures a feature keeps to
 * itself; decorative like Icon.
 */
export function IconFrame({
  size = '1.25em',
  className,
  mirrorInRtl = false,
  children,
  name,
}: Omit<IconProps, 'name'> & { children: ReactNode; name?: IconName }) {
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
      // Which picture it is: the e2e crawl checks that every arrow turns with the direction.
      data-icon={name}
    >
      {children}
    </svg>
  );
}
