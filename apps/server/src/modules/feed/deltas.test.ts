import { GAME_STATUS } from '@arenabet/reference/games';
import { describe, expect, it } from 'vitest';
import { changeBatch } from './deltas.ts';
import { FIXTURE_TEAMS, fixtureChamp, fixtureGame, liveFixture } from './feed-test-kit.ts';
import { FeedSnapshot } from './snapshot/snapshot.ts';
import type { SourceGame } from './source.ts';

function snapshotWith(game: SourceGame): FeedSnapshot {
  const snapshot = new FeedSnapshot();
  snapshot.setReference([fixtureChamp()], FIXTURE_TEAMS);
  snapshot.replaceAll([{ game, version: 1 }], 1);
  return snapshot;
}

function batchAfter(snapshot: FeedSnapshot, game: SourceGame, version = 2) {
  return changeBatch(snapshot.apply([game], version), snapshot);
}

const line = fixtureGame();
const withOdds = (game: SourceGame, index: number, odds: number, locked = false) => ({
  ...game,
  outcomes: game.outcomes.map((o, i) =>
    i === index ? { ...o, odds, oddsText: String(odds), locked } : o,
  ),
});

describe('deltas of a batch', () => {
  it('carry only the outcomes whose odds or lock changed, with the new version', () => {
    const snapshot = snapshotWith(line);
    const changed = withOdds(withOdds(line, 0, 2.2), 2, 3.6, true);
    const [change] = batchAfter(snapshot, changed).changes;
    expect(change).toMatchObject({ gameId: 1001, sportId: 1, champId: 11, phase: 'line' });
    expect(change?.delta('en')).toEqual({
      I: 1001,
      U: 2,
      E: [
        { T: 1, C: 2.2, CV: '2.2', G: 1 },
        { T: 3, C: 3.6, CV: '3.6', G: 1, B: true },
      ],
    });
  });

  it('name removed outcomes by their keys', () => {
    const snapshot = snapshotWith(line);
    const fewer = { ...line, outcomes: line.outcomes.filter((o) => o.group !== 17) };
    expect(batchAfter(snapshot, fewer).changes[0]?.delta('en').ER).toEqual([
      '17:9:1.5',
      '17:10:1.5',
      '17:9:2.5',
      '17:10:2.5',
      '17:9:3.5',
      '17:10:3.5',
    ]);
  });

  it('move a starting game from the line feed (X) to the live feed (N, whole)', () => {
    const snapshot = snapshotWith(line);
    const { changes } = batchAfter(snapshot, liveFixture(line, 0, 0, 0));
    expect(changes.map((c) => [c.phase, Object.keys(c.delta('ru'))])).toEqual([
      ['line', ['I', 'U', 'GS', 'SC', 'X']],
      ['live', ['I', 'U', 'N']],
    ]);
    const whole = changes[1]?.delta('ru').N;
    expect(whole).toMatchObject({ I: 1001, U: 2, O1: 'Нортпорт Роверс', L: 'Премьер-лига' });
    expect(whole?.SC).toMatchObject({ FS: { S1: 0, S2: 0 }, CPS: '1-й тайм' });
    expect(snapshot.game(1001)?.phase).toBe('live');
  });

  it('give a live game its new score in the language asked, computed once per language', () => {
    const live = liveFixture(line, 0, 0, 600);
    const snapshot = snapshotWith(live);
    const [change] = batchAfter(snapshot, liveFixture(line, 1, 0, 660)).changes;
    expect(change?.delta('ar').SC).toMatchObject({
      FS: { S1: 1, S2: 0 },
      TS: 660,
      CPS: 'الشوط الأول',
    });
    expect(change?.delta('en-US')).toBe(change?.delta('en'));
  });

  it('tell a game leaving the feed with its status and final score', () => {
    const live = liveFixture(line, 2, 1, 5400);
    const snapshot = snapshotWith(live);
    const finished = { ...live, isLive: false, status: GAME_STATUS.SETTLED };
    const { changes } = batchAfter(snapshot, finished);
    expect(changes.map((c) => c.delta('en'))).toEqual([
      expect.objectContaining({
        I: 1001,
        GS: 2,
        X: true,
        SC: expect.objectContaining({ FS: { S1: 2, S2: 1 } }),
      }),
    ]);
    expect(snapshot.game(1001)).toBeUndefined();
  });

  it('announce the events that are new since the last version, with the teams', () => {
    const live = liveFixture(line, 0, 0, 600);
    const snapshot = snapshotWith(live);
    const goal = {
      kind: 'goal' as const,
      atSeconds: 640,
      side: 1 as const,
      score: { home: 1, away: 0 },
    };
    const { events } = batchAfter(snapshot, { ...liveFixture(line, 1, 0, 660), events: [goal] });
    expect(events).toEqual([
      {
        gameId: 1001,
        sportId: 1,
        champId: 11,
        home: FIXTURE_TEAMS[0]?.name,
        away: FIXTURE_TEAMS[1]?.name,
        event: goal,
      },
    ]);
  });

  it('report a sub-game’s odds on its own id with its parent', () => {
    const half = {
      id: 5001,
      periodName: { ru: '1-й тайм', en: '1st half', ar: 'الشوط الأول' },
      kind: 0,
    };
    const withHalf = { ...line, subGames: [{ ...half, outcomes: line.outcomes.slice(0, 3) }] };
    const snapshot = snapshotWith(withHalf);
    const changedHalf = {
      ...withHalf,
      subGames: [{ ...half, outcomes: withOdds(line, 1, 3.3).outcomes.slice(0, 3) }],
    };
    const changes = batchAfter(snapshot, changedHalf).changes;
    expect(changes.map((c) => [c.gameId, c.parentId])).toEqual([
      [1001, undefined],
      [5001, 1001],
    ]);
    expect(changes[1]?.delta('en')).toEqual({
      I: 5001,
      U: 2,
      E: [{ T: 2, C: 3.3, CV: '3.3', G: 1 }],
    });
  });

  it('skip a game whose version is not newer than the one held', () => {
    const snapshot = snapshotWith(line);
    expect(snapshot.apply([withOdds(line, 0, 9)], 1)).toEqual([]);
  });
});
