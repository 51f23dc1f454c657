import type { CDPSession, Page } from '@playwright/test';

/** A screen's frames are awaited at most this long: a starved page may not draw at all. */
const FRAME_WAIT_MS = 250;
/** At most this many screens: a list that grows as it is scrolled must not keep the walk going. */
const MOST_SCREENS = 80;
/** Eighty screens at a quarter second each, twice over: past this the page is stuck, not slow. */
const WALK_DEADLINE_MS = 45_000;
/** How long the browser may take to answer the debugger. */
const DEBUGGER_DEADLINE_MS = 10_000;

/**
 * The page's script never gave the walk back: its main thread was stuck. `stack` is where the
 * debugger found it, so a failure says what froze instead of only that a test ran out of time.
 */
export class PageHangError extends Error {
  constructor(readonly scriptStack: string) {
    super(`the page stopped answering while scrolled through; its script was at:\n${scriptStack}`);
    this.name = 'PageHangError';
  }
}

function withinDeadline<T>(work: Promise<T>, ms: number): Promise<T | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<'late'>((done) => {
    timer = setTimeout(() => done('late'), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/**
 * The script's call stack now. The debugger must have been enabled before the page stuck:
 * a stuck main thread answers `Debugger.pause` (V8 interrupts itself) but not `enable`.
 */
async function stackOf(session: CDPSession): Promise<string> {
  const paused = new Promise<{
    callFrames: {
      functionName: string;
      url: string;
      location: { lineNumber: number; columnNumber?: number };
    }[];
  }>((done) => session.once('Debugger.paused', done));
  await withinDeadline(session.send('Debugger.pause'), DEBUGGER_DEADLINE_MS);
  const event = await withinDeadline(paused, DEBUGGER_DEADLINE_MS);
  if (event === 'late') return '(the debugger could not pause the page)';
  return event.callFrames
    .map(
      (f) =>
        `  ${f.functionName || '(anonymous)'} ${f.url}:${f.location.lineNumber + 1}:${(f.location.columnNumber ?? 0) + 1}`,
    )
    .join('\n');
}

function walk(page: Page): Promise<void> {
  return page.evaluate(
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

/**
 * Down through the page a screen at a time and back to the top, as a visitor scrolls: parts
 * far below the first screen load only on the way to them (the home page's games starting
 * soon). Two frames on each screen let the browser see what came into view; on a machine so
 * loaded that frames stall, a short wait stands in for them. Twice in CI a page's script
 * stopped answering here for minutes (timers too): the walk then throws `PageHangError` with
 * the script's stack, read by the debugger enabled for the walk.
 */
export async function scrollThroughPage(page: Page): Promise<void> {
  const session = await page.context().newCDPSession(page);
  try {
    if ((await withinDeadline(session.send('Debugger.enable'), DEBUGGER_DEADLINE_MS)) === 'late') {
      throw new PageHangError('(stuck before the walk began)');
    }
    const walked = walk(page);
    if ((await withinDeadline(walked, WALK_DEADLINE_MS)) === 'late') {
      walked.catch(() => undefined);
      throw new PageHangError(await stackOf(session));
    }
  } finally {
    await withinDeadline(session.detach(), DEBUGGER_DEADLINE_MS).catch(() => undefined);
  }
}
