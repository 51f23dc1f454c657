import { QueryClient } from '@tanstack/react-query';
import { HTTPError } from './errors.ts';

/**
 * The client repeats transport failures itself; the query layer repeats nothing else, since
 * a 4xx answer will not change by asking again.
 */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          failureCount < 1 && error instanceof HTTPError && error.status >= 500,
      },
    },
  });
}

export const queryClient = createQueryClient();
