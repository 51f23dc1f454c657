import { decodeGame, encodeGame, feedSuccess } from '@arenabet/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { sendJson, startTestServer, type TestServer } from '../api/test-server.ts';
import {
  FeedCallError,
  fetchChamp,
  fetchChamps,
  fetchGame,
  fetchGames,
  shapeFeedParams,
} from './feed-client.ts';
import { wireGame } from './feed-test-kit.ts';

/** The kit's game as GetGameZip with GroupEvents sends it: markets in GE columns, no E. */
const groupedGame = encodeGame(decodeGame(wireGame(3)), 'grouped');

let server: TestServer;
const urls: string[] = [];

beforeAll(async () => {
  server = await startTestServer({
    '/service-api/LiveFeed/Get1x2_VZip': (req, res) => {
      urls.push(req.url ?? '');
      sendJson(res, 200, feedSuccess([wireGame(1, { SC: { FS: { S1: 1, S2: 0 } } })]));
    },
    '/service-api/LineFeed/GetChampZip': (_req, res) =>
      sendJson(res, 200, {
        ...feedSuccess(null),
        Success: false,
        Error: 'Unknown champ',
        ErrorCode: 404,
      }),
    '/service-api/LineFeed/GetGameZip': (_req, res) => sendJson(res, 200, feedSuccess(groupedGame)),
    // As the server answers a game it does not have: 404 with the feed's failure envelope.
    '/service-api/LiveFeed/GetGameZip': (_req, res) =>
      sendJson(res, 404, {
        ...feedSuccess(null),
        Success: false,
        Error: 'Not found in the feed',
        ErrorCode: 404,
      }),
    '/service-api/LineFeed/GetChampsZip': (_req, res) =>
      sendJson(res, 200, feedSuccess([{ LI: 10, L: 'PL', SI: 1, GC: 2, T: 1000 }])),
    '/service-api/LineFeed/Web_SearchZip': (_req, res) =>
      sendJson(res, 200, feedSuccess([{ I: 'wrong' }])),
  });
});
afterAll(() => server.close());

const client = () => createApiClient({ basePath: '', origin: server.origin });

describe('the feed client', () => {
  it('shapes the request by the spec and answers in the app names', async () => {
    const shaped = shapeFeedParams({ lng: 'en', sports: [3, 1, 3], count: 50, getEmpty: false });
    const games = await fetchGames('live', 'Get1x2_VZip', shaped, { client: client() });
    expect(urls.at(-1)).toBe('/service-api/LiveFeed/Get1x2_VZip?lng=en&sports=1%2C3&count=50');
    expect(games[0]).toMatchObject({
      id: 1,
      home: { name: 'Home 1' },
      live: { score: { home: 1 } },
    });
  });

  it('reads a game whose markets come grouped (GE) through the same one mapping', async () => {
    expect(groupedGame.E).toBeUndefined();
    const game = await fetchGame('line', shapeFeedParams({ id: 3 }), { client: client() });
    expect(game?.outcomes).toEqual(expect.arrayContaining(decodeGame(wireGame(3)).outcomes));
    expect(game?.outcomes).toHaveLength(decodeGame(wireGame(3)).outcomes.length);
  });

  it('answers null for a game the feed does not have, rather than failing', async () => {
    const game = await fetchGame('live', shapeFeedParams({ id: 3 }), { client: client() });
    expect(game).toBeNull();
  });

  it('reads a champ’s integer kind: 1000 is a top champ', async () => {
    const champs = await fetchChamps('line', 'GetChampsZip', shapeFeedParams({ sport: 1 }), {
      client: client(),
    });
    expect(champs).toMatchObject([{ id: 10, isTop: true, gameCount: 2 }]);
  });

  it('turns Success: false into an error with the feed text', async () => {
    const failing = fetchChamp('line', shapeFeedParams({ champ: 5 }), { client: client() });
    await expect(failing).rejects.toBeInstanceOf(FeedCallError);
    await expect(failing).rejects.toThrow('Unknown champ');
  });

  it('refuses an answer that does not match the contract', async () => {
    const reading = fetchGames('line', 'Web_SearchZip', shapeFeedParams({ text: 'x' }), {
      client: client(),
    });
    await expect(reading).rejects.toThrow();
  });
});
