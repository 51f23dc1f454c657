import { text } from '../support/dictionaries.ts';
import { expect, test } from '../support/test.ts';

test('an information page opens from the footer', async ({ site, information, page, request }) => {
  const answer = await request.get('/web-api/information/pages/responsible-gaming?lng=en');
  const { title, body } = (await answer.json()).data.attributes as { title: string; body: string };
  const firstParagraph = body.split('\n').find((line) => line.trim() !== '' && !/^[#-]/.test(line));

  await site.openHome('en');
  await site.openFromFooter(
    text('en', 'footer_link_responsible_gaming'),
    /\/en\/information\/responsible-gaming$/,
  );

  await expect(information.title).toHaveText(title);
  await expect(information.article.getByText(firstParagraph ?? '', { exact: true })).toBeVisible();
  await expect(page.locator('[aria-current="page"]', { hasText: title }).first()).toBeVisible();
  // Controls the account does not have yet are announced as coming, not as there.
  await expect(
    information.article.getByRole('heading', { name: 'Coming to your account' }),
  ).toBeVisible();
  await expect(
    information.article.getByRole('heading', { name: 'What helps today' }),
  ).toBeVisible();
});

test('the information index lists every page', async ({ site, page }) => {
  await site.open('/ru/information');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ru', 'information_title'));
  await expect(page.getByTestId('information-cards').getByRole('link')).toHaveCount(12);
});
