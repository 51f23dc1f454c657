import type { HeaderItem } from '@arenabet/domain';
import { menuLinkFor } from '../../../shared/routes/route-links.ts';

/** A configured section the visitor can open: the item with the path it leads to. */
export interface OpenHeaderItem {
  item: HeaderItem;
  link: string;
}

/**
 * The configured sections a visitor is shown: those hidden from anonymous visitors go for them,
 * and so does every section the site has no screen for yet (casino, live casino, ...). An entry
 * that looks like a link but leads nowhere is a promise a phone cannot even explain (no hover):
 * the configuration names the sections, the site opens them as their screens exist.
 */
export function openHeaderItems(
  items: readonly HeaderItem[],
  language: string,
  loggedIn: boolean,
): OpenHeaderItem[] {
  return items.flatMap((item) => {
    if (!loggedIn && item.hideForAnonymous) return [];
    const link = menuLinkFor(item.route, language);
    return link ? [{ item, link }] : [];
  });
}
