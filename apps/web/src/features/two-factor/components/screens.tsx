import type { Screen } from '../../../shared/routes/screen.ts';

/** The screens of this feature, by route name; the app's router mounts them behind their guards. */
export const TWO_FACTOR_SCREENS: readonly Screen[] = [];
