/**
 * The instant every test starts from: a Saturday afternoon in March, when the football leagues
 * of both hemispheres, the winter sports and the tours are all in season. Tests that need
 * another moment move their clock from here; none reads the wall clock, which a run sets to a
 * random instant (see run-clock.ts) to prove it.
 */
export const TEST_INSTANT = new Date('2026-03-14T14:20:00.000Z');

/** TEST_INSTANT in unix seconds, as the feed counts time. */
export const TEST_INSTANT_SECONDS = TEST_INSTANT.getTime() / 1000;
