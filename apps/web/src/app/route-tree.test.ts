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

describe('the back office', () => {
  const branchOf = (path: string) =>
    routes.find((branch) => mountedPaths(branch.children ?? []).includes(path));

  it('has a shell of its own, apart from the player site around every other page', () => {
    const backoffice = branchOf(ROUTES.backoffice.path.replace(/^\//, ''));
    const site = branchOf(ROUTES.office.path.replace(/^\//, ''));
    expect(backoffice).toBeDefined();
    expect(backoffice).not.toBe(site);
    const inShell = mountedPaths(backoffice?.children ?? []);
    expect(inShell.every((path) => path.startsWith('backoffice'))).toBe(true);
    expect(inShell).toContain(ROUTES.backofficePaymentRequests.path.replace(/^\//, ''));
    expect(mountedPaths(site?.children ?? []).some((path) => path.startsWith('backoffice'))).toBe(
      false,
    );
  });
});
