import { REFERENCE_LANGUAGES } from '@arenabet/reference/localized';
import { SPORTS } from '@arenabet/reference/sports';
import { describe, expect, it } from 'vitest';
import { MARKET_GROUP, MARKET_GROUPS } from './feed-markets.ts';
import { marketTitle } from './market-titles.ts';

const CS2 = 4001;
const VALORANT = 4004;
const DOTA = 4002;
const G = MARKET_GROUP;

describe('market titles in the sport’s words', () => {
  it('speak of maps for an esports match and of rounds or kills for one of its maps', () => {
    expect(marketTitle(G.correctScore, VALORANT)).toEqual({
      en: 'Correct score (maps)',
      ru: 'Точный счёт по картам',
      ar: 'النتيجة الصحيحة (الخرائط)',
    });
    expect(marketTitle(G.total, CS2)?.en).toBe('Total maps');
    expect(marketTitle(G.handicap, CS2)?.ru).toBe('Фора по картам');
    expect(marketTitle(G.result1x2, CS2)?.en).toBe('Match winner');
    expect(marketTitle(G.result1x2, CS2, 'period')).toEqual({
      en: 'Map winner',
      ru: 'Победитель карты',
      ar: 'الفائز بالخريطة',
    });
    expect(marketTitle(G.total, VALORANT, 'period')?.ru).toBe('Тотал раундов');
    expect(marketTitle(G.total, DOTA, 'period')?.en).toBe('Total kills');
  });

  it('speak of sets in tennis and volleyball and of games («партии») in table tennis', () => {
    expect(marketTitle(G.correctScore, 4)?.en).toBe('Correct score (sets)');
    expect(marketTitle(G.total, 6)?.ru).toBe('Тотал сетов');
    expect(marketTitle(G.handicap, 10)?.ru).toBe('Фора по партиям');
    expect(marketTitle(G.result1x2, 4, 'period')?.en).toBe('Set winner');
    expect(marketTitle(G.result1x2, 10, 'period')?.ru).toBe('Победитель партии');
    expect(marketTitle(G.total, 31)?.en).toBe('Total runs');
  });

  it('keep football plain and mark hockey’s regulation-time and basketball’s overtime markets', () => {
    expect(marketTitle(G.result1x2, 1)?.en).toBe('1X2');
    expect(marketTitle(G.total, 1)?.en).toBe('Total');
    expect(marketTitle(G.result1x2, 2)).toEqual({
      en: '1X2 (regulation time)',
      ru: 'Исход (основное время)',
      ar: 'النتيجة 1X2 (الوقت الأصلي)',
    });
    expect(marketTitle(G.total, 2, 'period')?.en).toBe('Total');
    expect(marketTitle(G.overallWinner, 2)?.ru).toBe('Победитель с учётом ОТ и буллитов');
    expect(marketTitle(G.overallWinner, 1)?.en).toBe('To qualify');
    expect(marketTitle(G.result1x2, 3)?.en).toBe('Winner (incl. overtime)');
    expect(marketTitle(G.total, 3)?.ru).toBe('Тотал (с учётом ОТ)');
    // A two-way winner priced in group 1 is named as a winner, never "1X2".
    expect(marketTitle(G.result1x2, 3)?.en).toBe('Winner (incl. overtime)');
    expect(marketTitle(G.result1x2, VALORANT)?.en).toBe('Match winner');
  });

  it('speak of rounds and the fight in MMA', () => {
    expect(marketTitle(G.total, 37)?.en).toBe('Total rounds');
    expect(marketTitle(G.result1x2, 37)?.ru).toBe('Победитель боя');
    expect(marketTitle(G.fightDistance, 37)?.en).toBe('Fight goes the distance');
  });

  it('name every group of the dictionary for every sport in every language', () => {
    for (const sport of SPORTS) {
      for (const { group } of MARKET_GROUPS) {
        for (const scope of ['match', 'period'] as const) {
          const title = marketTitle(group, sport.id, scope);
          for (const lang of REFERENCE_LANGUAGES)
            expect(title?.[lang].trim(), `${group} ${sport.slug} ${scope} ${lang}`).toBeTruthy();
        }
      }
    }
    expect(marketTitle(9999, 1)).toBeUndefined();
  });
});
