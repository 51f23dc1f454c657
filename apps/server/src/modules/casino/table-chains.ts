import { createHash, randomBytes } from 'node:crypto';
import type { SharedTableGame } from '@arenabet/domain/casino/shared-tables';
import { desc, eq } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { casinoTableChains } from './schema.ts';

/*
 * The shared tables' hash chains, kept by the server (packages/domain/src/casino/hash-chain.ts
 * has the rule and the check). A chain is drawn from node:crypto, published as its last hash
 * and a salt, and played from its end back to its seed, one position a round.
 */

/** Rounds of one chain: some 11 days of crash, a month of the live wheel. */
export const TABLE_CHAIN_LENGTH = 100_000;
/** Every this many hashes of a chain are kept in memory, so any hash is a few hundred away. */
const CHECKPOINT_EVERY = 500;

export type ChainRow = typeof casinoTableChains.$inferSelect;

/** SHA-256 of a hash's hex text, as previousHash computes it, by node:crypto. */
const nextHash = (hash: string) => createHash('sha256').update(hash).digest('hex');

/** A chain's hashes at every checkpoint, from its seed (g0) up. */
class ChainHashes {
  private readonly checkpoints: string[] = [];

  constructor(private readonly chain: ChainRow) {
    let hash = chain.seed;
    for (let i = 0; i <= chain.length; i++) {
      if (i % CHECKPOINT_EVERY === 0) this.checkpoints.push(hash);
      if (i < chain.length) hash = nextHash(hash);
    }
    if (this.generation(chain.length) !== chain.commitment) {
      throw new Error(`Chain ${chain.id} does not hash to its commitment`);
    }
  }

  /** The hash the round at `position` plays: g(length - position). */
  at(position: number): string {
    if (!Number.isInteger(position) || position < 1 || position > this.chain.length) {
      throw new RangeError(`Position ${position} is off chain ${this.chain.id}`);
    }
    return this.generation(this.chain.length - position);
  }

  private generation(index: number): string {
    const from = Math.floor(index / CHECKPOINT_EVERY);
    let hash = this.checkpoints[from] as string;
    for (let i = from * CHECKPOINT_EVERY; i < index; i++) hash = nextHash(hash);
    return hash;
  }
}

export class TableChains {
  private readonly hashes = new Map<number, ChainHashes>();

  constructor(
    private readonly clock: Clock,
    private readonly length = TABLE_CHAIN_LENGTH,
  ) {}

  /** The table's latest chain, drawn and published on first use. */
  async latest(tx: Transaction, game: SharedTableGame): Promise<ChainRow> {
    const [chain] = await tx
      .select()
      .from(casinoTableChains)
      .where(eq(casinoTableChains.game, game))
      .orderBy(desc(casinoTableChains.id))
      .limit(1);
    return chain ?? this.draw(tx, game);
  }

  /** A new chain for the table: its seed secret, its commitment and salt public from now on. */
  async draw(tx: Transaction, game: SharedTableGame): Promise<ChainRow> {
    const seed = randomBytes(32).toString('hex');
    let commitment = seed;
    for (let i = 0; i < this.length; i++) commitment = nextHash(commitment);
    const [chain] = await tx
      .insert(casinoTableChains)
      .values({
        game,
        seed,
        commitment,
        salt: randomBytes(32).toString('hex'),
        length: this.length,
        createdAt: this.clock.now(),
      })
      .returning();
    if (!chain) throw new Error(`No chain was drawn for ${game}`);
    return chain;
  }

  hashAt(chain: ChainRow, position: number): string {
    let hashes = this.hashes.get(chain.id);
    if (!hashes) {
      hashes = new ChainHashes(chain);
      this.hashes.set(chain.id, hashes);
    }
    return hashes.at(position);
  }
}
