import { SITE_LINK_KEYS } from '@arenabet/contracts/site-config';
import { DEFAULT_LANGUAGE, DEFAULT_PARTNER } from '@arenabet/reference/languages';
import {
  isRecord,
  readFlag,
  readNumber,
  readPositiveInteger,
  readString,
  readStringList,
  recordOf,
  recordsOf,
  type SectionRead,
  uniqueBy,
} from './config-values.ts';
import { DEFAULT_BRAND_ID, DEFAULT_BRAND_NAME, HEADER_MAX_VISIBLE_ITEMS } from './constants.ts';
import type {
  FooterLink,
  HeaderItem,
  HeaderItems,
  SiteLinks,
  SiteSettings,
  TagToPage,
} from './site-settings-types.ts';

export function readBrand(read: SectionRead): SiteSettings['brand'] {
  return {
    id: readPositiveInteger(read('config', 'brand_id'), DEFAULT_BRAND_ID),
    name: readString(read('config', 'brand_name'))?.trim() || DEFAULT_BRAND_NAME,
    partner: readPositiveInteger(read('config', 'partner'), DEFAULT_PARTNER),
  };
}

/**
 * The default language is always available and never hidden: an anonymous visitor must be
 * left with at least one language to read the site in.
 */
export function readLanguages(read: SectionRead): SiteSettings['languages'] {
  const fallback = readString(read('mainLanguage', 'default_language'))?.trim() || DEFAULT_LANGUAGE;
  const listed = readStringList(read('mainLanguage', 'available_languages'));
  const available = listed.includes(fallback) ? listed : [fallback, ...listed];
  const hidden = readStringList(read('mainLanguage', 'hidden_for_anonymous')).filter(
    (lang) => lang !== fallback && available.includes(lang),
  );
  return { default: fallback, available, hiddenForAnonymous: hidden };
}

/** Sorted items; unsorted ones go last, in the operator's order (the sort is stable). */
function bySort<T extends { sort: number }>(items: T[]): T[] {
  return [...items].sort((a, b) => a.sort - b.sort);
}

function readHeaderItem(raw: Record<string, unknown>): (HeaderItem & { sort: number }) | null {
  const key = readString(raw.key);
  const route = readString(raw.route);
  const dictKey = readString(raw.dict_key);
  if (!key || !route || !dictKey || (raw.enabled !== undefined && !readFlag(raw.enabled))) {
    return null;
  }
  const icon = readString(raw.icon);
  return {
    key,
    route,
    dictKey,
    ...(icon ? { icon } : {}),
    hideForAnonymous: readFlag(raw.hide_for_anonymous),
    sort: readNumber(raw.sort) ?? Number.POSITIVE_INFINITY,
  };
}

export function splitHeaderItems(items: readonly HeaderItem[]): HeaderItems {
  return {
    visible: items.slice(0, HEADER_MAX_VISIBLE_ITEMS),
    overflow: items.slice(HEADER_MAX_VISIBLE_ITEMS),
  };
}

/** Disabled and incomplete items are left out; a repeated key keeps its first item. */
export function readHeader(read: SectionRead): HeaderItems {
  const items = recordsOf(read('header', 'items')).flatMap((raw) => readHeaderItem(raw) ?? []);
  const unique = uniqueBy(bySort(items), (item) => item.key);
  return splitHeaderItems(unique.map(({ sort: _sort, ...item }) => item));
}

/** A link without its own dictionary key gets footer_link_<slug>, dashes as underscores. */
export function readFooterLinks(read: SectionRead): FooterLink[] {
  const links = recordsOf(read('footer', 'information_links')).flatMap((raw) => {
    const slug = readString(raw.slug);
    if (!slug) return [];
    const dictKey = readString(raw.dict_key) || `footer_link_${slug.replaceAll('-', '_')}`;
    return [{ slug, dictKey, sort: readNumber(raw.sort) ?? Number.POSITIVE_INFINITY }];
  });
  return uniqueBy(bySort(links), (link) => link.slug).map(({ slug, dictKey }) => ({
    slug,
    dictKey,
  }));
}

export function readTagsToPage(read: SectionRead): TagToPage[] {
  return recordsOf(read('information', 'tags_to_page')).flatMap((raw) => {
    const [menuKey, tag, propLink, dictKey] = [
      raw.menu_key,
      raw.tag,
      raw.prop_link,
      raw.dict_key,
    ].map(readString);
    if (menuKey === undefined || tag === undefined) return [];
    const icon = readString(raw.icon);
    return [
      { menuKey, tag, propLink: propLink ?? '', dictKey: dictKey ?? '', ...(icon ? { icon } : {}) },
    ];
  });
}

export function readLinks(read: SectionRead): SiteLinks {
  const urls: SiteLinks['urls'] = {};
  for (const key of SITE_LINK_KEYS) {
    const value = readString(read('global', key))?.trim();
    if (value) urls[key] = value;
  }
  return {
    urls,
    bonusTournamentsTab: readString(read('global', 'bonus_tournaments_tab')) ?? '',
    notFoundUrls: readStringList(read('global', 'not_found_urls')),
    redirectAfterRegistration: readStringList(read('global', 'redirect_after_registration')),
    redirectAfterLogin: readStringList(read('global', 'redirect_after_login')),
  };
}

/** UI keys keep their name; when two sections share one, the later section in the list wins. */
export function readUiKeys(sections: unknown): Record<string, unknown> {
  const ui: Record<string, unknown> = {};
  for (const section of Object.values(recordOf(sections))) {
    if (!isRecord(section)) continue;
    for (const [key, value] of Object.entries(section)) {
      if (key.startsWith('Ui')) ui[key] = value;
    }
  }
  return ui;
}
