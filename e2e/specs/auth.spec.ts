import { text } from '../support/dictionaries.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

test.beforeEach(async ({ context }) => {
  // Each test registers a player: a captcha to solve and argon2 hashing, on two workers.
  test.slow();
  await presetPreferences(context, { cookieConsentLevel: 3 });
});

test('a player signs in, sees the previous sign-in and signs out', async ({
  site,
  page,
  signIn,
  player,
}) => {
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  // Registration signed the player in before: this sign-in has a previous one to report.
  await expect(signIn.notice).toContainText(text('ru', 'sign_in_previous', { time: '' }).trim());

  await signIn.openMenuItem('office_title');
  await expect(page.getByTestId('office-page')).toBeVisible();

  await signIn.openMenuItem('sign_out');
  await expect(signIn.button).toBeVisible();
  await expect(page).toHaveURL(/\/ru\/$/);
  await site.open('/ru/office');
  await expect(page.getByTestId('access-denied-page')).toBeVisible();
});

test('a wrong password is answered on the form, and the field errors are local', async ({
  site,
  signIn,
  player,
  gates,
}) => {
  gates.expectFailedRequest(/POST .*\/web-api\/user\/auth 401$/);
  await site.openHome('ru');
  await signIn.open();
  await signIn.submit('', '');
  await expect(signIn.dialog.getByText(text('ru', 'required'))).toHaveCount(2);

  await signIn.submit(String(player.userId), `${player.password}-wrong`);
  await expect(signIn.error).toHaveText(text('ru', 'auth_wrong_credentials'));
  await expect(signIn.dialog).toBeVisible();

  await signIn.page.keyboard.press('Escape');
  await expect(signIn.dialog).toBeHidden();
  await expect(signIn.button).toBeVisible();
});

test('the sessions page lists the open sessions and closes another one', async ({
  site,
  signIn,
  sessions,
  player,
}) => {
  await site.openHome('ru');
  await signIn.signIn(player.userId, player.password);
  await signIn.openMenuItem('sessions_title');

  // This browser, and the API context that registered the player.
  await expect(sessions.sessions).toHaveCount(2);
  await expect(sessions.current).toHaveCount(1);
  await expect(sessions.current).toContainText(text('ru', 'sessions_current'));

  await sessions.closeFirstOther();
  await expect(sessions.sessions).toHaveCount(1);
  await expect(sessions.others).toHaveCount(0);
  await expect(sessions.root).toContainText(text('ru', 'sessions_no_others'));
});
