import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import type { AppRouter } from './router.tsx';
import { usePreferencesOnDocument } from './use-preferences-on-document.ts';

export function App({ router }: { router: AppRouter }) {
  usePreferencesOnDocument();
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
