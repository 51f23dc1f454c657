import { describe, expect, it } from 'vitest';
import type { FeedLiveScore } from './feed-wire.ts';
import { LIVE_INFO_KEY, periodLabel, scoreExtras, superOverWinner } from './live-extras.ts';
import { periodEndName, periodName } from './period-words.ts';

function live(periods: number, info: FeedLiveScore['info'] = []): FeedLiveScore {
  return {
    score: { home: 3, away: 2 },
    periodScores: Array.from({ length: periods }, (_, i) => ({
      period: i + 1,
      score: { home: 1, away: 0 },
    })),
    info,
  };
}

const labels = (sportId: number, score: FeedLiveScore) =>
  score.periodScores.map((p) => periodLabel(sportId, p.period, score).en);

describe('period labels', () => {
  it('number regulation periods and call the rest OT, SO or ET', () => {
    expect(labels(2, live(3))).toEqual(['1', '2', '3']);
    expect(labels(2, live(4))).toEqual(['1', '2', '3', 'OT']);
    const shootout = live(5, [{ key: LIVE_INFO_KEY.shootout, value: '2:1' }]);
    expect(labels(2, shootout)).toEqual(['1', '2', '3', 'OT', 'SO']);
    expect(periodLabel(2, 5, shootout).ru).toBe('Буллиты');
    // A playoff game plays 20-minute overtimes until a goal: OT1, OT2, ...
    expect(labels(2, live(6))).toEqual(['1', '2', '3', 'OT1', 'OT2', 'OT3']);
    expect(labels(3, live(5))).toEqual(['1', '2', '3', '4', 'OT']);
    expect(labels(1, live(4))).toEqual(['1', '2', 'ET1', 'ET2']);
    expect(labels(4001, live(3))).toEqual(['1', '2', '3']);
  });
});

describe('score extras', () => {
  it('read the penalty and shoot-out tallies and the super over', () => {
    const penalties = live(4, [{ key: LIVE_INFO_KEY.penalties, value: '4:3' }]);
    expect(scoreExtras(penalties)).toEqual([
      {
        label: { en: 'Penalties', ru: 'Серия пенальти', ar: 'ركلات الترجيح' },
        score: { home: 4, away: 3 },
      },
    ]);
    expect(scoreExtras(live(2, [{ key: 'serve', value: '1' }]))).toEqual([]);
    expect(superOverWinner(live(2, [{ key: LIVE_INFO_KEY.superOver, value: '2' }]))).toBe(2);
  });
});

describe('period words', () => {
  it('agree in gender and case in Russian and Arabic', () => {
    expect(periodName('map', 2)).toEqual({ en: 'Map 2', ru: '2-я карта', ar: 'الخريطة الثانية' });
    expect(periodName('half', 1)).toEqual({ en: '1st half', ru: '1-й тайм', ar: 'الشوط الأول' });
    expect(periodName('game', 3).ru).toBe('3-я партия');
    expect(periodEndName('map', 2)).toEqual({
      en: 'End of Map 2',
      ru: 'Конец 2-й карты',
      ar: 'نهاية الخريطة الثانية',
    });
    expect(periodEndName('period', 3).ru).toBe('Конец 3-го периода');
    expect(periodEndName('set', 1).en).toBe('End of 1st set');
  });
});
