import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  parseStatisticsPath,
  type StatisticsLink,
  statisticsLink,
  statisticsWindowFeatures,
  statisticsWindowSize,
} from './statistics-links.ts';

describe('statisticsLink', () => {
  it('builds game links with sport 0 and tab main by default', () => {
    expect(statisticsLink('ru', { kind: 'game', gameId: 555 })).toBe(
      '/ru/statisticpopup/game/0/555/main',
    );
    expect(statisticsLink('en', { kind: 'game', sportId: 1, gameId: 555, tabName: 'h2h' })).toBe(
      '/en/statisticpopup/game/1/555/h2h',
    );
  });

  it('builds every other shape', () => {
    expect(statisticsLink('ru', { kind: 'team', sportId: 1, teamId: 7 })).toBe(
      '/ru/statisticpopup/team/1/7',
    );
    expect(statisticsLink('ru', { kind: 'player', sportId: 3, playerId: '9a' })).toBe(
      '/ru/statisticpopup/player/3/9a',
    );
    expect(statisticsLink('ru', { kind: 'stage', sportId: 1, stageId: 4, tableType: 2 })).toBe(
      '/ru/statisticpopup/stage/1/4?tt=2',
    );
    expect(statisticsLink('ru', { kind: 'stage', sportId: 1, stageId: 4 })).toBe(
      '/ru/statisticpopup/stage/1/4',
    );
    expect(
      statisticsLink('ru', { kind: 'tournament', sportId: 1, tournamentId: 2, seasonId: 3 }),
    ).toBe('/ru/statisticpopup/tournament/1/2/3');
    expect(statisticsLink('ru', { kind: 'rating', sportId: 4, ratingId: 1 })).toBe(
      '/ru/statisticpopup/rating/4/1',
    );
    expect(statisticsLink('ru', { kind: 'horse', horseId: 12 })).toBe(
      '/ru/statisticpopup/horse/12',
    );
    expect(statisticsLink('ru', { kind: 'graph', gameId: 12, coefficientView: 1 })).toBe(
      '/ru/statisticpopup/graph/12/1',
    );
    expect(statisticsLink('ru', { kind: 'cyber', sportId: 85, tournId: 5, seasonId: 6 })).toBe(
      '/ru/statisticpopup/cyber/85/5/6',
    );
  });

  it('drops empty optional segments and keeps the number 0', () => {
    expect(statisticsLink('ru', { kind: 'graph', gameId: 12, coefficientView: null })).toBe(
      '/ru/statisticpopup/graph/12',
    );
    expect(statisticsLink('ru', { kind: 'graph', gameId: 12, coefficientView: 0 })).toBe(
      '/ru/statisticpopup/graph/12/0',
    );
    expect(
      statisticsLink('ru', { kind: 'tournament', sportId: 0, tournamentId: 2, seasonId: false }),
    ).toBe('/ru/statisticpopup/tournament/0/2');
    expect(statisticsLink('ru', { kind: 'cyber', sportId: '144', tournId: 5, seasonId: '' })).toBe(
      '/ru/statisticpopup/cyber/144/5',
    );
  });

  it('throws for a missing required id', () => {
    expect(() => statisticsLink('ru', { kind: 'team', sportId: 1, teamId: undefined })).toThrow(
      new Error('Wrong input param [teamId]: undefined'),
    );
    expect(() => statisticsLink('ru', { kind: 'horse', horseId: null })).toThrow(
      'Wrong input param [horseId]: null',
    );
    expect(() => statisticsLink('ru', { kind: 'game', gameId: '' })).toThrow(
      'Wrong input param [gameId]: ',
    );
    expect(() => statisticsLink('', { kind: 'horse', horseId: 1 })).toThrow('[lng]');
  });

  it('throws for a cyber sport outside 85, 144 and 89', () => {
    expect(() => statisticsLink('ru', { kind: 'cyber', sportId: 12, tournId: 5 })).toThrow(
      new Error('Wrong input param [sportId]: 12'),
    );
    expect(() => statisticsLink('ru', { kind: 'cyber', sportId: 89, tournId: 5 })).not.toThrow();
  });

  it('refuses a table type outside 1 to 3', () => {
    expect(() =>
      statisticsLink('ru', { kind: 'stage', sportId: 1, stageId: 4, tableType: 4 }),
    ).toThrow('Wrong input param [tableType]: 4');
  });

  it('encodes segments so they cannot break the path', () => {
    expect(statisticsLink('ru', { kind: 'game', gameId: 'a/b?c' })).toBe(
      '/ru/statisticpopup/game/0/a%2Fb%3Fc/main',
    );
  });

  it('cyber links exist exactly for the allowed sports', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 5000 }), fc.nat(), (sportId, tournId) => {
        const build = () => statisticsLink('ru', { kind: 'cyber', sportId, tournId });
        if ([85, 144, 89].includes(sportId)) {
          expect(build()).toBe(`/ru/statisticpopup/cyber/${sportId}/${tournId}`);
        } else {
          expect(build).toThrow(`Wrong input param [sportId]: ${sportId}`);
        }
      }),
    );
  });
});

describe('statisticsWindowSize', () => {
  it('is 1024 wide and as tall as the screen allows', () => {
    expect(statisticsWindowSize(1440)).toEqual({ width: 1024, height: 984 });
    expect(statisticsWindowSize(1080)).toEqual({ width: 1024, height: 984 });
    expect(statisticsWindowSize(1079)).toEqual({ width: 1024, height: 780 });
    expect(statisticsWindowSize(900)).toEqual({ width: 1024, height: 780 });
    expect(statisticsWindowSize(768)).toEqual({ width: 1024, height: 500 });
    expect(statisticsWindowSize(0)).toEqual({ width: 1024, height: 500 });
  });

  it('only ever picks one of 500, 780, 984, growing with the screen', () => {
    fc.assert(
      fc.property(fc.nat({ max: 5000 }), fc.nat({ max: 5000 }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const small = statisticsWindowSize(low).height;
        expect([500, 780, 984]).toContain(small);
        expect(small).toBeLessThanOrEqual(statisticsWindowSize(high).height);
      }),
    );
  });
});

describe('statistics links with frame parameters', () => {
  it('adds the frame parameters to the query, after a stage table type', () => {
    expect(
      statisticsLink('ru', { kind: 'team', sportId: 1, teamId: 7 }, { tz: 3, lang: 'ru' }),
    ).toBe('/ru/statisticpopup/team/1/7?tz=3&lang=ru');
    expect(
      statisticsLink(
        'ar',
        { kind: 'stage', sportId: 1, stageId: 4, tableType: 3 },
        { tt: 1, r: 9 },
      ),
    ).toBe('/ar/statisticpopup/stage/1/4?tt=3&r=9');
    expect(statisticsLink('ru', { kind: 'horse', horseId: 1 }, {})).toBe(
      '/ru/statisticpopup/horse/1',
    );
  });
});

describe('parseStatisticsPath', () => {
  it('reads back every shape the builder writes', () => {
    const links: StatisticsLink[] = [
      { kind: 'game', sportId: 0, gameId: 555, tabName: 'main' },
      { kind: 'team', sportId: 1, teamId: 7 },
      { kind: 'player', sportId: 3, playerId: 9 },
      { kind: 'stage', sportId: 1, stageId: 4, tableType: 2 },
      { kind: 'stage', sportId: 1, stageId: 4 },
      { kind: 'tournament', sportId: 1, tournamentId: 2, seasonId: 3 },
      { kind: 'tournament', sportId: 1, tournamentId: 2 },
      { kind: 'rating', sportId: 4, ratingId: 1 },
      { kind: 'horse', horseId: 12 },
      { kind: 'graph', gameId: 12, coefficientView: 0 },
      { kind: 'graph', gameId: 12 },
      { kind: 'cyber', sportId: 85, tournId: 5, seasonId: 6 },
    ];
    for (const link of links) {
      const url = new URL(statisticsLink('ru', link), 'http://x');
      const path = url.pathname.replace('/ru/statisticpopup/', '');
      expect(parseStatisticsPath(path, url.search)).toEqual(link);
    }
  });

  it('takes a game without its tab, and ignores a table type outside 1 to 3', () => {
    expect(parseStatisticsPath('game/1/555')).toEqual({ kind: 'game', sportId: 1, gameId: 555 });
    expect(parseStatisticsPath('stage/1/4', '?tt=7')).toEqual({
      kind: 'stage',
      sportId: 1,
      stageId: 4,
    });
  });

  it('refuses paths no link could have', () => {
    for (const path of [
      '',
      'unknown/1/2',
      'team/1',
      'team/1/2/3',
      'team/1/abc',
      'game/1/-5/main',
      'game/1/5/a%2Fb',
      'cyber/12/5/6',
      'horse/%E0%A4%A',
    ]) {
      expect(parseStatisticsPath(path), path).toBeUndefined();
    }
  });
});

describe('statisticsWindowFeatures', () => {
  it('opens a resizable window of the statistics size', () => {
    expect(statisticsWindowFeatures(900)).toBe(
      'popup=yes,width=1024,height=780,resizable=yes,scrollbars=yes',
    );
  });
});
