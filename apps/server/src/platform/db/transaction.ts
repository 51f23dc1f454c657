import type { Database } from './client.ts';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** Serialization failure and deadlock: the transaction did nothing and can run again. */
const RETRYABLE_CODES = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 5;

/**
 * The one way to run a change that must be all-or-nothing. Retries when PostgreSQL aborted it
 * for a conflict, so callers never see a transient serialization failure.
 */
export async function withTransaction<T>(
  db: Database,
  work: (tx: Transaction) => Promise<T>,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(postgresCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt));
    }
  }
}

/** The SQLSTATE of a database error, looking through Drizzle's wrapping. */
export function postgresCode(error: unknown): string | undefined {
  for (let current = error; current instanceof Object; current = (current as Error).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
  }
  return undefined;
}

/** One statement that is its own transaction, run again on a serialization failure or deadlock. */
export async function retryingStatement<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= MAX_ATTEMPTS || !RETRYABLE_CODES.has(postgresCode(error) ?? '')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 5 * 2 ** attempt));
    }
  }
}
