import { pathFor } from './path-for.ts';
import { hasScreen, ROUTES, type RouteName } from './route-map.ts';

/**
 * The path a menu entry (a route name from the configuration) leads to in a language, or
 * `null` while that route has no screen or needs parameters a menu cannot give.
 */
export function menuLinkFor(route: string, language: string): string | null {
  if (!hasScreen(route)) return null;
  const name = route as RouteName;
  if (ROUTES[name].path.includes(':')) return null;
  return pathFor(name, {} as never, language);
}

/** The same page in another language: only the language segment changes. */
export function switchLanguagePath(pathname: string, from: string, to: string): string {
  const rest =
    pathname === `/${from}` || pathname.startsWith(`/${from}/`)
      ? pathname.slice(from.length + 1)
      : pathname;
  return `/${to}${rest || '/'}`;
}
