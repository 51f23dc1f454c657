import {
  champListAnswer,
  FEED_MAX_COUNT,
  type FeedRoot,
  gameListAnswer,
  sportsShortAnswer,
} from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { feedTestApp, feedValue, LINE, LIVE } from './feed-routes-test-kit.ts';

/*
 * Clients of the format walk GetSportsShortZip, then GetChampsZip per sport, then Get1x2_VZip per
 * sport or champ with the count they were promised, and drop what they cannot fetch. Every count
 * must therefore be exactly what the list then gives: checked for the whole small world, every
 * sport and every champ of both feeds.
 */

const feed = feedTestApp();
const path = (root: FeedRoot) => (root === 'line' ? LINE : LIVE);

async function listed(root: FeedRoot, query: string) {
  return feedValue(feed.t, path(root)('Get1x2_VZip', query), gameListAnswer);
}

describe.each(['line', 'live'] as const)('the counts of the %s feed', (root) => {
  it('promise every sport’s and champ’s games, and the list gives exactly those', async () => {
    const sports = await feedValue(feed.t, path(root)('GetSportsShortZip'), sportsShortAnswer);
    expect(sports.length).toBeGreaterThan(0);
    const everything = await listed(root, `?count=${FEED_MAX_COUNT}`);
    expect(sports.reduce((sum, sport) => sum + sport.C, 0)).toBe(everything.length);
    for (const sport of sports) {
      const games = await listed(root, `?sports=${sport.I}&count=${sport.C}`);
      expect(games, `sport ${sport.I}`).toHaveLength(sport.C);
      expect(games.every((g) => g.SI === sport.I)).toBe(true);
      const champs = await feedValue(
        feed.t,
        path(root)('GetChampsZip', `?sport=${sport.I}`),
        champListAnswer,
      );
      expect(
        champs.reduce((sum, champ) => sum + champ.GC, 0),
        `sport ${sport.I}`,
      ).toBe(sport.C);
      for (const champ of champs) {
        const ofChamp = await listed(root, `?champs=${champ.LI}&count=${champ.GC}`);
        expect(
          ofChamp.map((g) => g.LI),
          `champ ${champ.LI}`,
        ).toEqual(Array(champ.GC).fill(champ.LI));
      }
    }
  });

  it('count games without a main market only when asked for them, as the list does', async () => {
    const sports = await feedValue(
      feed.t,
      path(root)('GetSportsShortZip', '?getEmpty=true'),
      sportsShortAnswer,
    );
    const everything = await listed(root, `?count=${FEED_MAX_COUNT}&getEmpty=true`);
    expect(sports.reduce((sum, sport) => sum + sport.C, 0)).toBe(everything.length);
    const inSnapshot = feed.t.app.services.feed.snapshot.index(root).games.length;
    expect(everything).toHaveLength(inSnapshot);
  });
});

it('leave out of lists and counts a live game priced on no main market, until asked for', async () => {
  // Such a game comes now and then (a table tennis game priced on its correct score only): the
  // feed moves on minute by minute until one is in play, then both counts must still hold.
  const { feed: service } = feed.t.app.services;
  for (let minute = 0; minute < 180; minute += 1) {
    const shown = await listed('live', `?count=${FEED_MAX_COUNT}`);
    const every = await listed('live', `?count=${FEED_MAX_COUNT}&getEmpty=true`);
    if (every.length > shown.length) {
      const counts = async (query: string) =>
        (await feedValue(feed.t, LIVE('GetSportsShortZip', query), sportsShortAnswer)).reduce(
          (sum, sport) => sum + sport.C,
          0,
        );
      expect(await counts('')).toBe(shown.length);
      expect(await counts('?getEmpty=true')).toBe(every.length);
      return;
    }
    feed.t.clock.advance(60_000);
    await service.tick();
  }
  throw new Error('no live game without a main market came in three hours');
});
