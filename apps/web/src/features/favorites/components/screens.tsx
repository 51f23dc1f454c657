import type { Screen } from '../../../shared/routes/screen.ts';

const loadFavoritesPage = () => import('./favorites-page.tsx').then((m) => <m.FavoritesPage />);

/**
 * The screens of this feature, by route name. The top-events section's favourites are the same
 * favourites, so its route shows the same page.
 */
export const FAVORITES_SCREENS: readonly Screen[] = [
  { route: 'favorites', load: loadFavoritesPage },
  { route: 'topEventsFavorites', load: loadFavoritesPage },
];
