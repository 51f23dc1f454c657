import type { FeedRoot } from '@arenabet/contracts';
import { feedCallUrl, gameParams, overviewParams } from './feed-requests.ts';
import { GAME_MODULES, OVERVIEW_MODULES } from './first-screen-modules.ts';
import { routeId } from './route-ids.ts';

/*
 * The screens a visitor most often lands on from outside: the live and line overviews and a
 * game. Opened by a link, each would wait for the app's scripts to run before asking for its
 * own code and first data, a further round trip on a phone's slow link. The server names both
 * in the page's head instead, so the browser fetches them beside the app's scripts; the app's
 * router then finds the code loaded and its prefetch (the screen's `prefetch`) answered.
 */

/** Where a screen is opened: its route's parameters, the query and the page's language. */
export interface FirstScreenAddress {
  params: Readonly<Record<string, string>>;
  search: URLSearchParams;
  language: string;
}

/** What a screen needs before it can draw. */
export interface FirstScreenNeeds {
  /** Its code: source modules under apps/web/src, keys of the build's screens manifest. */
  modules: readonly string[];
  /** Its first calls, exactly as the app's client asks them. */
  calls: readonly string[];
}

interface FirstScreen {
  /** The screen's path below `/:lng`, as the web app's route map has it. */
  path: string;
  modules: readonly string[];
  calls(address: FirstScreenAddress): string[];
}

/** The overview's list: what its route's prefetch asks (features/line/components/screens.tsx). */
const overviewCalls =
  (root: FeedRoot) =>
  ({ search, language }: FirstScreenAddress): string[] => [
    feedCallUrl(root, 'Get1x2_VZip', {
      lng: language,
      ...overviewParams(routeId(search.get('sport'))),
    }),
  ];

/** A game from both feeds: the address does not say whether it is in play. */
function gameCalls({ params, language }: FirstScreenAddress): string[] {
  const gameId = routeId(params.game);
  if (gameId === undefined) return [];
  return (['live', 'line'] as const).map((root) =>
    feedCallUrl(root, 'GetGameZip', { lng: language, ...gameParams(gameId, true) }),
  );
}

export const FIRST_SCREENS: readonly FirstScreen[] = [
  { path: '/live', modules: OVERVIEW_MODULES, calls: overviewCalls('live') },
  { path: '/line', modules: OVERVIEW_MODULES, calls: overviewCalls('line') },
  {
    path: '/line/:sport/:champ/:game',
    modules: GAME_MODULES,
    calls: gameCalls,
  },
];

/** The route's parameters when `path` is the pattern's, else undefined. */
export function matchScreenPath(pattern: string, path: string): Record<string, string> | undefined {
  const wanted = pattern.split('/');
  const given = path.replace(/\/+$/, '').split('/');
  if (wanted.length !== given.length) return undefined;
  const params: Record<string, string> = {};
  for (const [index, part] of wanted.entries()) {
    const value = given[index] ?? '';
    if (part.startsWith(':')) {
      const decoded = decodedSegment(value);
      if (!decoded) return undefined;
      params[part.slice(1)] = decoded;
    } else if (part !== value) return undefined;
  }
  return params;
}

/** A segment as the router reads it; a malformed escape is no segment at all. */
function decodedSegment(value: string): string | undefined {
  try {
    return decodeURIComponent(value) || undefined;
  } catch {
    return undefined;
  }
}

/** What the screen at `path` (below the language) needs first, when it is a first screen. */
export function firstScreenNeeds(
  path: string,
  search: URLSearchParams,
  language: string,
): FirstScreenNeeds | undefined {
  for (const screen of FIRST_SCREENS) {
    const params = matchScreenPath(screen.path, path);
    if (params)
      return { modules: screen.modules, calls: screen.calls({ params, search, language }) };
  }
  return undefined;
}
