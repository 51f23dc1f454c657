import { createHash } from 'node:crypto';
import {
  type CurrencyPosting,
  canonicalMovement,
  type Posting,
  postingsProblem,
  postingsShapeProblem,
} from '@arenabet/domain/ledger/postings';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Transaction } from '../../platform/db/transaction.ts';
import { badRequest, conflict } from '../../platform/http/errors.ts';
import { accounts, ledgerPostings, ledgerTransactions } from './schema.ts';

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
const MAX_SAFE = Number.MAX_SAFE_INTEGER;

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

/**
 * Writes one movement inside the caller's transaction. Player balances change by a conditional
 * UPDATE each (never read-then-write); house accounts only get postings, so concurrent bets do
 * not queue on one house row. Throws (and the caller's transaction rolls back) on any refusal.
 */
export async function writeTransfer(
  tx: Transaction,
  clock: Clock,
  request: TransferRequest,
): Promise<TransferResult> {
  checkRequest(request);
  const fingerprint = fingerprintOf(request);
  const now = clock.now();
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      idempotencyKey: request.idempotencyKey,
      kind: request.kind,
      fingerprint,
      createdAt: now,
    })
    .onConflictDoNothing({ target: ledgerTransactions.idempotencyKey })
    .returning({ id: ledgerTransactions.id });
  if (!created) return replay(tx, request.idempotencyKey, fingerprint);

  const { postings, playerAccounts } = await withCurrencies(tx, request.postings);
  const problem = postingsProblem(postings);
  if (problem) throw badRequest(problem);
  for (const posting of inLockOrder(postings, playerAccounts)) {
    await applyToPlayerBalance(tx, posting);
  }
  await tx
    .insert(ledgerPostings)
    .values(postings.map((p) => ({ ...p, transactionId: created.id, createdAt: now })));
  return { transactionId: created.id, replayed: false, postings };
}

/** The first movement made with this key, if the request is the same; otherwise a 409. */
async function replay(tx: Transaction, key: string, fingerprint: string): Promise<TransferResult> {
  const [first] = await tx
    .select({ id: ledgerTransactions.id, fingerprint: ledgerTransactions.fingerprint })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.idempotencyKey, key));
  if (!first) throw new Error(`Ledger transaction ${key} vanished`);
  if (first.fingerprint !== fingerprint) throw conflict('ledger_idempotency_key_reused');
  const postings = await tx
    .select({
      accountId: ledgerPostings.accountId,
      currencyId: ledgerPostings.currencyId,
      amount: ledgerPostings.amount,
    })
    .from(ledgerPostings)
    .where(eq(ledgerPostings.transactionId, first.id))
    .orderBy(ledgerPostings.id);
  return { transactionId: first.id, replayed: true, postings };
}

/**
 * Each posting with its account's currency, and which accounts are players' (their balance is
 * stored); unknown and closed accounts are refused.
 */
async function withCurrencies(
  tx: Transaction,
  postings: readonly Posting[],
): Promise<{ postings: CurrencyPosting[]; playerAccounts: Set<number> }> {
  const rows = await tx
    .select({
      id: accounts.id,
      ownerId: accounts.ownerId,
      currencyId: accounts.currencyId,
      closedAt: accounts.closedAt,
    })
    .from(accounts)
    .where(
      inArray(
        accounts.id,
        postings.map((p) => p.accountId),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const withCurrency = postings.map(({ accountId, amount }) => {
    const account = byId.get(accountId);
    if (!account) throw badRequest('account_not_found');
    if (account.closedAt) throw badRequest('account_closed');
    return { accountId, currencyId: account.currencyId, amount };
  });
  const playerAccounts = new Set(rows.filter((row) => row.ownerId !== null).map((row) => row.id));
  return { postings: withCurrency, playerAccounts };
}

/**
 * Player postings sorted by account id: two movements touching the same two players lock their
 * rows in the same order and cannot deadlock.
 */
function inLockOrder(
  postings: readonly CurrencyPosting[],
  playerAccounts: ReadonlySet<number>,
): CurrencyPosting[] {
  return postings
    .filter((p) => playerAccounts.has(p.accountId))
    .sort((a, b) => a.accountId - b.accountId);
}

/** One conditional UPDATE: it either applies within the limits or changes nothing. */
async function applyToPlayerBalance(tx: Transaction, posting: CurrencyPosting): Promise<void> {
  const next = sql`${accounts.balance} + ${posting.amount}`;
  const [applied] = await tx
    .update(accounts)
    .set({ balance: next })
    .where(
      and(
        eq(accounts.id, posting.accountId),
        isNull(accounts.closedAt),
        sql`${next} between 0 and ${MAX_SAFE}`,
      ),
    )
    .returning({ id: accounts.id });
  if (applied) return;
  if (posting.amount < 0) throw badRequest('account_insufficient_funds');
  throw badRequest('account_balance_limit');
}
