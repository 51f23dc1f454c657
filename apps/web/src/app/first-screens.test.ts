import { FIRST_SCREENS, firstScreenNeeds, matchScreenPath } from '@arenabet/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordFetches } from '../shared/api/fetch-recorder.ts';
import { ROUTES } from '../shared/routes/route-map.ts';

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** An address of each first screen, with the query its prefetch reads. */
const ADDRESSES = ['/live?sport=1', '/live', '/line', '/line/1/88/176568268'];

describe('the first screens the server preloads', () => {
  it('are routes of the app', () => {
    const paths = new Set(Object.values(ROUTES).map((route) => route.path));
    for (const screen of FIRST_SCREENS) expect(paths, screen.path).toContain(screen.path);
  });

  it.each(ADDRESSES)(
    '%s: the screen asks first exactly what the page preloads',
    async (address) => {
      const asked = recordFetches();
      const { LINE_SCREENS } = await import('../features/line/components/screens.tsx');
      const { gameScreens } = await import('../features/game/components/screens.tsx');
      const url = new URL(address, 'http://page.invalid');
      const needs = firstScreenNeeds(url.pathname, url.searchParams, 'ar');
      const screen = [...LINE_SCREENS, ...gameScreens({ onSignIn: () => undefined })].find(
        (candidate) => matchScreenPath(ROUTES[candidate.route].path, url.pathname),
      );
      expect(needs?.calls.length).toBeGreaterThan(0);
      expect(screen?.prefetch).toBeDefined();
      const params = matchScreenPath(ROUTES[screen?.route ?? 'home'].path, url.pathname) ?? {};
      screen?.prefetch?.({ params, search: url.searchParams, language: 'ar' });

      await vi.waitFor(() => expect(asked).toHaveLength(needs?.calls.length ?? 0));
      expect(asked.sort()).toEqual([...(needs?.calls ?? [])].sort());
    },
  );
});
