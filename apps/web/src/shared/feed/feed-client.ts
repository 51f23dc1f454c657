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
import type { z } from 'zod/mini';
import type { ApiClient } from '../api/client.ts';
import { rootApi } from '../api/clients.ts';
import { HTTPError } from '../api/errors.ts';

/*
 * The site reads its own line through the public feed calls, exactly as a third-party tool
 * would: compact names on the wire, checked by the contracts' schemas, turned into the app's
 * clear names by the contracts' one mapping. Nothing else in the app sees a wire field.
 */

export { type FeedParams, shapeFeedParams } from '@arenabet/domain';

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
  answer: z.ZodMiniType<Envelope<V>>,
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

/**
 * GetGameZip: null when the feed no longer has the game. The feed answers such a game with
 * 404: an answer, not a failure, so it is kept like any other and not asked again on mount.
 */
export async function fetchGame(
  root: FeedRoot,
  shaped: Record<string, string>,
  options: FeedRequestOptions = {},
): Promise<FeedGame | null> {
  try {
    const value = await readFeed(root, 'GetGameZip', shaped, gameAnswer, options);
    return value ? decodeGame(value) : null;
  } catch (error) {
    if (isNotInFeed(error)) return null;
    throw error;
  }
}

function isNotInFeed(error: unknown): boolean {
  return (
    (error instanceof HTTPError && error.status === 404) ||
    (error instanceof FeedCallError && error.errorCode === 404)
  );
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
