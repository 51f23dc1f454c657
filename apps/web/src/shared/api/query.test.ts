import { defineParams, FEED_QUERY_PARAMS } from '@arenabet/domain';
import { describe, expect, it } from 'vitest';
import { buildQuery } from './query.ts';

/** The query string as a plain object, so a test does not depend on percent-encoding. */
const shaped = (query: string) => Object.fromEntries(new URLSearchParams(query));

describe('buildQuery: the spec request shaping', () => {
  it('leaves out undefined and null', () => {
    expect(buildQuery({ lng: 'ru', skip: undefined, none: null })).toBe('lng=ru');
  });

  it('leaves out false flags and writes true ones', () => {
    expect(shaped(buildQuery({ live: false, virtualSports: true }))).toEqual({
      virtualSports: 'true',
    });
  });

  it('leaves out empty lists and empty strings', () => {
    expect(buildQuery({ sports: [], champs: [], text: '' })).toBe('');
  });

  it('de-duplicates, sorts and comma-joins id lists', () => {
    expect(shaped(buildQuery({ sports: [40, 1, '3', 1, 40], games: ['7', 7] }))).toEqual({
      sports: '1,3,40',
      games: '7',
    });
  });

  it('keeps numbers that are not integers as written', () => {
    expect(shaped(buildQuery({ cf: 1.85, page: 2 }))).toEqual({ cf: '1.85', page: '2' });
  });

  it('sends a list of names joined, rather than dropping what is not an id', () => {
    expect(shaped(buildQuery({ kinds: ['live', 'line'] }))).toEqual({ kinds: 'live,line' });
  });

  it("applies a call's own specs: defaults left out, affixes added", () => {
    const specs = defineParams({ champ: { kind: 'int', prefix: 'c' } });
    expect(
      shaped(buildQuery({ coefViewId: 0, sports: [2, 1], lng: 'en' }, FEED_QUERY_PARAMS)),
    ).toEqual({ sports: '1,2', lng: 'en' });
    expect(shaped(buildQuery({ champ: '12', extra: 3 }, specs))).toEqual({
      champ: 'c12',
      extra: '3',
    });
  });
});
