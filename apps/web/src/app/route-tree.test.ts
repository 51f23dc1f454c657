import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { ROUTES, ROUTES_WITH_SCREENS } from '../shared/routes/route-map.ts';
import { routes } from './route-tree.tsx';

function mountedPaths(list: RouteObject[]): string[] {
  return list.flatMap((route) => [
    ...(route.path ? [route.path] : []),
    ...(route.index ? [''] : []),
    ...mountedPaths(route.children ?? []),
  ]);
}

describe('the route tree', () => {
  it('mounts a screen for every route name that links may use', () => {
    const mounted = new Set(mountedPaths(routes));
    const missing = [...ROUTES_WITH_SCREENS].filter((name) => {
      const path = ROUTES[name].path.replace(/^\//, '');
      return !mounted.has(path);
    });
    expect(missing).toEqual([]);
  });
});
