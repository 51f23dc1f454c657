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

it('have a game at this instant that no list shows, so the rule above is exercised', async () => {
  // A table tennis game in play priced on its correct score only.
  const shown = await listed('live', `?count=${FEED_MAX_COUNT}`);
  const every = await listed('live', `?count=${FEED_MAX_COUNT}&getEmpty=true`);
  expect(every.length).toBeGreaterThan(shown.length);
});
