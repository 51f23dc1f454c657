import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { HTTPError, Unauthorized } from './errors.ts';
import { USER_CONFIG_KEY } from './player-scope.ts';

/**
 * The client repeats transport failures itself; the query layer repeats nothing else, since
 * a 4xx answer will not change by asking again.
 *
 * A 401 from any player call means the session ended elsewhere (closed from another device,
 * expired): the sign-in state is asked again so the header and guards catch up at once.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError: (error) => recheckSignIn(client, error) }),
    mutationCache: new MutationCache({ onError: (error) => recheckSignIn(client, error) }),
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof HTTPError && error.status >= 500,
      },
    },
  });
  return client;
}

export function recheckSignIn(client: QueryClient, error: unknown): void {
  if (error instanceof Unauthorized) void client.invalidateQueries({ queryKey: USER_CONFIG_KEY });
}

export const queryClient = createQueryClient();
