import type { ReactNode } from 'react';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { routeDenial } from '../../shared/routes/route-access.ts';
import { ROUTES, type RouteName } from '../../shared/routes/route-map.ts';
import type { RouteDefinition } from '../../shared/routes/route-meta.ts';
import { AccessDeniedPage } from '../pages/access-denied-page.tsx';

/** Renders a route's screen only when its meta flags let this visitor in. */
export function RouteGuard({ route, children }: { route: RouteName; children: ReactNode }) {
  const auth = useAuth();
  const language = useLanguage();
  const definition: RouteDefinition = ROUTES[route];
  // Before the first answer about the session a denial could be wrong; nothing is better.
  if (auth.pending) return null;
  const denial = routeDenial(definition.meta, { ...auth, language });
  return denial ? <AccessDeniedPage reason={denial} /> : children;
}
