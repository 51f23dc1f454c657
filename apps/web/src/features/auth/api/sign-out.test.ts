import { MutationObserver, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { HTTPError, Unauthorized } from '../../../shared/api/errors.ts';
import { PLAYER_SCOPE, USER_CONFIG_KEY } from '../../../shared/api/player-scope.ts';
import { signOutOptions } from './sign-out.ts';

const FAVORITES = [...PLAYER_SCOPE, 'favorites'];
const SIGNED_IN = { userId: 500_000_001 };

/** A client signed in, with a read of the player's favourites on its way to the server. */
function signedInReading() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(USER_CONFIG_KEY, SIGNED_IN);
  let readSignal: AbortSignal | undefined;
  void queryClient
    .fetchQuery({
      queryKey: FAVORITES,
      queryFn: ({ signal }) => {
        readSignal = signal;
        return new Promise((_, reject) => signal.addEventListener('abort', () => reject(signal)));
      },
    })
    .catch(() => undefined);
  return { queryClient, readSignal: () => readSignal };
}

/** Signs out through `tellServer`, noting what the page read when the server was told. */
async function signOut(queryClient: QueryClient, answer: () => Promise<unknown>) {
  let configWhenTold: unknown = 'not told';
  const observer = new MutationObserver(
    queryClient,
    signOutOptions(queryClient, () => {
      configWhenTold = queryClient.getQueryData(USER_CONFIG_KEY);
      return answer();
    }),
  );
  await observer.mutate().catch(() => undefined);
  return { configWhenTold };
}

const refusal = (status: number, Kind = HTTPError) => new Kind({ status, message: 'refused' });

describe('signing out', () => {
  it('stops the player calls in flight and reads as signed out before the server is told', async () => {
    const { queryClient, readSignal } = signedInReading();
    const { configWhenTold } = await signOut(queryClient, async () => ({}));
    expect(readSignal()?.aborted).toBe(true);
    expect(configWhenTold).toBeNull();
    expect(queryClient.getQueryData(USER_CONFIG_KEY)).toBeNull();
    expect(queryClient.getQueryCache().findAll({ queryKey: FAVORITES })).toEqual([]);
  });

  it('shows the player signed in again when the server could not be told', async () => {
    const { queryClient } = signedInReading();
    await signOut(queryClient, () => Promise.reject(refusal(503)));
    expect(queryClient.getQueryData(USER_CONFIG_KEY)).toEqual(SIGNED_IN);
  });

  it('signs out when the server says the session was already gone', async () => {
    const { queryClient } = signedInReading();
    await signOut(queryClient, () => Promise.reject(refusal(401, Unauthorized)));
    expect(queryClient.getQueryData(USER_CONFIG_KEY)).toBeNull();
  });
});
