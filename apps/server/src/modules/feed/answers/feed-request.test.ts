import { FEED_MAX_COUNT } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { FeedRequestError, parseFeedRequest, type RawQuery, requestKey } from './feed-request.ts';

const parse = (query: RawQuery) => parseFeedRequest(query, 'line');
const refusal = (query: RawQuery) => {
  try {
    parse(query);
  } catch (error) {
    if (error instanceof FeedRequestError) return error.message;
    throw error;
  }
  return undefined;
};

describe('feed request parameters', () => {
  it('merge the spellings of one meaning and sort id lists without repeats', () => {
    const request = parse({ sports: ['3,1', '1'], sport: '2', champ: '9', champs: '7,9', id: '5' });
    expect(request).toMatchObject({ sportIds: [1, 2, 3], champIds: [7, 9], gameId: 5 });
  });

  it('give the same cache key whatever the order, the spelling and unknown parameters', () => {
    const a = parse({ sports: '2,1', count: '20', lng: 'en', partner: '7', junk: 'x' });
    const b = parse({ lng: 'en-GB', count: '20', sport: ['1', '2', '2'] });
    expect(requestKey(a)).toBe(requestKey(b));
    expect(requestKey(a)).toBe('lng=en&sports=1,2&count=20');
  });

  it('read virtualSports as a flag of its own in the key', () => {
    expect(parse({ virtualSports: '1' }).virtualOnly).toBe(true);
    expect(parse({}).virtualOnly).toBe(false);
    expect(requestKey(parse({ virtualSports: 'true', lng: 'en' }))).toBe(
      'lng=en&virtualSports=true',
    );
    expect(refusal({ virtualSports: 'maybe' })).toBeDefined();
  });

  it('leave defaults out of the key', () => {
    expect(requestKey(parse({ count: '50', getEmpty: 'false', lng: 'en' }))).toBe('lng=en');
  });

  it('read names in the reference language of any lng', () => {
    expect(parse({ lng: 'ru' }).lang).toBe('ru');
    expect(parse({ lng: 'ar_IQ' }).lang).toBe('ar');
    expect(parse({ lng: 'uk' }).lang).toBe('en');
    // Without one, the site's default language.
    expect(parse({}).lang).toBe('ru');
    expect(parse({ lng: '' }).lang).toBe('ru');
  });

  it('answer the most games for a count above the most, 50 without one', () => {
    expect(parse({ count: '50000' }).count).toBe(FEED_MAX_COUNT);
    expect(parse({ count: '5000' }).count).toBe(5000);
    expect(parse({}).count).toBe(50);
    expect(parse({ limit: '7' }).count).toBe(7);
  });

  it('refuse values it cannot read', () => {
    expect(refusal({ count: 'abc' })).toBe('Parameter count must be an integer of at least 1');
    expect(refusal({ count: '-1' })).toBe('Parameter count must be an integer of at least 1');
    expect(refusal({ count: '0' })).toBeDefined();
    expect(refusal({ count: '7abc' })).toBeDefined();
    expect(refusal({ sports: 'x' })).toBe(
      'Parameter sports must be a list of ids separated by commas',
    );
    expect(refusal({ sports: '1,-2' })).toBeDefined();
    expect(refusal({ text: 'a'.repeat(101) })).toBe(
      'Parameter text must be at most 100 characters long',
    );
    expect(refusal({ text: 'a'.repeat(100) })).toBeUndefined();
    expect(refusal({ getEmpty: 'maybe' })).toBe('Parameter getEmpty must be true or false');
    expect(refusal({ partner: 'x' })).toBeDefined();
  });

  it('accept exactly the menu sections of the spec', () => {
    expect(parse({ section: '1012' }).section).toBe(1012);
    expect(refusal({ section: '10001' })).toBe('Parameter section is not a menu section');
    expect(refusal({ section: '007' })).toBeDefined();
  });

  it('take the disallowed sports of its own feed only', () => {
    const query = { lineDisallowSport: '4,2', liveDisallowSport: '9' };
    expect(parseFeedRequest(query, 'line').disallowedSportIds).toEqual([2, 4]);
    expect(parseFeedRequest(query, 'live').disallowedSportIds).toEqual([9]);
  });

  it('read GroupEvents as clients spell it, and keep grouped and flat answers apart', () => {
    expect(parse({ GroupEvents: 'true' }).groupEvents).toBe(true);
    expect(parse({ groupEvents: '1' }).groupEvents).toBe(true);
    expect(parse({}).groupEvents).toBe(false);
    expect(requestKey(parse({ id: '5', GroupEvents: 'true' }))).not.toBe(
      requestKey(parse({ id: '5' })),
    );
  });

  it('search without regard to case', () => {
    expect(parse({ text: '  Rovers ' }).text).toBe('rovers');
  });
});
