/**
 * The code of each first screen (first-screens.ts): source modules under apps/web/src that the
 * app loads with `import()`. Without imports: the build's configuration reads this file as it is,
 * to give each first screen's code a file of its own (scripts/web-build/first-screen-chunks.ts).
 */

/** The overview page and the virtualiser its long lists come with. */
export const OVERVIEW_MODULES: readonly string[] = [
  'features/line/components/feed-overview-page.tsx',
  'shared/feed/components/windowed-list.tsx',
];

/** A game's page. */
export const GAME_MODULES: readonly string[] = ['features/game/components/game-page.tsx'];

/** Every first screen's modules, one list a screen. */
export const FIRST_SCREEN_MODULES: readonly (readonly string[])[] = [
  OVERVIEW_MODULES,
  GAME_MODULES,
];
