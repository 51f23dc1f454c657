import type { APIRequestContext, Page } from '@playwright/test';
import { text } from '../support/dictionaries.ts';
import { expect, test } from '../support/test.ts';

/*
 * The statistics window: a game's statistics with their tabs and table, the frame's messages
 * to a host page (size, title, coupon requests answered or not), folded blocks kept across
 * visits, and parameters refused by their rules. Ids come from the running simulator.
 */

interface Season {
  tournamentId: number;
  table: { rows: { team: { id: number; name: string } }[] };
  games: { gameId: number; home: { name: string }; away: { name: string } }[];
}

async function value<T>(request: APIRequestContext, url: string): Promise<T> {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  return (await answer.json()).Value as T;
}

/** A football champ whose current season already has results. */
async function playedSeason(request: APIRequestContext): Promise<Season> {
  const champs = await value<{ LI: number }[]>(
    request,
    '/service-api/LineFeed/GetChampsZip?sport=1',
  );
  for (const champ of champs) {
    const season = await value<Season>(
      request,
      `/service-api/statisticfeed/TournamentSeason?tournamentId=${champ.LI}&lng=ru`,
    );
    if (season.games.length > 0) return season;
  }
  throw new Error('No football season with results');
}

/** A football game still taking bets, with its 1X2. */
async function openGame(request: APIRequestContext): Promise<number> {
  const games = await value<{ I: number; E?: { G: number }[] }[]>(
    request,
    '/service-api/LineFeed/Get1x2_VZip?sports=1&count=20',
  );
  const game = games.find((g) => g.E?.some((e) => e.G === 1));
  expect(game, 'a football game with 1X2').toBeDefined();
  return game?.I as number;
}

/**
 * A host page holding the statistics in an iframe and recording the frame's messages; with
 * `answer`, it answers coupon and bet requests as the site's coupon would. The host is of the
 * site's origin: the window may be framed by the site itself only (frame-ancestors 'self').
 */
async function hostPage(page: Page, src: string, answer: boolean): Promise<void> {
  await page.goto('/web-api/health');
  await page.evaluate(
    ({ src, answer }) => {
      const host = window as unknown as { received: { type: string }[] };
      host.received = [];
      const selected = new Set<string>();
      // A host page as a partner would write it: language, title, and a named frame.
      document.documentElement.lang = 'en';
      document.title = 'Partner page with statistics';
      const frame = document.createElement('iframe');
      frame.id = 'stats';
      frame.title = 'Match statistics';
      frame.src = src;
      frame.style.cssText = 'width:1024px;height:300px;border:0';
      document.body.replaceChildren(frame);
      window.addEventListener('message', (event) => {
        const message = event.data;
        if (message?.source !== 'arenabet-statistics') return;
        host.received.push(message);
        if (message.type === 'height') frame.style.height = `${message.height}px`;
        if (!answer || !['couponRequest', 'betRequest'].includes(message.type)) return;
        if (message.type === 'betRequest') {
          const { group, type, line } = message.selection;
          const key = line === undefined ? `${group}:${type}` : `${group}:${type}:${line}`;
          if (selected.has(key)) selected.delete(key);
          else selected.add(key);
        }
        (event.source as Window).postMessage(
          {
            source: 'arenabet-statistics',
            type: 'couponData',
            requestId: message.requestId,
            isBetsAvailable: true,
            selected: [...selected],
          },
          '*',
        );
      });
    },
    { src, answer },
  );
}

const received = (page: Page) =>
  page.evaluate(() => (window as unknown as { received: { type: string }[] }).received);

test('a game statistics page shows its tabs and the stage table', async ({ page, request }) => {
  const season = await playedSeason(request);
  const game = season.games[0];
  await page.goto(`/ru/statisticpopup/game/1/${game?.gameId}/main`);

  await expect(page.getByTestId('statistics-game-hero')).toContainText(game?.home.name ?? '');
  await expect(page.getByTestId('statistics-score')).toBeVisible();
  const tabs = page.getByTestId('statistics-tabs');
  for (const key of ['stats_tab_main', 'stats_tab_h2h', 'stats_tab_lineups', 'stats_tab_table']) {
    await expect(tabs.getByRole('link', { name: text('ru', key) })).toBeVisible();
  }
  await expect(page.getByTestId('statistics-form')).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(game?.home.name ?? ''));

  await tabs.getByRole('link', { name: text('ru', 'stats_tab_table') }).click();
  await expect(page).toHaveURL(new RegExp(`/game/1/${game?.gameId}/table$`));
  const rows = page.getByTestId('statistics-stage-row');
  await expect(rows).toHaveCount(season.table.rows.length);
  await expect(rows.first()).toContainText(season.table.rows[0]?.team.name ?? '');
  await expect(rows.filter({ hasText: game?.away.name })).toHaveClass(/highlight/);

  const home = page.getByTestId('statistics-table-type-2');
  await home.click();
  await expect(home).toHaveAttribute('aria-selected', 'true');
  await expect(rows).toHaveCount(season.table.rows.length);

  await tabs.getByRole('link', { name: text('ru', 'stats_tab_lineups') }).click();
  await expect(page.getByTestId('statistics-lineup')).toHaveCount(2);
  await expect(page.getByTestId('statistics-pitch')).toBeVisible();
});

test('the frame reports its size and title and bets through an answering host', async ({
  page,
  request,
  baseURL,
}) => {
  const gameId = await openGame(request);
  await hostPage(page, `${baseURL}/ru/statisticpopup/game/1/${gameId}/main?tz=3`, true);
  const frame = page.frameLocator('#stats');
  const odds = frame.getByTestId('statistics-odds').getByRole('button');
  await expect(odds).toHaveCount(3);
  await expect(odds.first()).toBeEnabled();
  await odds.first().click();
  await expect(odds.first()).toHaveAttribute('aria-pressed', 'true');
  await expect(frame.getByText(text('ru', 'stats_bets_on_site'))).toHaveCount(0);

  const messages = await received(page);
  const heights = messages.filter((m) => m.type === 'height') as unknown as { height: number }[];
  expect(heights.length).toBeGreaterThan(0);
  expect(heights.every((m) => m.height >= 280)).toBe(true);
  expect(messages.some((m) => m.type === 'title')).toBe(true);
  expect(messages.some((m) => m.type === 'history')).toBe(true);
  // The host grew the iframe to the reported height: no scroll bar inside.
  await expect
    .poll(async () => (await page.locator('#stats').boundingBox())?.height ?? 0)
    .toBeGreaterThan(300);
});

test('a host that never answers gets no bets: the odds stay for reading', async ({
  page,
  request,
  baseURL,
}) => {
  const gameId = await openGame(request);
  await hostPage(page, `${baseURL}/en/statisticpopup/game/1/${gameId}/main`, false);
  const frame = page.frameLocator('#stats');
  await expect(frame.getByTestId('statistics-odds').getByRole('button')).toHaveCount(3);
  // Past the 2000 ms the frame waits for an answer.
  await page.waitForTimeout(2_500);
  await expect(frame.getByTestId('statistics-odds').getByRole('button').first()).toBeDisabled();
  await expect(frame.getByText(text('en', 'stats_bets_on_site'))).toBeVisible();
  const requests = (await received(page)).filter((m) => m.type === 'couponRequest');
  expect(requests).toHaveLength(1);
});

test('folded blocks stay folded, and legacy keys are moved to the one key', async ({
  page,
  request,
}) => {
  const season = await playedSeason(request);
  const url = `/ru/statisticpopup/team/1/${season.table.rows[0]?.team.id}`;
  await page.goto(url);
  await page.evaluate(() => localStorage.setItem('stHideItem-team_squad', 'true'));
  await page.reload();
  const squad = page.getByRole('region', { name: text('ru', 'stats_squad') });
  await expect(squad.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => localStorage.getItem('statistics-hidden-items'))).toBe(
    'team_squad',
  );
  expect(await page.evaluate(() => localStorage.getItem('stHideItem-team_squad'))).toBeNull();

  const record = page.getByRole('region', { name: text('ru', 'stats_team_record') });
  await record.getByRole('button').click();
  await page.reload();
  await expect(record.getByRole('button')).toHaveAttribute('aria-expanded', 'false');
  expect(await page.evaluate(() => localStorage.getItem('statistics-hidden-items'))).toBe(
    'team_squad-team_record',
  );
});

test('frame parameters are checked: a valid table type applies, a bad time zone is named', async ({
  page,
  request,
}) => {
  const season = await playedSeason(request);
  await page.goto(`/ar/statisticpopup/stage/1/${season.tournamentId}?tt=3&tz=15`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByTestId('statistics-table-type-3')).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('statistics-ignored-params')).toContainText('tz');
  await page.goto('/en/statisticpopup/cyber/12/5');
  await expect(page.getByText(text('en', 'stats_page_not_found'))).toBeVisible();
});
