import { createHash } from 'node:crypto';

/**
 * The web app's policy: only our own scripts and styles, connections to this origin and its
 * WebSocket. A script written into the page itself (the one that sets the saved theme before
 * the first paint) runs only by the hash of its text, so no other inline script can.
 */
export function contentSecurityPolicy(page: string): string {
  const inlineScripts = inlineScriptHashes(page).map((hash) => `'${hash}'`);
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts].join(' '),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "connect-src 'self'",
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

/** `sha256-…` of each script without a `src`, over its exact text as the browser hashes it. */
export function inlineScriptHashes(page: string): string[] {
  return [...page.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi)]
    .filter((match) => !/\ssrc\s*=/i.test(match[1] ?? ''))
    .map(
      (match) =>
        `sha256-${createHash('sha256')
          .update(match[2] ?? '', 'utf8')
          .digest('base64')}`,
    );
}
