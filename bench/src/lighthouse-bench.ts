import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startHttp2Front } from './http2-front.ts';
import { startSiteProcess } from './site-process.ts';
import { median } from './timed-run.ts';

/**
 * Issue 13: what a new player on a phone gets. Lighthouse's mobile defaults (a mid-range phone's
 * screen, slow 4G: 150 ms round trips and 1.6 Mbit/s, a CPU four times slower) on the home, live
 * and game pages of a freshly built site served by the real server, in Debian's Chromium. Each
 * page is measured `runs` times with a fresh cache; medians are printed. The pages are measured
 * as deployed (HTTPS with HTTP/2 at a proxy in front, `http2-front.ts`) and from the Node server
 * alone (plain HTTP/1.1), taking turns page by page so both meet the same machine.
 */
export interface LighthouseBenchOptions {
  runs: number;
  chromePath: string;
}

interface PageFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript over the wire (compressed when the server compressed it). */
  scriptBytes: number;
}

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The spec's web-vitals bound and the aim. */
const LCP_GOOD_MS = 2500;
const PERFORMANCE_AIM = 90;

export async function runLighthouseBench(options: LighthouseBenchOptions): Promise<void> {
  // The figures must be those of the source as it is, not of an older build left in dist/.
  execFileSync('npm', ['run', 'build'], { cwd: REPO_ROOT, stdio: ['ignore', 'ignore', 'inherit'] });
  const site = await startSiteProcess();
  const front = await startHttp2Front(site.origin);
  const chrome = await chromeLauncher.launch({
    chromePath: options.chromePath,
    // The front's certificate is made for the run; QUIC would bypass the HTTP/2 it measures.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--ignore-certificate-errors',
    ],
  });
  try {
    const pages = await pagesToMeasure(site.origin);
    const deployed: [string, PageFigures][] = [];
    const direct: [string, PageFigures][] = [];
    for (const [name, path] of pages) {
      const overFront: PageFigures[] = [];
      const overNode: PageFigures[] = [];
      for (let run = 0; run < options.runs; run++) {
        overFront.push(await measurePage(`${front.origin}${path}`, chrome.port));
        overNode.push(await measurePage(`${site.origin}${path}`, chrome.port));
      }
      deployed.push([name, medianFigures(overFront)]);
      direct.push([name, medianFigures(overNode)]);
    }
    printFigures('as deployed: HTTPS, HTTP/2 at the front', deployed, options.runs);
    printFigures('the Node server alone: HTTP/1.1, no TLS', direct, options.runs);
  } finally {
    chrome.kill();
    await front.stop();
    await site.stop();
  }
}

/** The home and live pages, and the first game of the line, as a visitor would open them. */
async function pagesToMeasure(origin: string): Promise<[name: string, path: string][]> {
  const answer = await fetch(`${origin}/service-api/LineFeed/Get1x2_VZip?count=5&lng=en`);
  const games = ((await answer.json()) as { Value: { I: number; SI: number; LI: number }[] }).Value;
  const game = games[0];
  if (!game) throw new Error('the line has no game to measure');
  return [
    ['home /en/', '/en/'],
    ['live /en/live', '/en/live'],
    ['game /en/line/…', `/en/line/${game.SI}/${game.LI}/${game.I}`],
  ];
}

async function measurePage(url: string, port: number): Promise<PageFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: Math.round((lhr.categories.performance?.score ?? Number.NaN) * 100),
    fcpMs: metric('first-contentful-paint'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    scriptBytes: scriptTransfer(lhr.audits['network-requests']?.details),
  };
}

function scriptTransfer(details: unknown): number {
  const items = (details as { items?: { resourceType?: string; transferSize?: number }[] })?.items;
  return (items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

function medianFigures(runs: PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    fcpMs: of('fcpMs'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    scriptBytes: of('scriptBytes'),
  };
}

function printFigures(served: string, results: [string, PageFigures][], runs: number): void {
  console.log(
    `\nLighthouse mobile (slow 4G, 4x CPU), ${served}, median of ${runs} run(s); aims: performance >= ${PERFORMANCE_AIM}, LCP < ${LCP_GOOD_MS} ms`,
  );
  const header = ['page', 'perf', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'JS KB'];
  const widths = [18, 5, 7, 7, 7, 6, 7];
  const row = (cells: string[]) =>
    cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0)));
  console.log(row(header).join(' '));
  for (const [name, figures] of results) {
    const missed =
      figures.performance < PERFORMANCE_AIM || figures.lcpMs >= LCP_GOOD_MS ? '  (aim missed)' : '';
    const cells = [
      name,
      figures.performance.toFixed(0),
      figures.fcpMs.toFixed(0),
      figures.lcpMs.toFixed(0),
      figures.tbtMs.toFixed(0),
      figures.cls.toFixed(3),
      (figures.scriptBytes / 1024).toFixed(0),
    ];
    console.log(row(cells).join(' ') + missed);
  }
}
