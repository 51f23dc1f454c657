import { bareFeedPath, FEED_BARE_ROOTS, FEED_CALLS, feedPath } from '@arenabet/contracts';
import { describe, expect, it } from 'vitest';
import { feedRefusal, feedTestApp } from './feed-routes-test-kit.ts';

/* Older clients of the format read the same calls under the bare /LineFeed and /LiveFeed. */

const feed = feedTestApp();

describe('the bare /LineFeed and /LiveFeed roots', () => {
  it('answer every call as /service-api does, byte for byte, with the same ETag', async () => {
    const [game] = (
      await feed.t.app.inject({ method: 'GET', url: feedPath('line', 'Get1x2_VZip') })
    ).json().Value as { I: number; LI: number; SI: number; O1I: number }[];
    const query = `?id=${game?.I}&champ=${game?.LI}&teams=${game?.O1I}&text=a&games=${game?.I}&sport=${game?.SI}&lng=en`;
    for (const root of ['line', 'live'] as const) {
      for (const call of FEED_CALLS) {
        const service = await feed.t.app.inject({ url: feedPath(root, call) + query });
        const bare = await feed.t.app.inject({ url: bareFeedPath(root, call) + query });
        expect(bare.statusCode, `${root} ${call}`).toBe(service.statusCode);
        expect(bare.body, `${root} ${call}`).toBe(service.body);
        expect(bare.headers.etag).toBe(service.headers.etag);
      }
    }
  });

  it('refuse in the feed’s envelope, as /service-api does', async () => {
    expect(await feedRefusal(feed.t, `${FEED_BARE_ROOTS.line}/NoSuchCall`)).toEqual({
      status: 404,
      error: 'Unknown feed call',
    });
    expect(await feedRefusal(feed.t, bareFeedPath('live', 'GetGameZip'))).toEqual({
      status: 400,
      error: 'Parameter id is required',
    });
    expect((await feedRefusal(feed.t, bareFeedPath('line', 'Get1x2_VZip'), 'POST')).status).toBe(
      405,
    );
  });
});
