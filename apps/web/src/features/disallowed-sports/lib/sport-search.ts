import { SPORTS, sportName } from '@arenabet/reference/sports';

export interface SportChoice {
  id: number;
  slug: string;
  isCyber: boolean;
  name: string;
}

/** Case and marks do not matter: é is e, and ё is е, as people type them. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase().trim();
}

/**
 * The sports matching what the player typed, in the page's language or in English (a player
 * often knows a sport's English name, and esports titles are English anyway), by name order.
 */
export function searchSports(text: string, language: string): SportChoice[] {
  const wanted = folded(text);
  const choices = SPORTS.map((sport) => ({
    id: sport.id,
    slug: sport.slug,
    isCyber: sport.isCyber,
    name: sportName(sport, language),
    english: sport.names.en,
  }));
  const found = wanted
    ? choices.filter(({ name, english }) =>
        [name, english].some((each) => folded(each).includes(wanted)),
      )
    : choices;
  return found
    .map(({ english: _english, ...choice }) => choice)
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
