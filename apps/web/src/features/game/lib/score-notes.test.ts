import type { FeedGame, FeedLiveScore } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { scoreNotesOf } from './score-notes.ts';

const game = { home: { name: 'Home' }, away: { name: 'Away' } } as FeedGame;
const live = (info: FeedLiveScore['info']): FeedLiveScore => ({
  score: { home: 1, away: 1 },
  periodScores: [],
  info,
});

describe('scoreNotesOf', () => {
  it('tells the series length of an esports match and no super over', () => {
    expect(scoreNotesOf(game, live([{ key: 'bestOf', value: '3' }]))).toEqual({
      tallies: [],
      bestOf: 3,
    });
  });

  it('names the super over’s winner once it is known', () => {
    expect(scoreNotesOf(game, live([{ key: 'superOver', value: '0' }]))).toEqual({ tallies: [] });
    expect(scoreNotesOf(game, live([{ key: 'superOver', value: '2' }])).superOverTeam).toBe('Away');
  });

  it('keeps the penalty tally apart from the score', () => {
    const notes = scoreNotesOf(game, live([{ key: 'penalties', value: '4:3' }]));
    expect(notes.tallies.map((t) => [t.label.en, t.score])).toEqual([
      ['Penalties', { home: 4, away: 3 }],
    ]);
  });
});
