import type { LocalizedName } from '@arenabet/reference/localized';
import type { ClubNaming } from './club-names.ts';
import {
  ESPORTS_PATTERNS,
  ESPORTS_WORDS,
  GAMER_TAGS,
  HORSE_ADJECTIVES,
  HORSE_NOUNS,
} from './misc-names.ts';
import type { Nationality } from './person-names.ts';
import type { Rng } from './random.ts';

const parsed = new Map<string, LocalizedName>();

/** "English|Russian|Arabic" to a LocalizedName (parsed once per text). */
export function tri(text: string): LocalizedName {
  let name = parsed.get(text);
  if (!name) {
    const [en = '', ru = en, ar = en] = text.split('|');
    name = { en, ru, ar };
    parsed.set(text, name);
  }
  return name;
}

function fill(pattern: LocalizedName, city: LocalizedName): LocalizedName {
  return {
    en: pattern.en.replace('{c}', city.en),
    ru: pattern.ru.replace('{c}', city.ru),
    ar: pattern.ar.replace('{c}', city.ar),
  };
}

/**
 * Names already given, in every language: no two teams of a champ read the same. A champ's
 * clubs spread over the cities, nicknames and name patterns before using any twice, as a real
 * league has a couple of clubs a city at most and one "Eagles".
 */
export class NameRegistry {
  private readonly taken = new Set<string>();
  private used = new Map<string, number>();

  /** The next teams named belong to another champ: its clubs spread over the words anew. */
  startChamp(): void {
    this.used = new Map();
  }

  /** One of the cities (words, patterns) this champ has used the fewest times. */
  pickFresh(rng: Rng, items: readonly string[]): string {
    const uses = (item: string) => this.used.get(item) ?? 0;
    const least = Math.min(...items.map(uses));
    return rng.pick(items.filter((item) => uses(item) === least));
  }

  use(...items: string[]): void {
    for (const item of items) this.used.set(item, (this.used.get(item) ?? 0) + 1);
  }

  claim(name: LocalizedName): boolean {
    const keys = [`en:${name.en}`, `ru:${name.ru}`, `ar:${name.ar}`];
    if (keys.some((key) => this.taken.has(key))) return false;
    for (const key of keys) this.taken.add(key);
    return true;
  }
}

/** Draws names until one is free; falls back to numbering after many tries. */
function unique(registry: NameRegistry, draw: () => LocalizedName, index: number): LocalizedName {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const name = draw();
    if (registry.claim(name)) return name;
  }
  const base = draw();
  const numbered = {
    en: `${base.en} ${index + 2}`,
    ru: `${base.ru} ${index + 2}`,
    ar: `${base.ar} ${index + 2}`,
  };
  registry.claim(numbered);
  return numbered;
}

export function clubName(
  rng: Rng,
  naming: ClubNaming,
  registry: NameRegistry,
  index: number,
): LocalizedName {
  let picked: string[] = [];
  const name = unique(
    registry,
    () => {
      picked = [registry.pickFresh(rng, naming.cities), registry.pickFresh(rng, naming.patterns)];
      return fill(tri(picked[1] as string), tri(picked[0] as string));
    },
    index,
  );
  registry.use(...picked);
  return name;
}

/** "Boston Bears", "Torpedo Omsk": a word before or after the city. */
export function wordedClubName(
  rng: Rng,
  cities: readonly string[],
  words: readonly string[],
  wordFirst: boolean,
  registry: NameRegistry,
  index: number,
): LocalizedName {
  const pattern = wordFirst ? '{w} {c}' : '{c} {w}';
  let picked: string[] = [];
  const name = unique(
    registry,
    () => {
      picked = [registry.pickFresh(rng, cities), registry.pickFresh(rng, words)];
      const city = tri(picked[0] as string);
      const word = tri(picked[1] as string);
      return {
        en: pattern.replace('{w}', word.en).replace('{c}', city.en),
        ru: pattern.replace('{w}', word.ru).replace('{c}', city.ru),
        ar: pattern.replace('{w}', word.ar).replace('{c}', city.ar),
      };
    },
    index,
  );
  registry.use(...picked);
  return name;
}

export function personName(
  rng: Rng,
  nation: Nationality,
  woman: boolean,
  registry: NameRegistry,
  index: number,
): LocalizedName {
  return unique(
    registry,
    () => {
      const first = tri(rng.pick(woman ? nation.women : nation.men));
      const at = Math.floor(rng.next() * nation.surnames.length);
      const surnames = woman && nation.womenSurnames ? nation.womenSurnames : nation.surnames;
      const last = tri(surnames[at] ?? '');
      const join = (a: string, b: string) => (nation.surnameFirst ? `${b} ${a}` : `${a} ${b}`);
      return {
        en: join(first.en, last.en),
        ru: join(first.ru, last.ru),
        ar: join(first.ar, last.ar),
      };
    },
    index,
  );
}

export function horseName(rng: Rng, registry: NameRegistry, index: number): LocalizedName {
  return unique(
    registry,
    () => {
      const adjective = tri(rng.pick(HORSE_ADJECTIVES));
      const noun = tri(rng.pick(HORSE_NOUNS));
      return {
        en: `${adjective.en} ${noun.en}`,
        ru: `${adjective.ru} ${noun.ru}`,
        ar: `${noun.ar} ${adjective.ar}`,
      };
    },
    index,
  );
}

/** The brand word goes round the list from a place fixed by the champ: one per team of a champ. */
export function esportsTeamName(
  rng: Rng,
  registry: NameRegistry,
  champOrdinal: number,
  index: number,
): LocalizedName {
  const word = tri(ESPORTS_WORDS[(champOrdinal * 5 + index) % ESPORTS_WORDS.length] ?? '');
  return unique(registry, () => fill(tri(rng.pick(ESPORTS_PATTERNS)), word), index);
}

/**
 * A cyber football entry: a club played by a gamer, "Real Madrid (Kraken)". Tags go round the
 * list from a place fixed by the champ, so no two players of a champ share one.
 */
export function cyberEntryName(
  club: LocalizedName,
  champOrdinal: number,
  index: number,
): LocalizedName {
  const tag = GAMER_TAGS[(champOrdinal * 7 + index) % GAMER_TAGS.length] ?? '';
  return { en: `${club.en} (${tag})`, ru: `${club.ru} (${tag})`, ar: `${club.ar} (${tag})` };
}
