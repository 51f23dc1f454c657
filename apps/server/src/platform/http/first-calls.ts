import { isRightToLeft } from '@arenabet/reference/languages';

/**
 * The page for a language: `<html lang dir>` set before any script runs (an Arabic page is
 * right to left from its first paint), and each of its first calls preloaded from the head, so
 * the browser fetches them beside the scripts. `crossorigin` makes each preload a CORS fetch
 * with the page's credentials mode, the kind the app's `fetch` makes, so the app's request is
 * answered from the preload rather than sent again.
 */
export function pageWithFirstCalls(
  template: string,
  language: string,
  urls: readonly string[],
): string {
  const direction = isRightToLeft(language) ? 'rtl' : 'ltr';
  const withLanguage = template.replace(/<html\b[^>]*>/, (tag) =>
    tag
      .replace(/\blang="[^"]*"/, `lang="${language}"`)
      .replace(/\bdir="[^"]*"/, `dir="${direction}"`),
  );
  return withHeadLinks(withLanguage, fetchPreloads(urls));
}

/** What a page opened at one of the first screens needs beyond every page's first calls. */
export interface ScreenHead {
  /** Its code: module scripts, preloaded (fetched and compiled, run when the app imports them). */
  scripts: readonly string[];
  /**
   * Its styles, preloaded: fetched beside the scripts without holding up the first paint (the
   * splash needs none of them). The app links each before it renders the screen, from the cache.
   */
  styles: readonly string[];
  /** Its first calls, preloaded like every page's. */
  calls: readonly string[];
}

/** The page with a screen's code, styles and first calls named in its head. */
export function pageWithScreen(page: string, screen: ScreenHead): string {
  const links = [
    ...screen.scripts.map(
      (src) => `<link rel="modulepreload" crossorigin href="${escapeAttribute(src)}">`,
    ),
    ...screen.styles.map(
      (href) => `<link rel="preload" as="style" crossorigin href="${escapeAttribute(href)}">`,
    ),
  ].join('');
  return withHeadLinks(page, links + fetchPreloads(screen.calls));
}

function fetchPreloads(urls: readonly string[]): string {
  return urls
    .map((url) => `<link rel="preload" as="fetch" crossorigin href="${escapeAttribute(url)}">`)
    .join('');
}

function withHeadLinks(page: string, links: string): string {
  return page.replace('</head>', () => `${links}</head>`);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
}
