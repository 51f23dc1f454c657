import type { LocalizedName } from '@arenabet/reference/localized';
import type { SourcePlayer } from '../feed/source.ts';
import { NameRegistry, personName } from './names.ts';
import { NATIONALITIES, type Nationality } from './person-names.ts';
import type { Rng } from './random.ts';

/*
 * Squads for the sports with line-ups: positions in each sport's own codes, distinct shirt
 * numbers, mostly local players with a few foreigners as in real squads.
 */

export type SquadShape = readonly (readonly [position: string, count: number])[];

export const SQUADS: Readonly<Record<string, SquadShape>> = {
  football: [
    ['GK', 3],
    ['DF', 7],
    ['MF', 7],
    ['FW', 5],
  ],
  hockey: [
    ['G', 2],
    ['D', 8],
    ['F', 12],
  ],
  basketball: [
    ['PG', 2],
    ['SG', 3],
    ['SF', 3],
    ['PF', 2],
    ['C', 2],
  ],
  volleyball: [
    ['S', 2],
    ['OH', 4],
    ['MB', 3],
    ['OP', 2],
    ['L', 2],
  ],
  cricket: [
    ['BAT', 5],
    ['WK', 1],
    ['AR', 3],
    ['BOWL', 5],
  ],
};

/** Which name list a team's country uses; England and the Americas read English (US) names. */
const NAME_COUNTRY: Readonly<Record<string, string>> = {
  XE: 'US',
  AU: 'US',
  CA: 'US',
  IN: 'US',
  PK: 'EG',
  SA: 'EG',
  AE: 'EG',
  QA: 'EG',
  TR: 'RS',
  PT: 'BR',
  AR: 'ES',
  NL: 'DE',
};

const FOREIGN = ['BR', 'FR', 'ES', 'RS', 'US', 'DE', 'IT'];

export function nationalityOf(country: string): Nationality {
  const code = NAME_COUNTRY[country] ?? country;
  return NATIONALITIES.find((n) => n.country === code) ?? (NATIONALITIES[0] as Nationality);
}

function foreign(rng: Rng): Nationality {
  return nationalityOf(rng.pick(FOREIGN));
}

export function buildSquad(
  rng: Rng,
  shape: SquadShape,
  country: string,
  firstId: number,
): SourcePlayer[] {
  const local = nationalityOf(country);
  const registry = new NameRegistry();
  const numbers = rng.shuffle(Array.from({ length: 98 }, (_, i) => i + 2));
  const players: SourcePlayer[] = [];
  for (const [position, count] of shape) {
    for (let i = 0; i < count; i += 1) {
      const index = players.length;
      const nation = rng.chance(0.75) ? local : foreign(rng);
      const name: LocalizedName = personName(rng, nation, false, registry, index);
      // The first goalkeeper wears 1, as they nearly always do.
      const number = index === 0 ? 1 : (numbers[index] ?? index + 2);
      players.push({ id: firstId + index, name, number, position });
    }
  }
  return players;
}
