import type { Screen } from '../../../shared/routes/screen.ts';
import { FavoritesPage } from './favorites-page.tsx';

/**
 * The screens of this feature, by route name. The top-events section's favourites are the same
 * favourites, so its route shows the same page.
 */
export const FAVORITES_SCREENS: readonly Screen[] = [
  { route: 'favorites', element: <FavoritesPage /> },
  { route: 'topEventsFavorites', element: <FavoritesPage /> },
];
