import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { SignInModel } from '../pages/sign-in.ts';
import { type Language, text } from '../support/dictionaries.ts';
import { ownOrigin } from '../support/own-origin.ts';
import { pictureCover } from '../support/picture-cover.ts';
import type { Player } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Favourites as a visitor keeps them: starred while anonymous (in the browser), still there
 * after a reload, moved to the account at sign-in and so seen from another browser; and the
 * disallowed sports a player picks in the office. Then pictures of both pages for review.
 */
const dir = new URL('../screenshots/', import.meta.url).pathname;
const FAVORITES_API = '/service-api/favorites/v1/Favorite';

test.describe.configure({ timeout: 240_000 });

/** Upcoming games of the line, as the site's public feed lists them. */
async function lineGameIds(request: APIRequestContext, count: number): Promise<number[]> {
  const answer = await request.get(`/service-api/LineFeed/Get1x2_VZip?count=${count}&lng=ru`);
  expect(answer.ok()).toBe(true);
  const games = (await answer.json()).Value as { I: number }[];
  expect(games.length).toBeGreaterThan(0);
  return games.map((game) => game.I);
}

/** The star of the first game of a list page, and the game's id. */
async function firstGameStar(page: Page, language: Language) {
  const row = page.getByTestId('game-row').first();
  await expect(row).toBeVisible({ timeout: 30_000 });
  const gameId = Number(await row.getAttribute('data-game-id'));
  const star = row.getByRole('button', {
    name: new RegExp(`^${text(language, 'favorites_star')}`),
  });
  return { gameId, star };
}

const gameRow = (page: Page, gameId: number) =>
  page.locator(`[data-testid="game-row"][data-game-id="${gameId}"]`);

/** A second browser, signed in as the same player. */
async function secondBrowser(browser: Browser, baseURL: string, player: Player) {
  const context = await browser.newContext({ baseURL, locale: 'ru-RU' });
  await presetPreferences(context, { cookieConsentLevel: 3 });
  const page = await context.newPage();
  await page.goto('/ru/');
  await new SignInModel(page, 'ru').signIn(player.userId, player.password);
  return { context, page };
}

test('a favourite starred anonymously stays after a reload and moves to the account at sign-in', async ({
  page,
  context,
  browser,
  baseURL,
  signIn,
  player,
}) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await page.goto('/ru/line');
  const { gameId, star } = await firstGameStar(page, 'ru');
  await expect(star).toHaveAttribute('aria-pressed', 'false');
  await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');

  // The favourites page reads both feeds: the game is found there even once it is in play.
  await page.goto('/ru/favorites');
  const starredRow = gameRow(page, gameId);
  await expect(starredRow).toBeVisible({ timeout: 20_000 });
  await page.reload();
  await expect(starredRow.getByRole('button', { pressed: true })).toBeVisible({
    timeout: 20_000,
  });

  await signIn.signIn(player.userId, player.password);
  // The move happens as soon as the session is known; the browser's list is emptied after it.
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('arenabet.favorites')))
    .toContain('"games":[]');
  const saved = await page.request.get(FAVORITES_API);
  expect((await saved.json()).data.attributes.gameIds).toEqual([gameId]);
  await expect(gameRow(page, gameId)).toBeVisible();

  const other = await secondBrowser(browser, baseURL ?? '', player);
  try {
    await other.page.goto('/ru/favorites');
    await expect(gameRow(other.page, gameId)).toBeVisible({ timeout: 20_000 });
    // Unstarred there, it is gone here too once this page reads the account again.
    await gameRow(other.page, gameId).getByRole('button', { pressed: true }).click();
    await expect
      .poll(async () => (await (await page.request.get(FAVORITES_API)).json()).data.attributes)
      .toEqual({ gameIds: [], champIds: [] });
  } finally {
    await other.context.close();
  }
});

test('a player hides a sport from the line in the office, and the choice stays', async ({
  page,
  context,
  site,
  signIn,
  player,
}) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await page.goto('/ru/office/settings/disallowed-sports');
  const pageCard = page.getByTestId('disallowed-sports-page');
  await expect(pageCard).toBeVisible();
  await expect(page.getByTestId('disallowed-sports-summary')).toHaveText(
    text('ru', 'disallowed_sports_none_hidden'),
  );

  await pageCard.getByRole('searchbox').fill('футб');
  const football = page.getByTestId('disallowed-sport-1');
  await expect(football).toBeVisible();
  await expect(page.getByTestId('disallowed-sport-2')).toHaveCount(0);
  const lineBox = football.getByRole('checkbox', { name: text('ru', 'disallowed_sports_line') });
  await expect(lineBox).toBeChecked();
  await lineBox.uncheck();
  await expect(page.getByTestId('disallowed-sports-summary')).toHaveText(
    text('ru', 'disallowed_sports_hidden_count', { line: 1, live: 0 }),
  );

  await page.reload();
  await expect(
    page.getByTestId('disallowed-sport-1').getByRole('checkbox', {
      name: text('ru', 'disallowed_sports_line'),
    }),
  ).not.toBeChecked();
  await expect(
    page.getByTestId('disallowed-sport-1').getByRole('checkbox', {
      name: text('ru', 'disallowed_sports_live'),
    }),
  ).toBeChecked();

  await page.getByRole('button', { name: text('ru', 'disallowed_sports_show_all') }).click();
  await expect(page.getByTestId('disallowed-sports-summary')).toHaveText(
    text('ru', 'disallowed_sports_none_hidden'),
  );
});

for (const { theme, device, width, language } of pictureCover('ru', 'ar')) {
  test(`favourites and disallowed sports in ${language}, ${theme}, ${device}`, async ({
    page,
    context,
    site,
    signIn,
    player,
    baseURL,
  }) => {
    await page.setViewportSize({ width, height: device === 'phone' ? 812 : 800 });
    await presetPreferences(context, { theme, cookieConsentLevel: 3 });
    // The sign-in model reads the Russian texts; the pages below open in the shot's language.
    await site.openHome('ru');
    await signIn.signIn(player.userId, player.password);
    const shot = (name: string) =>
      page.screenshot({
        path: `${dir}favorites-${name}-${language}-${theme}-${device}.png`,
        fullPage: true,
      });

    await page.goto(`/${language}/favorites`);
    await expect(page.getByTestId('feed-empty')).toBeVisible({ timeout: 20_000 });
    await shot('empty');

    const ids = await lineGameIds(page.request, 30);
    const starred = await page.request.post(`${FAVORITES_API}/Games`, {
      headers: { 'content-type': 'application/vnd.api+json', ...ownOrigin(baseURL) },
      data: { data: { attributes: { gameIds: ids.slice(0, 4) } } },
    });
    expect(starred.ok()).toBe(true);
    const champs = await page.request.get(
      `/service-api/LineFeed/Get1x2_VZip?count=30&lng=${language}`,
    );
    const champIds = [
      ...new Set(((await champs.json()).Value as { LI: number }[]).map((g) => g.LI)),
    ];
    await page.request.post(`${FAVORITES_API}/Champs`, {
      headers: { 'content-type': 'application/vnd.api+json', ...ownOrigin(baseURL) },
      data: { data: { attributes: { champIds: champIds.slice(-1) } } },
    });
    await page.reload();
    await expect(page.getByTestId('game-row').first()).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('feed-skeleton')).toHaveCount(0, { timeout: 20_000 });
    await shot('list');

    await page.goto(`/${language}/office/settings/disallowed-sports`);
    const sports = page.getByTestId('disallowed-sports-page');
    await expect(sports).toBeVisible();
    await page
      .getByTestId('disallowed-sport-1')
      .getByRole('checkbox', { name: text(language, 'disallowed_sports_line') })
      .uncheck();
    await page
      .getByTestId('disallowed-sport-2')
      .getByRole('checkbox', { name: text(language, 'disallowed_sports_live') })
      .uncheck();
    await shot('disallowed-sports');
    await sports.getByRole('searchbox').fill('zz-no-sport');
    await page.evaluate(() => window.scrollTo(0, 0));
    await shot('disallowed-sports-nothing-found');
  });
}
