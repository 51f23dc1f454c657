import { createBrowserRouter } from 'react-router';
import { routes } from './route-tree.tsx';

/** The app's router; creating it starts the first navigation (its loaders and prefetches). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}

export type AppRouter = ReturnType<typeof createAppRouter>;
