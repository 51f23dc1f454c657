import type { Page } from '@playwright/test';

/** A screen's frames are awaited at most this long: a starved page may not draw at all. */
const FRAME_WAIT_MS = 250;
/** At most this many screens: a list that grows as it is scrolled must not keep the walk going. */
const MOST_SCREENS = 80;

/**
 * Down through the page a screen at a time and back to the top, as a visitor scrolls: parts
 * far below the first screen load only on the way to them (the home page's games starting
 * soon). Two frames on each screen let the browser see what came into view; on a machine so
 * loaded that frames stall, a short wait stands in for them (a CI run once spent eight minutes
 * here waiting on frames).
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  await page.evaluate(
    async ({ frameWaitMs, mostScreens }) => {
      const frames = () =>
        Promise.race([
          new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          new Promise((done) => setTimeout(done, frameWaitMs)),
        ]);
      const height = () => document.documentElement.scrollHeight;
      for (let screen = 0; screen < mostScreens; screen += 1) {
        const y = screen * window.innerHeight;
        if (y >= height()) break;
        window.scrollTo(0, y);
        await frames();
      }
      window.scrollTo(0, 0);
    },
    { frameWaitMs: FRAME_WAIT_MS, mostScreens: MOST_SCREENS },
  );
}
