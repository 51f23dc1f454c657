import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sectionReader } from './config-values.ts';
import {
  readBrand,
  readFooterLinks,
  readHeader,
  readLanguages,
  readLinks,
  readTagsToPage,
  readUiKeys,
} from './site-settings-layout.ts';

const item = (key: string, sort?: number, extra: Record<string, unknown> = {}) => ({
  key,
  route: `route-${key}`,
  dict_key: `header_${key}`,
  ...(sort === undefined ? {} : { sort }),
  ...extra,
});

describe('readBrand', () => {
  it('reads id, name and partner with the defaults of brand 1', () => {
    expect(readBrand(sectionReader({ config: { brand_name: 'Arenabet' } }))).toEqual({
      id: 1,
      name: 'Arenabet',
      partner: 1,
    });
    const other = sectionReader({ config: { brand_id: 2, brand_name: ' Other ', partner: '7' } });
    expect(readBrand(other)).toEqual({ id: 2, name: 'Other', partner: 7 });
  });
});

describe('readLanguages', () => {
  it('keeps the default available and never hidden', () => {
    const read = sectionReader({
      mainLanguage: {
        default_language: 'ru',
        available_languages: ['en', 'ar'],
        hidden_for_anonymous: ['ru', 'ar', 'de'],
      },
    });
    expect(readLanguages(read)).toEqual({
      default: 'ru',
      available: ['ru', 'en', 'ar'],
      hiddenForAnonymous: ['ar'],
    });
  });

  it('falls back to ru', () => {
    expect(readLanguages(sectionReader({})).available).toEqual(['ru']);
  });
});

describe('readHeader', () => {
  it('sorts by sort, unsorted last, and keeps at most 9 visible', () => {
    const items = [item('z'), ...Array.from({ length: 10 }, (_, i) => item(`i${i}`, 100 - i))];
    const header = readHeader(sectionReader({ header: { items } }));
    expect(header.visible).toHaveLength(9);
    expect(header.visible[0]?.key).toBe('i9');
    expect(header.overflow.map((h) => h.key)).toEqual(['i0', 'z']);
  });

  it('maps keys, drops disabled, incomplete and repeated items', () => {
    const items = [
      item('live', 2, { icon: 'live', hide_for_anonymous: '1' }),
      item('off', 1, { enabled: false }),
      { key: 'broken', sort: 3 },
      item('live', 4),
      'nonsense',
    ];
    expect(readHeader(sectionReader({ header: { items } }))).toEqual({
      visible: [
        {
          key: 'live',
          route: 'route-live',
          dictKey: 'header_live',
          icon: 'live',
          hideForAnonymous: true,
        },
      ],
      overflow: [],
    });
  });

  it('never shows more than 9 and loses no valid item', () => {
    const header = fc.array(
      fc.record({ key: fc.uuid(), sort: fc.option(fc.integer(), { nil: undefined }) }),
    );
    fc.assert(
      fc.property(header, (raw) => {
        const items = raw.map((r) => item(r.key, r.sort));
        const { visible, overflow } = readHeader(sectionReader({ header: { items } }));
        expect(visible.length).toBeLessThanOrEqual(9);
        expect(visible.length + overflow.length).toBe(new Set(raw.map((r) => r.key)).size);
      }),
    );
  });
});

describe('readFooterLinks', () => {
  it('sorts links and derives a missing dictionary key', () => {
    const read = sectionReader({
      footer: {
        information_links: [
          { slug: 'privacy-policy', sort: 2 },
          { slug: 'rules', dict_key: 'footer_link_rules', sort: 1 },
          { slug: 'rules', dict_key: 'again' },
          { dict_key: 'no slug' },
        ],
      },
    });
    expect(readFooterLinks(read)).toEqual([
      { slug: 'rules', dictKey: 'footer_link_rules' },
      { slug: 'privacy-policy', dictKey: 'footer_link_privacy_policy' },
    ]);
  });
});

describe('information tags, links and UI keys', () => {
  it('reads tags_to_page', () => {
    const read = sectionReader({
      information: {
        tags_to_page: [
          {
            menu_key: 'rules',
            tag: 'r',
            icon: 'book',
            prop_link: '/information/rules',
            dict_key: 'k',
          },
          { tag: 'missing menu key' },
        ],
      },
    });
    expect(readTagsToPage(read)).toEqual([
      { menuKey: 'rules', tag: 'r', icon: 'book', propLink: '/information/rules', dictKey: 'k' },
    ]);
  });

  it('keeps configured links only', () => {
    const read = sectionReader({
      global: { rules_url: '/information/rules', cookie_url: ' ', not_found_urls: ['/old'] },
    });
    const links = readLinks(read);
    expect(links.urls).toEqual({ rules_url: '/information/rules' });
    expect(links.notFoundUrls).toEqual(['/old']);
  });

  it('collects Ui keys of every section', () => {
    expect(
      readUiKeys({ header: { UiSticky: true, items: [] }, footer: { UiColumns: 4 }, x: 1 }),
    ).toEqual({
      UiSticky: true,
      UiColumns: 4,
    });
  });
});
