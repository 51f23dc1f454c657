import type { ReactNode } from 'react';
import type { Params } from 'react-router';
import type { RouteName } from './route-map.ts';

/** Where a screen is opened: what its first data request is made of. */
export interface ScreenAddress {
  params: Params;
  search: URLSearchParams;
  language: string;
}

/**
 * A feature's screen for one named route; the router mounts it behind the route's guard.
 * `load` imports the screen's code with `import()` and makes its element, so each screen is a
 * chunk of its own, fetched when its route is first opened (alongside the route's data) and
 * never on the home page:
 *
 *     { route: 'recharge', load: () => import('./recharge-page.tsx').then((m) => <m.RechargePage />) }
 *
 * A static import of the page in a screens file would put it back into the entry chunk; the
 * build's size budget (`apps/web/scripts/size-budget.ts`) says so.
 */
export interface Screen {
  route: RouteName;
  load: () => Promise<ReactNode>;
  /**
   * Starts the screen's first data request as its route opens, alongside its code rather than
   * after it: on a phone's slow link that is a round trip sooner on screen.
   */
  prefetch?: (address: ScreenAddress) => void;
}
