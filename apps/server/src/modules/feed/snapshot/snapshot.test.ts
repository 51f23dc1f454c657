import { MARKET_GROUP } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { FIXTURE_TEAMS, fixtureChamp, fixtureGame, liveFixture } from '../feed-test-kit.ts';
import { FeedSnapshot } from './snapshot.ts';

const football = fixtureGame({ id: 1, sportId: 1 });
const tennis = fixtureGame({ id: 2, sportId: 4, champId: 12, startsAt: football.startsAt - 60 });

function snapshot() {
  const s = new FeedSnapshot();
  s.setReference(
    [fixtureChamp(), fixtureChamp({ id: 12, sportId: 4, countryId: 2 })],
    FIXTURE_TEAMS,
  );
  s.replaceAll(
    [
      { game: football, version: 3 },
      { game: tennis, version: 4 },
    ],
    4,
  );
  return s;
}

describe('the snapshot', () => {
  it('indexes each phase by sport, champ, country and team, in feed order', () => {
    const index = snapshot().index('line');
    expect(index.games.map((e) => e.game.id)).toEqual([2, 1]);
    expect(index.bySport.get(4)?.map((e) => e.game.id)).toEqual([2]);
    expect(index.byChamp.get(11)?.map((e) => e.game.id)).toEqual([1]);
    expect(index.byCountry.get(2)?.map((e) => e.game.id)).toEqual([2]);
    expect(index.byTeam.get(101)?.map((e) => e.game.id)).toEqual([2, 1]);
  });

  it('moves the version of only the sport and phase that changed', () => {
    const s = snapshot();
    const before = {
      football: s.versionOf({ kind: 'phase', phase: 'line', sportIds: [1] }),
      tennis: s.versionOf({ kind: 'phase', phase: 'line', sportIds: [4] }),
      membership: s.versionOf({ kind: 'membership' }),
    };
    s.apply([{ ...football, priority: 5 }], 5);
    expect(s.versionOf({ kind: 'phase', phase: 'line', sportIds: [1] })).toBe(5);
    expect(s.versionOf({ kind: 'phase', phase: 'line', sportIds: [4] })).toBe(before.tennis);
    expect(s.versionOf({ kind: 'membership' })).toBe(before.membership);
    expect(s.versionOf({ kind: 'game', id: 1 })).toBe(5);
    expect(s.versionOf({ kind: 'game', id: 2 })).toBe(4);
  });

  it('moves the membership version when a game changes phase', () => {
    const s = snapshot();
    s.apply([liveFixture(football, 0, 0, 0)], 6);
    expect(s.versionOf({ kind: 'membership' })).toBe(6);
    expect(s.index('live').games.map((e) => e.game.id)).toEqual([1]);
    expect(s.index('line').games.map((e) => e.game.id)).toEqual([2]);
  });

  it('moves the membership version when a game gains or loses its main markets, the counts’ rule', () => {
    const s = snapshot();
    const withoutMainMarkets = football.outcomes.filter(
      (o) => o.group === MARKET_GROUP.bothTeamsToScore,
    );
    s.apply([{ ...football, outcomes: withoutMainMarkets }], 9);
    expect(s.versionOf({ kind: 'membership' })).toBe(9);
    s.apply([{ ...football, outcomes: withoutMainMarkets, priority: 3 }], 10);
    expect(s.versionOf({ kind: 'membership' })).toBe(9);
    s.apply([football], 11);
    expect(s.versionOf({ kind: 'membership' })).toBe(11);
  });

  it('drops on reload the games the database no longer has in the feeds', () => {
    const s = snapshot();
    const applied = s.replaceAll([{ game: tennis, version: 4 }], 7);
    expect(applied.map((c) => [c.game.id, c.after])).toEqual([[1, undefined]]);
    expect(s.game(1)).toBeUndefined();
    expect(s.version).toBe(7);
  });

  it('finds a game by the id of one of its sub-games', () => {
    const s = snapshot();
    const half = { id: 77, periodName: { ru: '1', en: '1', ar: '1' }, kind: 0, outcomes: [] };
    s.apply([{ ...football, subGames: [half] }], 8);
    expect(s.parentOfSubGame(77)?.game.id).toBe(1);
    expect(s.versionOf({ kind: 'game', id: 77 })).toBe(8);
  });
});
