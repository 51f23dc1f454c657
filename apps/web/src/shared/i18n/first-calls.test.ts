import { firstCallUrls } from '@arenabet/contracts/first-calls';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordFetches } from '../api/fetch-recorder.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe("a page's first calls", () => {
  it('are asked by the app exactly as the page preloads them, so the preloads are used', async () => {
    const asked = recordFetches();
    const { dictionaryQuery } = await import('./dictionary-query.ts');
    const { siteConfigQuery } = await import('../site-config/site-config-query.ts');
    const queries = new QueryClient({ defaultOptions: { queries: { retry: false } } });

    await queries.fetchQuery(dictionaryQuery('ar')).catch(() => undefined);
    await queries.fetchQuery(siteConfigQuery('ar')).catch(() => undefined);

    expect(asked).toEqual(firstCallUrls('ar'));
  });
});
