import { INFORMATION_PAGE_SLUGS } from '@arenabet/contracts/information';
import { describe, expect, it } from 'vitest';
import { pathFor } from './path-for.ts';
import { menuLinkFor, switchLanguagePath } from './route-links.ts';
import { ROUTES } from './route-map.ts';

describe('pathFor', () => {
  it('prefixes the language and fills parameters', () => {
    expect(pathFor('home', {}, 'ru')).toBe('/ru/');
    expect(pathFor('informationPage', { slug: 'rules' }, 'en')).toBe('/en/information/rules');
    expect(pathFor('bettingMainGame', { sport: 1, champ: 88, game: 'a b' }, 'ar')).toBe(
      '/ar/line/1/88/a%20b',
    );
    expect(pathFor('officeCasino', {}, 'ru')).toBe('/ru/office/casino');
  });
});

describe('menuLinkFor', () => {
  it('links routes that have a screen', () => {
    expect(menuLinkFor('office', 'en')).toBe('/en/office');
    expect(menuLinkFor('rules', 'en')).toBe('/en/information/rules');
    expect(menuLinkFor('casino', 'en')).toBe('/en/casino');
    expect(menuLinkFor('liveCasino', 'ar')).toBe('/ar/live-casino');
  });

  it('gives no link for planned, parameterised or unknown routes', () => {
    expect(menuLinkFor('blog', 'en')).toBeNull();
    expect(menuLinkFor('casinoGame', 'en')).toBeNull();
    expect(menuLinkFor('informationPage', 'en')).toBeNull();
    expect(menuLinkFor('noSuchRoute', 'en')).toBeNull();
  });

  it('links every information page the server keeps', () => {
    const linked = Object.keys(ROUTES).flatMap((name) => menuLinkFor(name, 'en') ?? []);
    for (const slug of INFORMATION_PAGE_SLUGS) expect(linked).toContain(`/en/information/${slug}`);
  });

  it('gives no link for information pages the server has no content for', () => {
    for (const name of ['points', 'ussdInstruction', 'mainRules', 'calculator', 'smsBets']) {
      expect(menuLinkFor(name, 'en'), name).toBeNull();
    }
  });
});

describe('switchLanguagePath', () => {
  it('changes only the language segment', () => {
    expect(switchLanguagePath('/ru/information/rules', 'ru', 'ar')).toBe('/ar/information/rules');
    expect(switchLanguagePath('/ru/', 'ru', 'en')).toBe('/en/');
    expect(switchLanguagePath('/ru', 'ru', 'en')).toBe('/en/');
    expect(switchLanguagePath('/rules', 'ru', 'en')).toBe('/en/rules');
  });
});
