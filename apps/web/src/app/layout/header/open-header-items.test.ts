import type { HeaderItem } from '@arenabet/domain';
import { describe, expect, it } from 'vitest';
import { openHeaderItems } from './open-header-items.ts';

const item = (key: string, route: string, hideForAnonymous = false): HeaderItem => ({
  key,
  route,
  dictKey: `header_${key}`,
  hideForAnonymous,
});

describe('the header sections a visitor is shown', () => {
  const configured = [
    item('line', 'bettingHome'),
    item('casino', 'casino'),
    item('live-casino', 'liveCasino'),
    item('blog', 'blog'),
    item('virtual-sports', 'virtualSports'),
    item('favorites', 'favorites', true),
  ];

  it('leaves out the sections the site has no screen for, whatever the configuration says', () => {
    const shown = openHeaderItems(configured, 'en', true);
    expect(shown.map(({ item: { key } }) => key)).toEqual([
      'line',
      'casino',
      'live-casino',
      'virtual-sports',
      'favorites',
    ]);
    expect(shown[2]?.link).toBe('/en/live-casino');
    expect(shown[3]?.link).toBe('/en/virtual-sports');
  });

  it('leaves out the sections hidden from anonymous visitors', () => {
    expect(openHeaderItems(configured, 'ar', false).map(({ link }) => link)).toEqual([
      '/ar/line',
      '/ar/casino',
      '/ar/live-casino',
      '/ar/virtual-sports',
    ]);
  });
});
