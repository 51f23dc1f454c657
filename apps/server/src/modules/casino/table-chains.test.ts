import { chainHashAt, isOnChain } from '@arenabet/domain/casino/hash-chain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withTransaction } from '../../platform/db/transaction.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';
import { SharedTables } from './shared-tables.ts';
import { TableChains } from './table-chains.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the shared tables’ hash chains', () => {
  it('finds every position’s hash from its checkpoints, on the chain it published', async () => {
    const chains = new TableChains(t.clock, 1_234);
    const chain = await withTransaction(t.database.db, (tx) => chains.draw(tx, 'crash'));
    expect(chain.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(chain.salt).toMatch(/^[0-9a-f]{64}$/);
    for (const position of [1, 2, 499, 500, 501, 734, 1_000, 1_233, 1_234]) {
      const hash = chains.hashAt(chain, position);
      expect(hash).toBe(chainHashAt(chain.seed, chain.length, position));
      expect(isOnChain(hash, chain.commitment, position)).toBe(true);
    }
    expect(() => chains.hashAt(chain, 1_235)).toThrow(RangeError);
  });

  it('draws and publishes a new chain when a table has used its chain up', async () => {
    const { casino } = t.app.services;
    const tables = new SharedTables(
      { db: t.database.db, clock: t.clock },
      new TableChains(t.clock, 2),
      casino.tableHost(() => {}),
    );
    const places: [number, number][] = [];
    for (let round = 0; round < 3; round++) {
      for (let step = 0; step < 3; step++) t.clock.advance(await tables.advance('live-roulette'));
      const { round: now } = await tables.state('live-roulette');
      places.push([now.chainId, now.position]);
    }
    const [first, second, third] = places;
    expect(first?.[1]).toBe(1);
    expect(second).toEqual([first?.[0], 2]);
    expect(third?.[1]).toBe(1);
    expect(third?.[0]).not.toBe(first?.[0]);
  });
});
