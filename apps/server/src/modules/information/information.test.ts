import { INFORMATION_PAGE_SLUGS } from '@arenabet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, jsonApi, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('information pages', () => {
  it('lists every page in each of the three languages, in site order', async () => {
    for (const lng of ['ru', 'en', 'ar']) {
      const response = await get(`/web-api/information/pages?lng=${lng}`);
      const { language, pages } = response.json().data.attributes;
      expect(language).toBe(lng);
      expect(pages.map((page: { slug: string }) => page.slug)).toEqual([...INFORMATION_PAGE_SLUGS]);
    }
  });

  it('serves a page with its title and body', async () => {
    const response = await get('/web-api/information/pages/responsible-gaming?lng=en');
    const page = response.json().data.attributes;
    expect(page.title.length).toBeGreaterThan(3);
    expect(page.body).toContain('## ');
  });

  it('promises no control the account lacks: the responsible-gaming page says what is coming and what helps today', async () => {
    const headings = {
      en: ['## Coming to your account', '## What helps today'],
      ru: ['## Скоро в личном кабинете', '## Что помогает уже сейчас'],
      ar: ['## قريبًا في حسابك', '## ما يساعدك اليوم'],
    };
    for (const [lng, expected] of Object.entries(headings)) {
      const response = await get(`/web-api/information/pages/responsible-gaming?lng=${lng}`);
      const { body } = response.json().data.attributes;
      for (const heading of expected) expect(body).toContain(heading);
    }
  });

  it('falls back to English for a language without its own texts', async () => {
    const response = await get('/web-api/information/pages/rules?lng=de');
    expect(response.json().data.attributes.language).toBe('en');
  });

  it('answers 404 for an unknown page', async () => {
    expect((await get('/web-api/information/pages/casino-secrets?lng=en')).statusCode).toBe(404);
  });

  it('lets an operator rewrite a page', async () => {
    const token = await t.operatorToken();
    const response = await t.app.inject(
      jsonApi(
        'PUT',
        '/web-api/backoffice/information/contacts/en',
        { title: 'Contact us', body: 'Write to us.' },
        token,
      ),
    );
    expect(response.statusCode).toBe(200);
    const page = (await get('/web-api/information/pages/contacts?lng=en')).json().data.attributes;
    expect(page).toMatchObject({ title: 'Contact us', body: 'Write to us.' });
  });

  it('fills a language that has some pages with the others from the fallback', async () => {
    const token = await t.operatorToken();
    await t.app.inject(
      jsonApi(
        'PUT',
        '/web-api/backoffice/information/rules/de',
        { title: 'Regeln', body: 'Text.' },
        token,
      ),
    );
    const { language, pages } = (await get('/web-api/information/pages?lng=de')).json().data
      .attributes;
    expect(language).toBe('de');
    expect(pages).toHaveLength(INFORMATION_PAGE_SLUGS.length);
    expect(pages[0]).toEqual({ slug: 'rules', title: 'Regeln' });
  });
});
