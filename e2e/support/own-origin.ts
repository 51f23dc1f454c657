/**
 * The Origin of the site's own pages. The server refuses a change made with a session cookie
 * unless it comes from the site itself (issue 11): a browser sends Origin on its own, while an
 * API request context that carries the site's cookies has to say it.
 */
export function ownOrigin(baseURL: string | undefined): { origin: string } {
  if (!baseURL) throw new Error('the config names no baseURL');
  return { origin: new URL(baseURL).origin };
}
