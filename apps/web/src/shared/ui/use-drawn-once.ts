import { useState, useSyncExternalStore } from 'react';

/**
 * The widths at which a part of the layout folds into a drawer or a sheet. They repeat the
 * `@media` rules of the parts' CSS (site-layout, side-menu and coupon modules): CSS cannot read
 * them from here.
 */
export const FOLDED_BELOW = {
  sideMenu: '(max-width: 960px)',
  coupon: '(max-width: 1199px)',
} as const;

function matches(query: string): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(query).matches === true;
}

/** Whether a media query matches now, following the window as it is resized or turned. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia?.(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    () => matches(query),
    () => false,
  );
}

/**
 * Whether the contents of a part that folds into a drawer below `foldedBelow` should be drawn:
 * always where it is unfolded, and on a phone from the first time it is opened. A closed drawer
 * is invisible, and its contents' code, requests and rendering would share a phone's first
 * seconds with the page the player came for.
 */
export function useDrawnOnceOpen(foldedBelow: string, open: boolean): boolean {
  const folded = useMediaQuery(foldedBelow);
  const [opened, setOpened] = useState(open);
  // Remembered during render, so the contents arrive with the drawer's first open frame.
  if (open && !opened) setOpened(true);
  return !folded || opened || open;
}
