import { describe, expect, it } from 'vitest';
import { firstScreenNeeds, matchScreenPath } from './first-screens.ts';

describe('a screen path', () => {
  it("gives the route's parameters when the path is the pattern's", () => {
    expect(matchScreenPath('/line/:sport/:champ/:game', '/line/1/88/176568268')).toEqual({
      sport: '1',
      champ: '88',
      game: '176568268',
    });
    expect(matchScreenPath('/live', '/live/')).toEqual({});
  });

  it('matches nothing else, nor a segment the router could not read', () => {
    expect(matchScreenPath('/live', '/live/multi')).toBeUndefined();
    expect(matchScreenPath('/line/:sport/:champ/:game', '/line/1/88')).toBeUndefined();
    expect(matchScreenPath('/line/:sport/:champ/:game', '/line/1//3')).toBeUndefined();
    expect(matchScreenPath('/line/:sport/:champ/:game', '/line/1/2/%E0%A4%A')).toBeUndefined();
  });
});

describe("a first screen's needs", () => {
  it("are the overview's code and its list of every game, or of the address's sport", () => {
    const live = firstScreenNeeds('/live', new URLSearchParams('sport=4'), 'ar');
    expect(live?.modules).toContain('features/line/components/feed-overview-page.tsx');
    expect(live?.calls).toEqual(['/service-api/LiveFeed/Get1x2_VZip?lng=ar&sports=4&count=10000']);
    const line = firstScreenNeeds('/line', new URLSearchParams('sport=x'), 'en');
    expect(line?.calls).toEqual(['/service-api/LineFeed/Get1x2_VZip?lng=en&count=10000']);
  });

  it('are the game page and the game from both feeds; no call for an id that is none', () => {
    const game = firstScreenNeeds('/line/1/88/176568268', new URLSearchParams(), 'en');
    expect(game?.calls).toEqual([
      '/service-api/LiveFeed/GetGameZip?lng=en&id=176568268&isSubGames=true',
      '/service-api/LineFeed/GetGameZip?lng=en&id=176568268&isSubGames=true',
    ]);
    expect(firstScreenNeeds('/line/1/88/abc', new URLSearchParams(), 'en')?.calls).toEqual([]);
  });

  it('are none for a screen that is not a first screen', () => {
    expect(firstScreenNeeds('/office', new URLSearchParams(), 'en')).toBeUndefined();
    expect(firstScreenNeeds('/', new URLSearchParams(), 'en')).toBeUndefined();
  });
});
