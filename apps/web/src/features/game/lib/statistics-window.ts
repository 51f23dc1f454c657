import { statisticsWindowSize } from '@arenabet/domain';

/** One window for every statistics link: a second click shows the new page in it. */
const STATISTICS_WINDOW_NAME = 'arenabet-statistics';

/** The popup window's features: the spec's size, chosen by the height of the screen. */
export function statisticsWindowFeatures(screenHeight: number): string {
  const { width, height } = statisticsWindowSize(screenHeight);
  return `popup,width=${width},height=${height}`;
}

/**
 * Opens a statistics page in its own window. False when the browser refused the window (a
 * popup blocker): the link then opens as an ordinary link.
 */
export function openStatisticsWindow(url: string): boolean {
  const opened = window.open(url, STATISTICS_WINDOW_NAME, statisticsWindowFeatures(screen.height));
  if (!opened) return false;
  // The statistics page has no business with this tab.
  opened.opener = null;
  return true;
}
