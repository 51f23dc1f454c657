/*
 * Links receive a language prefix segment unless the path already starts with it
 * (spec 001 section 2). Only the exact segment counts: '/rules' is not under '/ru'.
 */

/** Scheme links (https:, mailto:, tel:) and protocol-relative '//host' links leave the site. */
function isExternal(link: string): boolean {
  return /^[a-z][a-z\d+.-]*:/i.test(link) || link.startsWith('//');
}

function splitSuffix(link: string): { path: string; suffix: string } {
  const cut = link.search(/[?#]/);
  return cut < 0
    ? { path: link, suffix: '' }
    : { path: link.slice(0, cut), suffix: link.slice(cut) };
}

export function hasLanguagePrefix(path: string, lang: string): boolean {
  const prefix = `/${lang}`.toLowerCase();
  const lower = path.toLowerCase();
  return lower === prefix || lower.startsWith(`${prefix}/`);
}

/**
 * '/line' -> '/ru/line', '/' -> '/ru/', '/ru/line' and '/ru' stay. Query and hash are kept.
 * Links to another site and links that are only '?query' or '#hash' (they stay on the
 * current page) are returned untouched.
 */
export function withLanguagePrefix(link: string, lang: string): string {
  if (lang === '' || isExternal(link) || link.startsWith('#') || link.startsWith('?')) return link;
  const { path, suffix } = splitSuffix(link);
  const rooted = path.startsWith('/') ? path : `/${path}`;
  if (hasLanguagePrefix(rooted, lang)) return rooted + suffix;
  return `/${lang}${rooted}${suffix}`;
}
