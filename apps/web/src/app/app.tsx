import { QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { queryClient } from '../shared/api/query-client.ts';
import { i18n } from '../shared/i18n/i18n.ts';
import { AppErrorBoundary } from './errors/app-error-boundary.tsx';
import { router } from './router.tsx';
import { usePreferencesOnDocument } from './use-preferences-on-document.ts';

export function App() {
  usePreferencesOnDocument();
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        <I18nextProvider i18n={i18n}>
          <RouterProvider router={router} />
        </I18nextProvider>
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
