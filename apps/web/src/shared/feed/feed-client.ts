import {
  champAnswer,
  champListAnswer,
  decodeChamp,
  decodeGame,
  decodeMarketName,
  decodeSportShort,
  type FeedCall,
  type FeedChamp,
  type FeedGame,
  type FeedMarketName,
  type FeedRoot,
  type FeedSportShort,
  feedPath,
  gameAnswer,
  gameListAnswer,
  marketNamesAnswer,
  sportsShortAnswer,
} from '@arenabet/contracts';
import { FEED_QUERY_PARAMS, type FeedQuery, shapeRequestParams } from '@arenabet/domain';
import type { z } from 'zod';
import type { ApiClient } from '../api/client.ts';
import { rootApi } from '../api/clients.ts';

/*
 * The site reads its own line through the public feed calls, exactly as a third-party tool
 * would: compact names on the wire, checked by the contracts' schemas, turned into the app's
 * clear names by the contracts' one mapping. Nothing else in the app sees a wire field.
 */

/** Parameters of a feed call: the spec's feed parameters plus the few a call names itself. */
export type FeedParams = FeedQuery & {
  /** GetChampsZip: the sport. */
  sport?: number;
  /** GetChampZip: the champ. */
  champ?: number;
  /** GetGameZip: the game. */
  id?: number;
  /** GetGameZip: include the game's sub-games (periods, corners, cards). */
  isSubGames?: boolean;
  /** Get1x2_VZip: champs without games are listed too. */
  getEmpty?: boolean;
};

/** The parameters a request actually sends, in one order: equal requests share a cache entry. */
export function shapeFeedParams(params: FeedParams): Record<string, string> {
  const { sport, champ, id, isSubGames, getEmpty, ...feedQuery } = params;
  const own = shapeRequestParams(
    {
      sport: { kind: 'int' },
      champ: { kind: 'int' },
      id: { kind: 'int' },
      isSubGames: { kind: 'bool' },
      getEmpty: { kind: 'bool' },
    },
    { sport, champ, id, isSubGames, getEmpty },
  );
  return { ...shapeRequestParams(FEED_QUERY_PARAMS, feedQuery), ...own };
}

/** A feed answer with `Success: false`: `Error` is the feed's own text. */
export class FeedCallError extends Error {
  override name = 'FeedCallError';
  readonly errorCode: number;
  constructor(message: string, errorCode: number) {
    super(message);
    this.errorCode = errorCode;
  }
}

interface Envelope<V> {
  Success: boolean;
  Error: string;
  ErrorCode: number;
  Value: V | null;
}

async function readFeed<V>(
  root: FeedRoot,
  call: FeedCall,
  shaped: Record<string, string>,
  answer: z.ZodType<Envelope<V>>,
  options: { signal?: AbortSignal; client?: ApiClient },
): Promise<V | null> {
  const client = options.client ?? rootApi;
  const body = await client.get(feedPath(root, call), shaped, {
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const envelope = answer.parse(body);
  if (!envelope.Success) throw new FeedCallError(envelope.Error, envelope.ErrorCode);
  return envelope.Value;
}

export interface FeedRequestOptions {
  signal?: AbortSignal;
  /** Another client (tests, tools); the site's own by default. */
  client?: ApiClient;
}

/** Lists of games: Get1x2_VZip and every call that answers games (search, team, favourites). */
export async function fetchGames(
  root: FeedRoot,
  call: FeedCall,
  shaped: Record<string, string>,
  options: FeedRequestOptions = {},
): Promise<FeedGame[]> {
  const value = await readFeed(root, call, shaped, gameListAnswer, options);
  return (value ?? []).map(decodeGame);
}

/** GetGameZip: null when the feed no longer has the game. */
export async function fetchGame(
  root: FeedRoot,
  shaped: Record<string, string>,
  options: FeedRequestOptions = {},
): Promise<FeedGame | null> {
  const value = await readFeed(root, 'GetGameZip', shaped, gameAnswer, options);
  return value ? decodeGame(value) : null;
}

export async function fetchSportsShort(
  root: FeedRoot,
  shaped: Record<string, string>,
  options: FeedRequestOptions = {},
): Promise<FeedSportShort[]> {
  const value = await readFeed(root, 'GetSportsShortZip', shaped, sportsShortAnswer, options);
  return (value ?? []).map(decodeSportShort);
}

/** GetChampsZip and WebGetTopChampsZip. */
export async function fetchChamps(
  root: FeedRoot,
  call: FeedCall,
  shaped: Record<string, string>,
  options: FeedRequestOptions = {},
): Promise<FeedChamp[]> {
  const value = await readFeed(root, call, shaped, champListAnswer, options);
  return (value ?? []).map(decodeChamp);
}

/** GetChampZip: the champ with its games; null when the feed does not know it. */
export async function fetchChamp(
  root: FeedRoot,
  shaped: Record<string, string>,
  options: FeedRequestOptions = {},
): Promise<FeedChamp | null> {
  const value = await readFeed(root, 'GetChampZip', shaped, champAnswer, options);
  return value ? decodeChamp(value) : null;
}

/** GetMarketsZip: market and outcome names in the asked language. */
export async function fetchMarketNames(
  root: FeedRoot,
  shaped: Record<string, string>,
  options: FeedRequestOptions = {},
): Promise<FeedMarketName[]> {
  const value = await readFeed(root, 'GetMarketsZip', shaped, marketNamesAnswer, options);
  return (value ?? []).map(decodeMarketName);
}
