/**
 * Where the web build lists each screen module's files, inside its folder: the server reads it
 * to name a first screen's files (first-screens.ts). A dotted folder is never served. Without
 * imports: the build's configuration reads this file as it is.
 */
export const SCREENS_MANIFEST = '.vite/screens.json';
