import type { Page } from '@playwright/test';
import { SessionsPageModel } from '../pages/sessions-page.ts';
import { SignInModel } from '../pages/sign-in.ts';
import type { Language } from '../support/dictionaries.ts';
import { markSignedIn } from '../support/players.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Pictures of the sign-in modal and the sessions page for a person to review. The sessions
 * picture answers the player calls from fixed data, so it always shows the same three devices.
 */
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 812 },
} as const;

const dir = new URL('../screenshots/', import.meta.url).pathname;
const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3_600_000).toISOString();

const SESSIONS = [
  { device: 'Windows 10', browser: 'Chrome 141', ip: '203.0.113.24', current: true, at: 30 },
  { device: 'iPhone (iOS 18)', browser: 'Safari 18', ip: '198.51.100.7', current: false, at: 2 },
  { device: 'Android 15', browser: 'Firefox 143', ip: null, current: false, at: 50 },
].map((session, index) => ({
  id: `5f0c6d3e-0000-4000-8000-00000000000${index}`,
  device: session.device,
  browser: session.browser,
  ip: session.ip,
  current: session.current,
  createdAt: hoursAgo(session.at + 3),
  lastSeenAt: hoursAgo(session.current ? 0 : session.at),
}));

async function pretendSignedIn(page: Page): Promise<void> {
  const json = (type: string, attributes: object) => ({
    json: { data: { type, id: '1', attributes } },
  });
  await markSignedIn(page);
  await page.route('**/web-api/user/getuserconfig', (route) =>
    route.fulfill(
      json('user-config', {
        userId: 40_215_337,
        email: null,
        phone: null,
        countryId: null,
        currencyId: 1,
        sessionExpireDate: hoursAgo(-24),
        autoLogoffMinutes: null,
      }),
    ),
  );
  await page.route('**/web-api/getusersessions', (route) =>
    route.fulfill(json('user-sessions', { sessions: SESSIONS })),
  );
  await page.route('**/web-api/session-api/sessions/user', (route) =>
    route.fulfill(json('user-session-history', { sessions: [] })),
  );
}

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test.describe(`${device} auth screenshots`, () => {
    test.use({ viewport, deviceScaleFactor: 1 });

    for (const theme of ['dark', 'light'] as const) {
      test(`sign-in modal and sessions in ${theme}`, async ({ site, page, context, gates }) => {
        // Only the calls these pictures show are answered: the header's balance of the pretended
        // player meets the server, which knows no such session.
        gates.expectFailedRequest(/\/web-api\/user\/balance 401/);
        await presetPreferences(context, { theme, cookieConsentLevel: 3 });
        for (const language of ['ar', 'ru'] as Language[]) {
          const signIn = new SignInModel(page, language);
          await site.openHome(language);
          await signIn.open();
          await signIn.submit('', 'secret');
          await page.screenshot({ path: `${dir}sign-in-${language}-${theme}-${device}.png` });
        }

        await pretendSignedIn(page);
        for (const language of ['ar', 'en'] as Language[]) {
          const sessions = new SessionsPageModel(page, language);
          await site.open(`/${language}/office/security/sessions`);
          await expect(sessions.sessions).toHaveCount(3);
          await page.screenshot({
            path: `${dir}sessions-${language}-${theme}-${device}.png`,
            fullPage: true,
          });
        }
      });
    }
  });
}
