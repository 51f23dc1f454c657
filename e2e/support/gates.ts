import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, ConsoleMessage, Page, Request, Response } from '@playwright/test';

/**
 * The gates every spec passes through (issue 13): axe finds no serious or critical violation of
 * WCAG 2.2 AA on any page still open when a test ends, and no page logs an error or sees a
 * request fail unless the spec said it expects it (`expectConsoleError`, `expectFailedRequest`).
 */

/** The rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_AA_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const BLOCKING_IMPACTS = new Set(['serious', 'critical']);

export interface Problem {
  kind: 'console' | 'request';
  text: string;
  /** The URL the problem came from: a console message's source or the request's. */
  url: string;
}

/**
 * Expected in every spec: a game that ended is no longer in the feed, which answers 404 for it
 * and for its chrono of play, and the page says the game is over. Live games run ten times
 * faster in the e2e world, so any spec that opens one may see it end.
 */
const GAME_ENDED = /GET .*\/(LiveFeed|LineFeed)\/(GetGameZip|GetChronoOfPlay)\?.* 404$/;

/** What one test watches: problems seen and what the spec declared it expects. */
export class Gates {
  readonly problems: Problem[] = [];
  private readonly expectedConsole: RegExp[] = [];
  private readonly expectedRequests: RegExp[] = [GAME_ENDED];

  /** The spec provokes a console error whose text matches. */
  expectConsoleError(pattern: RegExp): void {
    this.expectedConsole.push(pattern);
  }

  /**
   * The spec provokes a failing request whose `METHOD url status` matches (e.g.
   * `/POST .*\/Account\/Login 401/`). Chromium's own "Failed to load resource" line for that
   * request is then expected too.
   */
  expectFailedRequest(pattern: RegExp): void {
    this.expectedRequests.push(pattern);
  }

  watch(context: BrowserContext): void {
    for (const page of context.pages()) this.watchPage(page);
    context.on('page', (page) => this.watchPage(page));
    context.on('response', (response) => this.onResponse(response));
    context.on('requestfailed', (request) => this.onRequestFailed(request));
  }

  unexpected(): Problem[] {
    return this.problems.filter((problem) => !this.isExpected(problem));
  }

  private watchPage(page: Page): void {
    page.on('console', (message) => this.onConsole(message));
    page.on('pageerror', (error) =>
      this.problems.push({ kind: 'console', text: `uncaught ${error.message}`, url: page.url() }),
    );
  }

  private onConsole(message: ConsoleMessage): void {
    if (message.type() !== 'error') return;
    this.problems.push({ kind: 'console', text: message.text(), url: message.location().url });
  }

  private onResponse(response: Response): void {
    if (response.status() < 400) return;
    const request = response.request();
    this.problems.push({
      kind: 'request',
      text: `${request.method()} ${response.url()} ${response.status()}`,
      url: response.url(),
    });
  }

  private onRequestFailed(request: Request): void {
    const failure = request.failure()?.errorText ?? 'failed';
    // A request the page cancelled (it navigated away, or aborted a fetch it no longer needs)
    // did not fail: the page chose so.
    if (failure.includes('ERR_ABORTED')) return;
    this.problems.push({
      kind: 'request',
      text: `${request.method()} ${request.url()} ${failure}`,
      url: request.url(),
    });
  }

  private isExpected(problem: Problem): boolean {
    if (problem.kind === 'request') return this.matchesRequest(problem.text);
    if (this.expectedConsole.some((pattern) => pattern.test(problem.text))) return true;
    // Chromium logs every failing response once more as a console error naming its URL.
    return (
      problem.text.startsWith('Failed to load resource') &&
      this.problems.some(
        (other) =>
          other.kind === 'request' && other.url === problem.url && this.matchesRequest(other.text),
      )
    );
  }

  private matchesRequest(text: string): boolean {
    return this.expectedRequests.some((pattern) => pattern.test(text));
  }
}

export interface AxeViolation {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

/**
 * Which of axe's rules run. Two rules belong to the crawl, which opens each kind of page at rest,
 * in both themes: contrast, which computes every text's colours through its ancestors (up to a
 * minute on a line page of 450 games on a quiet two-core machine, against three seconds for all
 * the others), and target size, which a test leaving a page scrolled under its sticky header or
 * behind an open coupon fails for a link the player sees whole at rest. Every other test's gate
 * runs the rest.
 */
export type AxeScope = 'all' | 'at-any-moment';

const AT_REST_RULES = ['color-contrast', 'target-size'];

/**
 * Landmarks that share a role and a name (axe's best-practice `landmark-unique`, outside the
 * WCAG tags): a screen reader's list of landmarks cannot tell them apart. The crawl asks for it
 * in the same run as the rest: each run of axe walks the whole page again, and a second run cost
 * the crawl a fifth of its time.
 */
const LANDMARK_RULE = 'landmark-unique';

/** What axe found on the page as it is now. */
export interface AxeFindings {
  /** The serious and critical WCAG 2.2 AA violations. */
  violations: AxeViolation[];
  /** Landmarks sharing a role and a name, checked with scope `all` only. */
  duplicateLandmarks: string[];
}

export async function axeFindings(page: Page, scope: AxeScope): Promise<AxeFindings> {
  // Only violations are serialised back: passes on a page of 500 odds buttons cost seconds.
  // `options` replaces every option set before it, so it comes first; the rule named in it runs
  // beside the tags (axe's documented way to add a rule to a tag set).
  const rules =
    scope === 'all'
      ? { [LANDMARK_RULE]: { enabled: true } }
      : Object.fromEntries(AT_REST_RULES.map((rule) => [rule, { enabled: false }]));
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'], rules })
    .withTags(WCAG_AA_TAGS)
    .analyze();
  const landmarks = results.violations.filter((violation) => violation.id === LANDMARK_RULE);
  return {
    violations: results.violations
      .filter((violation) => violation.id !== LANDMARK_RULE)
      .filter((violation) => BLOCKING_IMPACTS.has(violation.impact ?? ''))
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      })),
    duplicateLandmarks: landmarks.flatMap((v) => v.nodes.map((node) => node.target.join(' '))),
  };
}

/** The serious and critical WCAG 2.2 AA violations on the page as it is now. */
export async function axeViolations(page: Page, scope: AxeScope): Promise<AxeViolation[]> {
  return (await axeFindings(page, scope)).violations;
}

/** Axe's answer as lines a person reads in a failed test. */
export function describeViolations(url: string, violations: AxeViolation[]): string {
  return violations
    .map((v) => `${url}: ${v.id} (${v.impact}) ${v.help}\n    ${v.targets.join('\n    ')}`)
    .join('\n');
}

/**
 * What makes one page look unlike another to axe: its route (ids left out), theme, language,
 * width class and whether a dialog is open. The gate checks each kind once per worker: axe
 * costs about a second a page on a quiet machine, and most specs open the same few pages.
 */
export function pageKind(page: Page): Promise<string> {
  return page.evaluate(() => {
    const html = document.documentElement;
    const route = location.pathname.replace(/\/\d+(?=\/|$)/g, '/:id');
    const width = window.innerWidth > 720 ? 'wide' : 'narrow';
    const dialog = document.querySelector('[role="dialog"], dialog[open]') ? 'dialog' : '';
    return [route, html.dataset.theme, html.lang, width, dialog].join(' ');
  });
}

const checkedKinds = new Set<string>();

/** True the first time a worker meets this kind of page. */
export async function isNewPageKind(page: Page): Promise<boolean> {
  const kind = await pageKind(page);
  if (checkedKinds.has(kind)) return false;
  checkedKinds.add(kind);
  return true;
}

/** Axe on a page that may still be settling: a navigation under way is waited out once. */
export async function settledAxeFindings(page: Page, scope: AxeScope): Promise<AxeFindings> {
  try {
    return await axeFindings(page, scope);
  } catch (error) {
    if (!/context was destroyed|navigat/i.test(String(error))) throw error;
    await page.waitForLoadState('load');
    return axeFindings(page, scope);
  }
}

export async function settledAxeViolations(page: Page, scope: AxeScope): Promise<AxeViolation[]> {
  return (await settledAxeFindings(page, scope)).violations;
}
