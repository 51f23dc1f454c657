import type { ReactNode } from 'react';

/*
 * Pictures the game page needs and the site's icon set does not have yet, drawn on the same
 * 24x24 grid with the same stroke so they sit beside the shared icons unnoticed.
 */
const GAME_ICON_PATHS = {
  bell: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" />
      <path d="M10 20.5a2 2 0 0 0 4 0" />
    </>
  ),
  bellActive: (
    <>
      <path d="M6 16V11a6 6 0 0 1 12 0v5l1.5 2h-15Z" fill="currentColor" />
      <path d="M10 20.5a2 2 0 0 0 4 0M3.5 8.5a8.5 8.5 0 0 1 2.6-4.6M20.5 8.5a8.5 8.5 0 0 0-2.6-4.6" />
    </>
  ),
  ball: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m12 7.5 4.2 3-1.6 5h-5.2l-1.6-5Z" />
      <path d="M12 3v4.5M3.4 9.5l4.4 1M20.6 9.5l-4.4 1M6.5 19l2.9-3.5M17.5 19l-2.9-3.5" />
    </>
  ),
  card: <rect x="7" y="3.5" width="10" height="17" rx="1.5" />,
  whistle: (
    <>
      <circle cx="9" cy="14" r="5" />
      <path d="M12.5 10.5 21 6v4l-6.5 2.5M9 14h.01" />
    </>
  ),
  flagEnd: <path d="M5 21V4m0 0h11l-2 4 2 4H5" />,
  spark: <path d="m13 3-7 11h5l-1 7 7-11h-5Z" />,
  dot: <circle cx="12" cy="12" r="3" />,
} satisfies Record<string, ReactNode>;

export type GameIconName = keyof typeof GAME_ICON_PATHS;

export function GameIcon({
  name,
  size = '1.25em',
  className,
}: {
  name: GameIconName;
  size?: number | string;
  className?: string;
}) {
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
    >
      {GAME_ICON_PATHS[name]}
    </svg>
  );
}
