/**
 * Path prefixes of the server's services, as the spec names them. `/web-api` is the base path
 * of the site's own calls; the others are the separate services the spec addresses directly.
 * Any other path belongs to the web app.
 */
export const API_PREFIXES = [
  '/web-api',
  '/translation-api',
  '/service-api',
  '/account-api',
  '/session-api',
  '/limit-service-api',
  '/verification-api',
  '/frontend-api',
  '/seo-module-api',
  '/blog-api',
  '/main-line-feed',
  '/main-live-feed',
  // The line and live feeds' calls again, at the bare roots older clients use.
  '/LineFeed',
  '/LiveFeed',
  '/genfiles',
  '/third-party',
] as const;

export const WEB_API_BASE = '/web-api';

export function isApiPath(path: string): boolean {
  return API_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}
