/*
 * The server's readable session marks (`SIGNED_IN_COOKIE`, `OPERATOR_SIGNED_IN_COOKIE`): set
 * beside an HttpOnly session cookie, holding nothing secret, so the app asks who is signed in
 * only when someone may be, and a signed-out visit logs no 401.
 */

/** Whether `cookies` (document.cookie) holds a cookie of this name. */
export function hasCookie(cookies: string, name: string): boolean {
  return cookies.split(';').some((cookie) => cookie.trim().startsWith(`${name}=`));
}

/** A session that ended elsewhere (expired, closed from another device) loses its mark too. */
export function forgetCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser the site serves (older Safari and Firefox).
  document.cookie = `${name}=; path=/; max-age=0`;
}
