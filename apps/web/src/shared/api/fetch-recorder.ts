import { vi } from 'vitest';

/**
 * For tests: stubs `fetch` to note the path and query of each request and answer 404. Undo it
 * with `vi.unstubAllGlobals()`; modules that make a client must be imported after the stub,
 * since the app's client binds `fetch` when it is made.
 */
export function recordFetches(): string[] {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (url: string) => {
    const parsed = new URL(url, 'http://page.invalid');
    asked.push(parsed.pathname + parsed.search);
    return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
  });
  return asked;
}
