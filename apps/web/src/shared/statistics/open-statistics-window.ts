import { statisticsWindowFeatures } from '@arenabet/domain';
import type { MouseEvent } from 'react';

/** One window for every statistics link: a second click shows the new page in it. */
const STATISTICS_WINDOW_NAME = 'arenabet-statistics';

/**
 * Opens a statistics page in its window, sized by the spec for this screen. The window keeps
 * its opener: the statistics frame reports to it and asks it for bets. False when the browser
 * refused the window (a popup blocker); the link then opens as an ordinary link.
 */
export function openStatisticsWindow(url: string): boolean {
  return window.open(url, STATISTICS_WINDOW_NAME, statisticsWindowFeatures(screen.height)) !== null;
}

/** A link's click handler: a plain click opens the window; modified clicks keep the browser's way. */
export function openLinkInStatisticsWindow(event: MouseEvent<HTMLAnchorElement>): void {
  if (event.ctrlKey || event.metaKey || event.shiftKey || event.button !== 0) return;
  if (openStatisticsWindow(event.currentTarget.href)) event.preventDefault();
}
