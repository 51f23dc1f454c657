/*
 * People (tennis and table tennis players, fighters, squads) by nationality: first names and
 * surnames as "English|Russian|Arabic", women's surnames in their own form where the language
 * changes it (Petrov → Petrova).
 */

import { EUROPEAN_PEOPLE } from './people-europe.ts';
import { WORLD_PEOPLE } from './people-world.ts';

export interface Nationality {
  /** ISO alpha-2 (or the site's XE for England). */
  country: string;
  men: readonly string[];
  women: readonly string[];
  surnames: readonly string[];
  /** Women's surnames when they differ; same order as `surnames`. */
  womenSurnames?: readonly string[];
  /** Surname first, as Chinese names are written. */
  surnameFirst?: boolean;
}

export const NATIONALITIES: readonly Nationality[] = [...EUROPEAN_PEOPLE, ...WORLD_PEOPLE];
