import { createHash } from 'node:crypto';
import {
  type CurrencyPosting,
  canonicalMovement,
  type Posting,
  postingsShapeProblem,
} from '@arenabet/domain/ledger/postings';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';

export interface TransferRequest {
  /** Bet GUID, payment id, casino round id…: the same key moves money once. */
  idempotencyKey: string;
  /** What the movement is (deposit, bet, win, withdrawal_hold…), for history and audits. */
  kind: string;
  postings: readonly Posting[];
}

export interface TransferResult {
  transactionId: number;
  /** True when the key had already moved money: nothing moved this time. */
  replayed: boolean;
  postings: CurrencyPosting[];
}

export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

function fingerprintOf(request: TransferRequest): string {
  return createHash('sha256')
    .update(canonicalMovement(request.kind, request.postings))
    .digest('hex');
}

function checkRequest(request: TransferRequest): void {
  const { idempotencyKey: key, kind } = request;
  if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH || key.includes('\u0000')) {
    throw badRequest('ledger_idempotency_key_invalid');
  }
  if (!/^[a-z][a-z0-9_]{0,63}$/.test(kind)) throw badRequest('ledger_kind_invalid');
  const problem = postingsShapeProblem(request.postings);
  if (problem) throw badRequest(problem);
}

/** A movement as `ledger_transfer` takes it, checked: for SQL that calls it in a larger step. */
export interface TransferArguments {
  key: string;
  kind: string;
  fingerprint: string;
  accountIds: number[];
  amounts: number[];
}

export function transferArguments(request: TransferRequest): TransferArguments {
  checkRequest(request);
  return {
    key: request.idempotencyKey,
    kind: request.kind,
    fingerprint: fingerprintOf(request),
    accountIds: request.postings.map((p) => p.accountId),
    amounts: request.postings.map((p) => p.amount),
  };
}

/** Anything that runs one SQL statement: the database (autocommit) or a transaction. */
export type Executor = Pick<Transaction, 'execute'>;

interface TransferRow {
  transaction_id: string;
  replayed: boolean;
  fingerprint: string;
  account_ids: number[];
  currency_ids: number[];
  amounts: (string | number)[];
}

/** The SQLSTATE `ledger_transfer` refuses with; its message is the dictionary key. */
const REFUSED = 'LG400';

/**
 * Writes one movement in ONE statement, `ledger_transfer` (migration 0007): the movement row,
 * each player's conditional UPDATE (lowest account id first), the postings; or, for a key
 * already used, the first movement. On `db` it is its own transaction (one round trip); on a
 * caller's transaction it commits with the caller's work. House accounts only get postings.
 */
export async function writeTransfer(
  executor: Executor,
  clock: Clock,
  request: TransferRequest,
): Promise<TransferResult> {
  checkRequest(request);
  const fingerprint = fingerprintOf(request);
  const row = await callTransfer(executor, request, fingerprint, clock.now());
  if (row.replayed && row.fingerprint !== fingerprint) {
    throw conflict('ledger_idempotency_key_reused');
  }
  return {
    transactionId: Number(row.transaction_id),
    replayed: row.replayed,
    postings: row.account_ids.map((accountId, i) => ({
      accountId,
      currencyId: row.currency_ids[i] ?? 0,
      amount: Number(row.amounts[i]),
    })),
  };
}

async function callTransfer(
  executor: Executor,
  request: TransferRequest,
  fingerprint: string,
  now: Date,
): Promise<TransferRow> {
  const accountIds = request.postings.map((p) => p.accountId);
  const amounts = request.postings.map((p) => p.amount);
  try {
    const result = (await executor.execute(
      sql`select * from ledger_transfer(${request.idempotencyKey}, ${request.kind}, ${fingerprint},
        ${sql.param(accountIds)}::int[], ${sql.param(amounts)}::bigint[], ${now.toISOString()})`,
    )) as unknown as { rows: TransferRow[] };
    const [row] = result.rows;
    if (!row) throw new Error(`Ledger transfer ${request.idempotencyKey} answered nothing`);
    return row;
  } catch (error) {
    const refusal = refusalOf(error);
    throw refusal ? badRequest(refusal) : error;
  }
}

/**
 * Writes many movements in ONE statement, `ledger_transfer_batch` (migration 0009): the
 * movement rows (keys already used are skipped with their postings), each player's balance by
 * the sum of its postings (lowest account id first), the postings. Answers how many movements
 * were new. A refusal (a balance that would pass its bounds) writes nothing.
 */
export async function writeTransfers(
  executor: Executor,
  clock: Clock,
  requests: readonly TransferRequest[],
): Promise<number> {
  if (requests.length === 0) return 0;
  for (const request of requests) checkRequest(request);
  const movement = requests.map((_, i) => i + 1);
  const postings = requests.flatMap((request, i) =>
    request.postings.map((posting) => ({ ...posting, movement: i + 1 })),
  );
  try {
    const result = (await executor.execute(
      sql`select ledger_transfer_batch(
        ${sql.param(requests.map((r) => r.idempotencyKey))}::text[],
        ${sql.param(requests.map((r) => r.kind))}::text[],
        ${sql.param(requests.map(fingerprintOf))}::text[],
        ${sql.param(movement)}::int[],
        ${sql.param(postings.map((p) => p.movement))}::int[],
        ${sql.param(postings.map((p) => p.accountId))}::int[],
        ${sql.param(postings.map((p) => p.amount))}::bigint[],
        ${clock.now().toISOString()}) as written`,
    )) as unknown as { rows: { written: number }[] };
    return Number(result.rows[0]?.written ?? 0);
  } catch (error) {
    const refusal = refusalOf(error);
    throw refusal ? badRequest(refusal) : error;
  }
}

/** The dictionary key `ledger_transfer` refused with, looking through Drizzle's wrapping. */
function refusalOf(error: unknown): string | undefined {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === REFUSED) return current.message;
  }
  return undefined;
}
