import {
  correctScoreLine,
  type FeedOutcome,
  MARKET_GROUP,
  OUTCOME_TYPE,
} from '@arenabet/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  correctScoreGrid,
  groupMarkets,
  marketName,
  marketPlaceOf,
  scoreUnitIn,
} from './markets.ts';

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

function outcome(group: number, type: number, odds: number, line?: number): FeedOutcome {
  return {
    group,
    type,
    odds,
    oddsText: odds.toFixed(2),
    locked: false,
    ...(line === undefined ? {} : { line }),
  };
}

describe('groupMarkets', () => {
  it('orders markets as the dictionary does and outcomes as their types do', () => {
    const markets = groupMarkets([
      outcome(G.total, T.under, 1.9, 2.5),
      outcome(G.result1x2, T.away, 3.4),
      outcome(G.bothTeamsToScore, T.bothScoreNo, 2.1),
      outcome(G.result1x2, T.home, 2.2),
      outcome(G.total, T.over, 1.9, 2.5),
      outcome(G.result1x2, T.draw, 3.1),
      outcome(G.doubleChance, T.homeOrAway, 1.3),
    ]);
    expect(markets.map((m) => m.group)).toEqual([
      G.result1x2,
      G.doubleChance,
      G.total,
      G.bothTeamsToScore,
    ]);
    expect(markets[0]?.rows[0]?.outcomes.map((o) => o.type)).toEqual([T.home, T.draw, T.away]);
    expect(markets[2]?.rows[0]?.outcomes.map((o) => o.type)).toEqual([T.over, T.under]);
  });

  it('pairs a handicap by the home line: home -1.5 sits beside away +1.5', () => {
    const [handicap] = groupMarkets([
      outcome(G.handicap, T.handicapAway, 1.7, 1.5),
      outcome(G.handicap, T.handicapHome, 2.1, -1.5),
      outcome(G.handicap, T.handicapHome, 1.5, 0),
      outcome(G.handicap, T.handicapAway, 2.5, 0),
    ]);
    expect(handicap?.layout).toBe('lines');
    expect(handicap?.rows.map((r) => r.outcomes.map((o) => [o.type, o.line]))).toEqual([
      [
        [T.handicapHome, -1.5],
        [T.handicapAway, 1.5],
      ],
      [
        [T.handicapHome, 0],
        [T.handicapAway, 0],
      ],
    ]);
  });

  it('puts totals in rows by line, lowest line first', () => {
    const [total] = groupMarkets([
      outcome(G.total, T.over, 2.4, 3.5),
      outcome(G.total, T.over, 1.4, 1.5),
      outcome(G.total, T.under, 2.9, 1.5),
    ]);
    expect(total?.rows.map((r) => r.key)).toEqual(['1.5', '3.5']);
  });

  it('keeps a market the dictionary does not know, after the known ones', () => {
    const markets = groupMarkets([outcome(9999, 1, 1.5), outcome(G.result1x2, T.home, 2)]);
    expect(markets.map((m) => [m.group, m.layout])).toEqual([
      [G.result1x2, 'row'],
      [9999, 'row'],
    ]);
  });

  it('loses no outcome and never mixes groups', () => {
    const groups = [G.result1x2, G.handicap, G.total, G.correctScore, G.raceWinner, 777];
    const anOutcome = fc
      .record({
        group: fc.constantFrom(...groups),
        type: fc.integer({ min: 1, max: 3000 }),
        odds: fc.double({ min: 1.01, max: 100, noNaN: true }),
        line: fc.option(
          fc.integer({ min: -20, max: 20 }).map((n) => n / 2),
          { nil: undefined },
        ),
      })
      .map((o) => outcome(o.group, o.type, o.odds, o.line));
    fc.assert(
      fc.property(fc.array(anOutcome, { maxLength: 60 }), (outcomes) => {
        const markets = groupMarkets(outcomes);
        const shown = markets.flatMap((m) => m.rows.flatMap((r) => r.outcomes));
        expect(shown).toHaveLength(outcomes.length);
        for (const market of markets) {
          for (const row of market.rows) {
            expect(row.outcomes.every((o) => o.group === market.group)).toBe(true);
          }
        }
        expect(new Set(markets.map((m) => m.group)).size).toBe(markets.length);
      }),
    );
  });
});

describe('marketName', () => {
  const football = { sportId: 1, scope: 'match' } as const;
  it('names a market in the language, and an unknown one by its number', () => {
    expect(marketName(G.total, football, 'ru', 'Рынок')).toBe('Тотал');
    expect(marketName(G.total, football, 'ar', 'سوق')).toBe('المجموع');
    expect(marketName(G.total, football, 'de', 'Market')).toBe('Total');
    expect(marketName(4321, football, 'en', 'Market')).toBe('Market 4321');
  });

  it('names it in the sport’s words: a Valorant match counts maps, one of its maps rounds', () => {
    const valorant = marketPlaceOf({ sportId: 4004 });
    const map = marketPlaceOf({ sportId: 4004, parentId: 77 });
    expect(valorant.scope).toBe('match');
    expect(marketName(G.correctScore, valorant, 'en', 'Market')).toBe('Correct score (maps)');
    expect(marketName(G.total, map, 'ru', 'Рынок')).toBe('Тотал раундов');
    expect(scoreUnitIn(valorant, 'ru')).toBe('карты');
    expect(scoreUnitIn(map, 'en')).toBe('rounds');
    expect(scoreUnitIn({ sportId: 1, scope: 'match' }, 'ar')).toBe('الأهداف');
  });
});

describe('correctScoreGrid', () => {
  it('lays the scores out as home goals by away goals, with holes where nothing is offered', () => {
    const grid = correctScoreGrid([
      outcome(G.correctScore, T.correctScore, 7, correctScoreLine(1, 0)),
      outcome(G.correctScore, T.correctScore, 9, correctScoreLine(0, 2)),
      outcome(G.correctScore, T.correctScore, 11, correctScoreLine(2, 1)),
    ]);
    expect(grid.homeGoals).toEqual([0, 1, 2]);
    expect(grid.awayGoals).toEqual([0, 1, 2]);
    expect(grid.cell(2, 1)?.odds).toBe(11);
    expect(grid.cell(0, 2)?.odds).toBe(9);
    expect(grid.cell(1, 1)).toBeUndefined();
  });
});
