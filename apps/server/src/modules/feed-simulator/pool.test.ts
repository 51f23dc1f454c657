import { describe, expect, it } from 'vitest';
import { champ, continuous, persons } from './catalog-build.ts';
import type { ChampSpec } from './catalog-types.ts';
import { buildChamps } from './world.ts';

const POOL: ChampSpec = champ(
  250,
  'test-pool',
  10,
  'tableTennis',
  'AA',
  'Pool|Пул|مجموعة',
  persons(false, 'RU'),
  12,
  { kind: 'pool' },
  { bare: true },
);
const DRAWING: ChampSpec = champ(
  251,
  'test-drawing',
  10,
  'tableTennis',
  'AA',
  'Cup|Кубок|كأس',
  { kind: 'pool', pool: 'test-pool' },
  0,
  continuous(20, 2, 31),
  { bare: true, small: true },
);

describe('pool champs', () => {
  it('lend their very teams to the champs drawing on them and stay out of the world', () => {
    for (const small of [false, true]) {
      const champs = buildChamps(1, [POOL, DRAWING], small, 0);
      expect(champs.map((c) => c.spec.key)).toEqual(['test-drawing']);
      expect(champs[0]?.teams.map((t) => t.team.id)).toEqual(
        Array.from({ length: 12 }, (_, i) => 100_000_000 + 250 * 1000 + i),
      );
    }
  });

  it('must come before the champs that draw on them', () => {
    expect(() => buildChamps(1, [DRAWING, POOL], false, 0)).toThrow(/pool test-pool/);
  });
});
