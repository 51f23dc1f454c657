import { text } from '../support/dictionaries.ts';
import { expect, test } from '../support/test.ts';

test('an unknown link shows the 404 page inside the site', async ({ site, page }) => {
  await site.open('/ru/no-such-page');
  const notFound = page.getByTestId('not-found-page');
  await expect(notFound.getByRole('heading')).toHaveText(text('ru', 'not_found_title'));
  await expect(site.footer).toBeVisible();

  await notFound.getByRole('link', { name: text('ru', 'go_home') }).click();
  await expect(page).toHaveURL(/\/ru\/$/);
});

test('an unknown information page is a 404 as well', async ({ site, page }) => {
  await site.open('/en/information/no-such-slug');
  await expect(page.getByTestId('not-found-page').getByRole('heading')).toHaveText(
    text('en', 'not_found_title'),
  );
});

test('a path without a language gets the default one', async ({ site, page }) => {
  await site.open('/information/rules');
  await expect(page).toHaveURL(/\/ru\/information\/rules$/);
});

test('the office is closed to anonymous visitors', async ({ site, page }) => {
  await site.open('/en/office');
  const denied = page.getByTestId('access-denied-page');
  await expect(denied.getByRole('heading')).toHaveText(text('en', 'access_denied_title'));
  await expect(denied).toContainText(text('en', 'access_denied_sign_in'));
  await expect(page.getByTestId('office-page')).toHaveCount(0);
});
