import { type ReactNode, useRef } from 'react';
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
  const admitted = useRef(false);
  const definition: RouteDefinition = ROUTES[route];
  // Before the first answer about the session a denial could be wrong; nothing is better.
  if (auth.pending) return null;
  const denial = routeDenial(definition.meta, { ...auth, language });
  if (!denial) admitted.current = true;
  // A visitor who signs in on a page for visitors (registering on it) stays to read its last
  // step, the password or the welcome; arriving signed in, or signing out of a player's page,
  // is still refused.
  if (denial === 'signed-in' && admitted.current) return children;
  return denial ? <AccessDeniedPage reason={denial} /> : children;
}
