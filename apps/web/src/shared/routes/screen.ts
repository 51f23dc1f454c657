import type { ReactNode } from 'react';
import type { RouteName } from './route-map.ts';

/** A feature's screen for one named route; the router mounts it behind the route's guard. */
export interface Screen {
  route: RouteName;
  element: ReactNode;
}
