import { dictionary, text } from '../support/dictionaries.ts';
import { failDictionary, presetStoredDictionary } from '../support/dictionary-service.ts';
import { expect, test } from '../support/test.ts';

/*
 * Spec 001 section 8: a failed dictionary load is logged and the item marked not loaded; the
 * site goes on with the texts it has rather than an error screen.
 */

test('a first visit whose dictionary fails still reads in its language, right to left', async ({
  site,
  page,
  gates,
}) => {
  // The spec breaks the translation service on purpose: the failed call and the app's own
  // log line about it are what it provokes.
  gates.expectFailedRequest(/translation-api\/by-lang\/\w+ net::ERR_CONNECTION_RESET$/);
  gates.expectConsoleError(/dictionary could not be loaded/);
  await failDictionary(page, 'ar');
  await site.open('/ar/');

  await expect(site.html).toHaveAttribute('lang', 'ar');
  await expect(site.html).toHaveAttribute('dir', 'rtl');
  await expect(site.heroTitle).toHaveText(text('ar', 'home_hero_title'));
  await expect(site.errorScreen).toHaveCount(0);
});

test('a stored copy past its 15 minutes stands in for a failed dictionary', async ({
  site,
  page,
  context,
  gates,
}) => {
  // The spec breaks the translation service on purpose: the failed call and the app's own
  // log line about it are what it provokes.
  gates.expectFailedRequest(/translation-api\/by-lang\/\w+ net::ERR_CONNECTION_RESET$/);
  gates.expectConsoleError(/dictionary could not be loaded/);
  const kept = { ...dictionary('en'), home_hero_title: 'Hero title kept from an earlier visit' };
  await presetStoredDictionary(context, 'en', kept);
  await failDictionary(page, 'en');
  await site.openHome('en');

  await expect(site.heroTitle).toHaveText(kept.home_hero_title);
  await expect(site.html).toHaveAttribute('lang', 'en');
});

test('a dictionary marked not loaded is fetched again on the next page', async ({
  site,
  page,
  gates,
}) => {
  // The spec breaks the translation service on purpose: the failed call and the app's own
  // log line about it are what it provokes.
  gates.expectFailedRequest(/translation-api\/by-lang\/\w+ net::ERR_CONNECTION_RESET$/);
  gates.expectConsoleError(/dictionary could not be loaded/);
  const fresh = 'Fresh from the translation service';
  const service = await failDictionary(page, 'en', (entries) => {
    entries.footer_responsible_title = fresh;
  });
  await site.openHome('en');
  await expect(site.footer.getByText(text('en', 'footer_responsible_title'))).toBeVisible();

  service.recover();

  await site.openFromFooter(
    text('en', 'footer_link_responsible_gaming'),
    /\/en\/information\/responsible-gaming$/,
  );
  await expect(site.footer.getByText(fresh)).toBeVisible();
});

test('when the site configuration fails, the error speaks the language asked for', async ({
  site,
  page,
  gates,
}) => {
  // The configuration answers 503 on purpose; the error screen is what the spec looks at.
  gates.expectFailedRequest(/site-config\?lng=ar 503$/);
  await page.route(
    (url) => url.pathname === '/web-api/site-config',
    (route) =>
      route.fulfill({
        status: 503,
        json: { success: false, message: 'server_error', errors: [] },
      }),
  );
  await page.goto('/ar/');

  await expect(site.errorScreen.getByRole('heading')).toHaveText(text('ar', 'error_page_title'));
  await expect(site.errorScreen).toContainText(text('ar', 'server_error'));
  await expect(site.html).toHaveAttribute('lang', 'ar');
  await expect(site.html).toHaveAttribute('dir', 'rtl');
});
