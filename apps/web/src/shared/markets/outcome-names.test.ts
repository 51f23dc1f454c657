import {
  correctScoreLine,
  type FeedOutcome,
  MARKET_GROUP,
  OUTCOME_TYPE,
  RACE_RUNNER_TYPE_BASE,
} from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { outcomeName } from './outcome-names.ts';

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

function outcome(group: number, type: number, line?: number): FeedOutcome {
  return {
    group,
    type,
    odds: 1.9,
    oddsText: '1.90',
    locked: false,
    ...(line === undefined ? {} : { line }),
  };
}

describe('outcomeName', () => {
  it('puts the line into the dictionary name in each language', () => {
    expect(outcomeName(outcome(G.total, T.over, 2.5), 'ru')).toBe('ТБ 2.5');
    expect(outcomeName(outcome(G.total, T.under, 2.5), 'en')).toBe('Under 2.5');
    expect(outcomeName(outcome(G.handicap, T.handicapHome, -1.5), 'en')).toBe('H1 (-1.5)');
    expect(outcomeName(outcome(G.handicap, T.handicapAway, 1.5), 'ar')).toBe('هـ2 (+1.5)');
    expect(outcomeName(outcome(G.result1x2, T.draw), 'ru')).toBe('Х');
  });

  it('writes a correct score as the score', () => {
    const twoOne = outcome(G.correctScore, T.correctScore, correctScoreLine(2, 1));
    expect(outcomeName(twoOne, 'en')).toBe('2:1');
  });

  it('names a race runner by the game’s runners, the first runner being number 1', () => {
    const runners = ['Northern Star', 'Silver Arrow'];
    expect(outcomeName(outcome(G.raceWinner, RACE_RUNNER_TYPE_BASE + 1), 'en', runners)).toBe(
      'Northern Star',
    );
    expect(outcomeName(outcome(G.racePlace, RACE_RUNNER_TYPE_BASE + 2), 'ru', runners)).toBe(
      'Silver Arrow',
    );
  });

  it('keeps an outcome type the dictionary does not know visible, by its number', () => {
    expect(outcomeName(outcome(555, 42), 'en')).toBe('42');
    expect(outcomeName(outcome(555, 42, 3.5), 'en')).toBe('42 (3.5)');
  });
});
