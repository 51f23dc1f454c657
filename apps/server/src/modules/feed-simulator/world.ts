import { countryByCode } from '@arenabet/reference/countries';
import type { LocalizedName } from '@arenabet/reference/localized';
import type { SourceChamp, SourceTeam } from '../feed/source.ts';
import type { ChampSpec, TeamSource } from './catalog-types.ts';
import {
  CITIES,
  CRICKET_NICKNAMES,
  FOOTBALL_CLUBS,
  NICKNAMES,
  RUSSIAN_CLUB_WORDS,
} from './club-names.ts';
import type { Competition } from './competition.ts';
import {
  clubName,
  cyberEntryName,
  esportsTeamName,
  horseName,
  NameRegistry,
  personName,
  wordedClubName,
} from './names.ts';
import { periodName } from './period-names.ts';
import { Rng } from './random.ts';
import { competitionOf } from './schedule.ts';
import { buildSquad, nationalityOf, SQUADS } from './squads.ts';

/*
 * Champs and their teams, built once from the catalog and the seed. Ids are built from the
 * champ's ordinal (its place in the catalog), so they never depend on the size of the world.
 */

export interface TeamEntry {
  team: SourceTeam;
  rating: number;
  /** The squad's ids, for scorers and cards. */
  playerIds: readonly number[];
}

export interface Runner {
  name: LocalizedName;
  rating: number;
}

export interface ChampEntry {
  ordinal: number;
  spec: ChampSpec;
  champ: SourceChamp;
  teams: TeamEntry[];
  /** The horses of a race meeting. */
  horses: Runner[];
  /** Its calendar: which games it plays, when, between whom. */
  competition: Competition;
}

export const CHAMP_ID_BASE = 10_000;
const TEAM_ID_BASE = 100_000_000;
const PLAYER_ID_BASE = 200_000_000;
/** National teams: one per sport and country, above every champ's own teams and players. */
const NATION_TEAM_ID_BASE = 110_000_000;
const NATION_PLAYER_ID_BASE = 260_000_000;

/** A season's id belongs to the champ and names the year the season starts in. */
export function seasonIdOf(champId: number, seasonYear: number): number {
  return champId * 100 + (seasonYear % 100);
}

function countryIdOf(code: string): number {
  const country = countryByCode(code);
  if (!country) throw new Error(`simulator catalog: unknown country ${code}`);
  return country.id;
}

function champName(spec: ChampSpec): LocalizedName {
  if (spec.bare) return spec.name;
  const country = countryByCode(spec.country);
  if (!country) return spec.name;
  return {
    en: `${country.names.en}. ${spec.name.en}`,
    ru: `${country.names.ru}. ${spec.name.ru}`,
    ar: `${country.names.ar}. ${spec.name.ar}`,
  };
}

/** A team's name and country (a player's own, for people; the champ's otherwise). */
function teamIdentity(
  rng: Rng,
  spec: ChampSpec,
  registry: NameRegistry,
  index: number,
): { name: LocalizedName; country: string } {
  const source = spec.teams;
  if (source.kind === 'persons') {
    const country = rng.pick(source.nations);
    return {
      name: personName(rng, nationalityOf(country), source.women, registry, index),
      country,
    };
  }
  if (source.kind === 'races') {
    // A race is named after its meeting, so races of different meetings never read the same.
    const meeting = spec.name;
    const race = periodName('race', index + 1);
    return {
      name: {
        en: `${meeting.en}. ${race.en}`,
        ru: `${meeting.ru}. ${race.ru}`,
        ar: `${meeting.ar}. ${race.ar}`,
      },
      country: spec.country,
    };
  }
  return { name: teamName(rng, source, registry, spec.ordinal, index), country: spec.country };
}

function teamName(
  rng: Rng,
  source: TeamSource,
  registry: NameRegistry,
  ordinal: number,
  index: number,
): LocalizedName {
  switch (source.kind) {
    case 'clubs': {
      const naming = FOOTBALL_CLUBS[source.country];
      if (!naming) throw new Error(`simulator catalog: no clubs for ${source.country}`);
      return clubName(rng, naming, registry, index);
    }
    case 'worded': {
      const cities = CITIES[source.cities] ?? FOOTBALL_CLUBS[source.cities]?.cities ?? [];
      const words =
        source.words === 'russian'
          ? RUSSIAN_CLUB_WORDS
          : source.words === 'cricket'
            ? CRICKET_NICKNAMES
            : NICKNAMES;
      return wordedClubName(rng, cities, words, source.wordFirst, registry, index);
    }
    case 'esports':
      return esportsTeamName(rng, registry, ordinal, index);
    case 'cyber': {
      const played = teamName(rng, rng.pick(source.of), registry, ordinal, index);
      return cyberEntryName(played, ordinal, index);
    }
    case 'persons':
    case 'races':
    case 'best':
    case 'nations':
    case 'pool':
      throw new Error('people, nations and picked teams are not named here');
  }
}

/**
 * A national team is one team of its sport whichever competition it plays: its id, strength
 * and squad come from the sport and the country, not from the champ.
 */
function nationTeam(seed: number, spec: ChampSpec, code: string): TeamEntry {
  const country = countryByCode(code);
  if (!country) throw new Error(`simulator catalog: unknown country ${code}`);
  const rng = new Rng(seed, spec.sportId, country.id, 3);
  const shape = squadShape(spec);
  const players = shape
    ? buildSquad(rng, shape, code, NATION_PLAYER_ID_BASE + spec.sportId * 30_000 + country.id * 100)
    : [];
  return {
    team: {
      id: NATION_TEAM_ID_BASE + spec.sportId * 1000 + country.id,
      sportId: spec.sportId,
      countryId: country.id,
      name: country.names,
      players,
    },
    rating: 0.45 * rng.normal(),
    playerIds: players.map((p) => p.id),
  };
}

function squadShape(spec: ChampSpec) {
  return SQUADS[spec.model];
}

/** Champs of one sport and country share a registry: a club or player is named only once. */
function registryKey(spec: ChampSpec): string {
  const source = spec.teams;
  switch (source.kind) {
    case 'clubs':
      return `${spec.sportId}:clubs:${source.country}`;
    case 'worded':
      return `${spec.sportId}:${source.cities}:${source.words}`;
    case 'persons':
      return `${spec.sportId}:persons:${source.women}`;
    case 'cyber':
      // Gamers of different cyber champs may play the same club.
      return `${spec.sportId}:cyber:${spec.key}`;
    default:
      return `${spec.sportId}:${source.kind}`;
  }
}

function buildTeams(
  seed: number,
  ordinal: number,
  spec: ChampSpec,
  built: ReadonlyMap<string, ChampEntry>,
  registries: Map<string, NameRegistry>,
): TeamEntry[] {
  const source = spec.teams;
  if (source.kind === 'pool') {
    // The very entries of the pool: a player is one team wherever they play.
    const pool = built.get(source.pool);
    if (!pool)
      throw new Error(`simulator catalog: pool ${source.pool} must come before ${spec.key}`);
    return pool.teams;
  }
  if (source.kind === 'best') {
    const skip = source.skip ?? 0;
    return source.champs.flatMap((key, i) => {
      const other = built.get(key);
      const each = typeof source.each === 'number' ? source.each : (source.each[i] ?? 0);
      return other
        ? [...other.teams].sort((a, b) => b.rating - a.rating).slice(skip, skip + each)
        : [];
    });
  }
  if (source.kind === 'nations')
    return source.countries.map((code) => nationTeam(seed, spec, code));
  const key = registryKey(spec);
  const registry = registries.get(key) ?? new NameRegistry();
  registries.set(key, registry);
  registry.startChamp();
  const teams: TeamEntry[] = [];
  for (let index = 0; index < spec.teamCount; index += 1) {
    const rng = new Rng(seed, ordinal, index, 1);
    const { name, country } = teamIdentity(rng, spec, registry, index);
    const id = TEAM_ID_BASE + ordinal * 1000 + index;
    const shape = squadShape(spec);
    const players = shape
      ? buildSquad(rng, shape, country, PLAYER_ID_BASE + ordinal * 100_000 + index * 100)
      : [];
    teams.push({
      team: { id, sportId: spec.sportId, countryId: countryIdOf(country), name, players },
      rating: 0.45 * rng.normal(),
      playerIds: players.map((p) => p.id),
    });
  }
  return teams;
}

function buildHorses(seed: number, ordinal: number, spec: ChampSpec): Runner[] {
  if (spec.teams.kind !== 'races') return [];
  const registry = new NameRegistry();
  return Array.from({ length: spec.teams.horses }, (_, index) => {
    const rng = new Rng(seed, ordinal, index, 2);
    return { name: horseName(rng, registry, index), rating: 0.5 * rng.normal() };
  });
}

/** A pool plays no games and is not shown: its teams play in the champs that draw from it. */
export function isPool(spec: ChampSpec): boolean {
  return spec.schedule.kind === 'pool';
}

/** The small world's champs, and the pools they draw their teams from. */
function smallKeys(catalog: readonly ChampSpec[]): Set<string> {
  const keys = new Set<string>();
  for (const spec of catalog) {
    if (!spec.small) continue;
    keys.add(spec.key);
    if (spec.teams.kind === 'pool') keys.add(spec.teams.pool);
  }
  return keys;
}

/** Every champ of the catalog, or only the small world's; pools are built but not returned. */
export function buildChamps(
  seed: number,
  catalog: readonly ChampSpec[],
  small: boolean,
  nowSeconds: number,
): ChampEntry[] {
  const built = new Map<string, ChampEntry>();
  const registries = new Map<string, NameRegistry>();
  const wanted = small ? smallKeys(catalog) : undefined;
  for (const spec of catalog) {
    if (wanted && !wanted.has(spec.key)) continue;
    const ordinal = spec.ordinal;
    const id = CHAMP_ID_BASE + ordinal;
    const champ: SourceChamp = {
      id,
      sportId: spec.sportId,
      countryId: countryIdOf(spec.country),
      name: champName(spec),
      priority: spec.priority,
      isTop: spec.isTop === true,
      seasonId: 0,
    };
    const entry = {
      ordinal,
      spec,
      champ,
      teams: buildTeams(seed, ordinal, spec, built, registries),
      horses: buildHorses(seed, ordinal, spec),
    } as ChampEntry;
    entry.competition = competitionOf(seed, entry, catalog);
    champ.seasonId = seasonIdOf(id, entry.competition.seasonYearAt(nowSeconds));
    built.set(spec.key, entry);
  }
  return [...built.values()].filter((entry) => !isPool(entry.spec));
}
