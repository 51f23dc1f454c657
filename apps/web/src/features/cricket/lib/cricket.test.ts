import type { FeedGame } from '@arenabet/contracts';
import { sportById } from '@arenabet/reference/sports';
import { describe, expect, it } from 'vitest';
import { CRICKET_SPORT_ID, inningsText, routeIdOf } from './cricket.ts';

const game = (live?: FeedGame['live']): FeedGame => ({
  id: 1,
  champId: 2,
  champName: 'Premier League',
  sportId: CRICKET_SPORT_ID,
  sportName: 'Cricket',
  home: { name: 'Mumbai' },
  away: { name: 'Chennai' },
  startsAt: 1_800_000_000,
  marketCount: 10,
  subGames: [],
  version: 1,
  priority: 0,
  outcomes: [],
  ...(live ? { live } : {}),
});

describe('CRICKET_SPORT_ID', () => {
  it('is cricket in the reference table', () => {
    expect(sportById(CRICKET_SPORT_ID)?.slug).toBe('cricket');
  });
});

describe('inningsText', () => {
  it('lists the innings of a side, or its score before innings are known', () => {
    const score = (home: number, away: number) => ({ home, away });
    const twoInnings = game({
      score: score(305, 160),
      periodScores: [
        { period: 1, score: score(145, 0) },
        { period: 2, score: score(160, 160) },
      ],
      info: [],
    });
    expect(inningsText(twoInnings, 'home')).toBe('145 · 160');
    expect(inningsText(twoInnings, 'away')).toBe('0 · 160');
    const early = game({ score: score(12, 0), periodScores: [], info: [] });
    expect(inningsText(early, 'home')).toBe('12');
    expect(inningsText(game(), 'home')).toBe('');
  });
});

describe('routeIdOf', () => {
  it('takes positive whole numbers only', () => {
    expect(routeIdOf('42')).toBe(42);
    expect(routeIdOf('0')).toBeUndefined();
    expect(routeIdOf('x')).toBeUndefined();
    expect(routeIdOf(undefined)).toBeUndefined();
  });
});
