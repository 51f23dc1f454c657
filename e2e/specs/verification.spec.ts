import type { BrowserContext, Locator, Page } from '@playwright/test';
import { SignInModel } from '../pages/sign-in.ts';
import { signInAsOperator } from '../support/backoffice.ts';
import { type Language, text } from '../support/dictionaries.ts';
import { describeViolations, settledAxeViolations } from '../support/gates.ts';
import { pictureCover } from '../support/picture-cover.ts';
import { documentPng } from '../support/png.ts';
import { presetPreferences } from '../support/preferences.ts';
import { expect, test } from '../support/test.ts';

/*
 * Identity verification from the player's office and the operator's back office: a passport
 * photographed, sent and approved by the operator; a text file renamed to .png refused by its
 * bytes; Smart-ID with the verification code on screen until the simulated person confirms;
 * the identification bonus offered to a player not verified and without a deposit; and the
 * pages in the four looks.
 */
test.describe.configure({ timeout: 180_000 });
// The players here verify themselves: none is verified at registration.
test.use({ identityVerified: false });

const shots = new URL('../screenshots/', import.meta.url).pathname;
/** A new page waits for the session checks, slower while another test keeps the server busy. */
const SLOW = { timeout: 30_000 };
/** A person born on 1 January 1990 who confirms on the app after a moment (not the automatic one). */
const CONFIRMING_CODE = '39001010005';

const picture = (name: string) => ({ name, mimeType: 'image/png', buffer: documentPng() });

/** The bonus offer would cover the page under test; the tests that are not about it skip it. */
async function bonusSeen(context: BrowserContext) {
  await context.addInitScript(() => {
    if (window.location.protocol.startsWith('http')) {
      window.sessionStorage.setItem('identification-bonus-seen', '1');
    }
  });
}

async function openPage(page: Page, path: string, testId: string, language: Language = 'en') {
  await page.goto(`/${language}/office/${path}`);
  const screen = page.getByTestId(testId);
  await expect(screen.getByRole('heading', { level: 1 })).toBeVisible(SLOW);
  return screen;
}

const statusTitle = (screen: Locator) => screen.getByTestId('verification-status-title');

/** The passport's fields as printed, whatever fields the configuration asks of it. */
async function fillPassport(form: Locator) {
  await form.getByTestId('verification-doc-type').selectOption('1');
  const fields = form.locator('input[data-testid^="verification-field-"]');
  for (const field of await fields.all()) {
    const name = (await field.getAttribute('data-testid')) ?? '';
    if ((await field.getAttribute('type')) === 'date') {
      // An end date no run's clock reaches, so the document is valid on any date the suite runs.
      await field.fill(name.includes('end_date') ? '2199-06-30' : '2019-06-30');
    } else {
      await field.fill(name.includes('series') ? '4510' : '123456');
    }
  }
}

test.beforeEach(async ({ context, site, player, page }) => {
  await presetPreferences(context, { cookieConsentLevel: 3 });
  await site.openHome('en');
  await new SignInModel(page, 'en').signIn(player.userId, player.password);
});

test('a passport is sent, waits for the operator, and is approved in the back office', async ({
  page,
  context,
  player,
}) => {
  await bonusSeen(context);
  const status = await openPage(page, 'verification', 'verification-page');
  await expect(statusTitle(status)).toHaveText(text('en', 'verification_status_not_started'));
  await status.getByTestId('verification-documents-link').click();

  const screen = page.getByTestId('verification-documents-page');
  const form = screen.getByTestId('verification-document-form');
  await expect(form).toBeVisible(SLOW);
  // Sent empty, the form names what is missing before anything reaches the server.
  await form.getByTestId('verification-submit').click();
  await expect(form.getByText(text('en', 'required')).first()).toBeVisible();
  await expect(form.getByText(text('en', 'verification_pages_missing'))).toBeVisible();

  await fillPassport(form);
  const pageUpload = form.getByTestId('verification-page-1');
  await pageUpload.getByTestId('upload-input').setInputFiles(picture('passport.png'));
  await expect(pageUpload.getByTestId('upload-preview')).toBeVisible();
  await expect(pageUpload.getByTestId('upload-done')).toBeVisible(SLOW);
  await form.getByTestId('verification-submit').click();
  await expect(statusTitle(screen)).toHaveText(text('en', 'verification_status_pending'), SLOW);
  await expect(screen.getByTestId('verification-face-needed')).toBeVisible();

  // A document alone does not verify: the selfie follows on the same page.
  const selfie = screen.getByTestId('verification-selfie-form');
  await selfie.getByTestId('upload-input').setInputFiles(picture('selfie.png'));
  await expect(selfie.getByTestId('upload-done')).toBeVisible(SLOW);
  await selfie.getByTestId('verification-selfie-submit').click();
  await expect(screen.getByTestId('verification-back-to-status')).toBeVisible(SLOW);
  await expect(screen.getByText(text('en', 'verification_face_pending'))).toBeVisible();

  await openPage(page, 'verification', 'verification-page');
  await expect(page.getByTestId('verification-submission-status')).toHaveText([
    text('en', 'verification_submission_pending'),
    text('en', 'verification_submission_pending'),
  ]);

  await signInAsOperator(page, 'en');
  await page.getByTestId('nav-verification').click();
  const queue = page.getByTestId('backoffice-verification');
  const items = queue.locator(
    `[data-testid="verification-queue-item"][data-player="${player.userId}"]`,
  );
  await expect(items).toHaveCount(2, SLOW);
  // The document first (the queue is oldest first), with the fields the player typed.
  await items.first().click();
  const review = queue.getByTestId('verification-review');
  await expect(review.getByTestId('verification-field-passport_number')).toHaveText('123456');
  const photo = review.getByTestId('verification-file').first();
  // The picture really loaded from the operator's file call, not a broken image.
  await expect
    .poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth), SLOW)
    .toBe(320);
  await page.screenshot({ path: `${shots}backoffice-verification-en.png`, fullPage: true });
  await review.getByTestId('verification-approve').click();
  await expect(queue.getByTestId('action-notice')).toBeVisible();
  await expect(items).toHaveCount(1);
  await items.first().click();
  await expect(review.getByRole('heading', { level: 2 })).toContainText(
    text('en', 'backoffice_verification_face'),
  );
  await review.getByTestId('verification-approve').click();
  await expect(items).toHaveCount(0);

  const after = await openPage(page, 'verification', 'verification-page');
  await expect(statusTitle(after)).toHaveText(text('en', 'verification_status_approved'));
  await expect(after.getByTestId('verification-verified-by')).toContainText(
    text('en', 'verification_by_manual'),
  );
});

test('a text file renamed to .png is refused by what it holds', async ({
  page,
  context,
  gates,
}) => {
  gates.expectFailedRequest(/POST .*\/verification-api\/upload 400/);
  await bonusSeen(context);
  const screen = await openPage(page, 'verification/account', 'verification-documents-page');
  const upload = screen.getByTestId('verification-page-1');
  await upload.getByTestId('upload-input').setInputFiles({
    name: 'passport.png',
    mimeType: 'image/png',
    buffer: Buffer.from('Not a picture at all, only text with a picture’s name.\n'),
  });
  await expect(upload.getByTestId('upload-error')).toHaveText(
    text('en', 'document_file_type'),
    SLOW,
  );
  await expect(upload.getByTestId('upload-done')).toHaveCount(0);
});

test('Smart-ID shows the code to compare and verifies once the person confirms', async ({
  page,
  context,
}) => {
  await bonusSeen(context);
  const screen = await openPage(page, 'verification/identification', 'verification-provider-page');
  const form = screen.getByTestId('verification-provider-form');
  await form.getByTestId('verification-provider-smart_id').click();
  await form.getByTestId('verification-provider-country').selectOption('EE');
  await form.getByTestId('verification-provider-code-input').fill(CONFIRMING_CODE);
  await form.getByTestId('verification-provider-start').click();

  const code = screen.getByTestId('verification-code');
  await expect(code).toHaveText(/^\d{4}$/, SLOW);
  await expect(screen.getByText(text('en', 'verification_provider_waiting'))).toBeVisible();
  await page.screenshot({ path: `${shots}verification-smart-id-code-en.png`, fullPage: true });

  // The simulated person confirms after a few seconds; the page polls every two.
  const welcome = page.getByTestId('identification-welcome');
  await expect(welcome).toBeVisible(SLOW);
  await expect(
    page.getByRole('heading', { level: 1, name: text('en', 'identification_welcome_title') }),
  ).toBeVisible();
  await expect(welcome.getByTestId('identification-welcome-deposit')).toBeVisible();

  const status = await openPage(page, 'verification', 'verification-page');
  await expect(statusTitle(status)).toHaveText(text('en', 'verification_status_approved'));
  await expect(status.getByTestId('verification-verified-by')).toContainText(
    text('en', 'verification_by_smart_id'),
  );
});

test('the identification bonus is offered to a player not verified and without a deposit', async ({
  page,
}) => {
  await openPage(page, 'verification', 'verification-page');
  const offer = page.getByTestId('identification-bonus');
  await expect(offer).toBeVisible(SLOW);
  await expect(offer.getByText(text('en', 'identification_bonus_text'))).toBeVisible();
  await page.screenshot({ path: `${shots}identification-bonus-en.png` });
  await offer.getByRole('button', { name: text('en', 'identification_bonus_later') }).click();
  await expect(offer).toBeHidden();
  // Closed once, it stays closed for the tab's session.
  await openPage(page, 'verification', 'verification-page');
  await expect(page.getByTestId('verification-status')).toBeVisible();
  await expect(page.getByTestId('identification-bonus')).toHaveCount(0);
});

for (const { theme, device, width, language } of pictureCover('en', 'ar')) {
  test(`the verification pages in ${language}, ${theme}, ${device}`, async ({ page, context }) => {
    await bonusSeen(context);
    await presetPreferences(context, { theme, cookieConsentLevel: 3 });
    await page.setViewportSize({ width, height: 900 });
    const look = `${language}-${theme}-${device}`;
    const fits = async () => {
      expect(describeViolations(page.url(), await settledAxeViolations(page, 'all'))).toBe('');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
    };

    const status = await openPage(page, 'verification', 'verification-page', language);
    await expect(status.getByTestId('verification-status')).toBeVisible();
    await fits();
    await page.screenshot({ path: `${shots}verification-${look}.png`, fullPage: true });

    const documents = await openPage(
      page,
      'verification/account',
      'verification-documents-page',
      language,
    );
    const form = documents.getByTestId('verification-document-form');
    await fillPassport(form);
    const upload = form.getByTestId('verification-page-1');
    await upload.getByTestId('upload-input').setInputFiles(picture('passport.png'));
    await expect(upload.getByTestId('upload-done')).toBeVisible(SLOW);
    await fits();
    await page.screenshot({ path: `${shots}verification-documents-${look}.png`, fullPage: true });

    const provider = await openPage(
      page,
      'verification/identification',
      'verification-provider-page',
      language,
    );
    await provider.getByTestId('verification-provider-mobile_id').click();
    await expect(provider.getByTestId('verification-provider-phone')).toBeVisible();
    await fits();
    await page.screenshot({ path: `${shots}verification-provider-${look}.png`, fullPage: true });
  });
}
