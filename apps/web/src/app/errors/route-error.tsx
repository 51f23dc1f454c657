import { isRouteErrorResponse, useRouteError } from 'react-router';
import { HTTPError } from '../../shared/api/errors.ts';
import { NotFoundPage } from '../pages/not-found-page.tsx';
import { ErrorScreen } from './error-screen.tsx';

/** Error element of the routes: a missing page is the 404 page, anything else an error screen. */
export function RouteError({ fullPage = false }: { fullPage?: boolean }) {
  const error = useRouteError();
  const missing =
    (isRouteErrorResponse(error) && error.status === 404) ||
    (error instanceof HTTPError && error.status === 404);
  // Without the layout (the language itself failed) there is no frame for the 404 page.
  if (missing && !fullPage) return <NotFoundPage />;
  if (!(error instanceof HTTPError)) console.error('Route error', error);
  return <ErrorScreen fullPage={fullPage} error={error} />;
}
