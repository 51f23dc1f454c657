import { createHmac, randomBytes } from 'node:crypto';
import { commitmentOf, type SeedHmac } from '@arenabet/domain/casino/provably-fair';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { casinoSeeds } from './schema.ts';

/** The server's side of a round's words: node:crypto's HMAC, the same bytes as the pure one. */
export const nodeSeedHmac: SeedHmac = (serverSeed, message) =>
  createHmac('sha256', serverSeed).update(message).digest();

/** 32 bytes from the system's cryptographic source, as hex: never Math.random. */
export const newServerSeed = (): string => randomBytes(32).toString('hex');

/** A first client seed the player may keep or replace: random too, so no two players share one. */
export const newClientSeed = (): string => randomBytes(10).toString('hex');

export type SeedRow = typeof casinoSeeds.$inferSelect;

/** How many revealed pairs the seeds screen lists. */
const REVEALED_SHOWN = 10;

/** A pair with this server seed and client seed, committing to the next pair's server seed. */
function seedValues(playerId: number, serverSeed: string, clientSeed: string, now: Date) {
  const nextServerSeed = newServerSeed();
  return {
    playerId,
    serverSeed,
    commitment: commitmentOf(serverSeed),
    clientSeed,
    nextServerSeed,
    nextCommitment: commitmentOf(nextServerSeed),
    createdAt: now,
  };
}

/** The pair in play, opened on first use, locked for the caller's transaction. */
export async function seedsInPlay(
  tx: Transaction,
  clock: Clock,
  playerId: number,
): Promise<SeedRow> {
  const inPlay = and(eq(casinoSeeds.playerId, playerId), isNull(casinoSeeds.revealedAt));
  const [found] = await tx.select().from(casinoSeeds).where(inPlay).for('update');
  if (found) return found;
  await tx
    .insert(casinoSeeds)
    .values(seedValues(playerId, newServerSeed(), newClientSeed(), clock.now()))
    .onConflictDoNothing();
  const [opened] = await tx.select().from(casinoSeeds).where(inPlay).for('update');
  if (!opened) throw new Error(`Seeds of player ${playerId} were not opened`);
  return opened;
}

export function revealedSeeds(db: Database, playerId: number): Promise<SeedRow[]> {
  return db
    .select()
    .from(casinoSeeds)
    .where(and(eq(casinoSeeds.playerId, playerId), isNotNull(casinoSeeds.revealedAt)))
    .orderBy(desc(casinoSeeds.id))
    .limit(REVEALED_SHOWN);
}

/**
 * Reveals the pair in play and opens the next one: the server seed committed beforehand, with
 * the player's client seed.
 */
export async function rotateSeeds(
  tx: Transaction,
  clock: Clock,
  playerId: number,
  clientSeed: string,
): Promise<SeedRow> {
  const current = await seedsInPlay(tx, clock, playerId);
  const now = clock.now();
  await tx.update(casinoSeeds).set({ revealedAt: now }).where(eq(casinoSeeds.id, current.id));
  const [next] = await tx
    .insert(casinoSeeds)
    .values(seedValues(playerId, current.nextServerSeed, clientSeed, now))
    .returning();
  if (!next) throw new Error(`Seeds of player ${playerId} were not rotated`);
  return next;
}
