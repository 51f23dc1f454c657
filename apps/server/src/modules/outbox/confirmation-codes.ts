import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { TooManyRequests } from '../../platform/rate-limiter.ts';
import { confirmationCodes } from './schema.ts';
import type { OutboxChannel, OutboxService } from './service.ts';

/** Codes live 10 minutes, allow 5 tries, and are sent again at most once a minute, 5 an hour. */
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_LENGTH = 6;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_INTERVAL_MS = 60_000;
export const CODE_MAX_SENDS_PER_WINDOW = 5;
const SEND_WINDOW_MS = 60 * 60_000;

export interface CodeRequest {
  /** What the code confirms; one live code per purpose and target. */
  purpose: string;
  /** What it confirms it for: a phone, an e-mail, a player id. */
  target: string;
  channel: OutboxChannel;
  /**
   * Where the code goes; null sends nothing but still counts the send, so that asking for a
   * code for an unknown phone or e-mail answers exactly like asking for a known one.
   */
  recipient: string | null;
  playerId?: number | null;
  /** The message around the code; `secrets` are other texts in it that open the account. */
  message: (code: string) => { subject: string; body: string; secrets?: readonly string[] };
  /** A code of the caller's (a long link token); by default six random digits. */
  code?: string;
}

export interface IssuedCode {
  codeLength: number;
  expiresAt: Date;
  resendAfterSeconds: number;
}

export type CodeCheck = 'confirmed' | 'wrong' | 'expired';

/** Confirmation codes sent through the outbox; only a keyed hash of each is stored. */
export class ConfirmationCodes {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly hashKey: () => Promise<string>,
    private readonly outbox: OutboxService,
  ) {}

  /** Makes a new code (the old one stops working) and sends it; 429 past the send limits. */
  async issue(request: CodeRequest): Promise<IssuedCode> {
    const now = this.clock.now();
    const code = request.code ?? randomDigits(CODE_LENGTH);
    const expiresAt = new Date(now.getTime() + CODE_TTL_MS);
    const windowStart = new Date(now.getTime() - SEND_WINDOW_MS);
    const resendBoundary = new Date(now.getTime() - CODE_RESEND_INTERVAL_MS);
    const codeHash = await this.hash(request.purpose, request.target, code);
    const fresh = {
      purpose: request.purpose,
      target: request.target,
      codeHash,
      expiresAt,
      attempts: 0,
      sends: 1,
      windowStartedAt: now,
      lastSentAt: now,
      usedAt: null,
    };
    const windowOpen = gt(confirmationCodes.windowStartedAt, windowStart);
    const stored = await this.db
      .insert(confirmationCodes)
      .values(fresh)
      .onConflictDoUpdate({
        target: [confirmationCodes.purpose, confirmationCodes.target],
        set: {
          codeHash,
          expiresAt,
          attempts: 0,
          usedAt: null,
          lastSentAt: now,
          sends: sql`case when ${windowOpen} then ${confirmationCodes.sends} + 1 else 1 end`,
          windowStartedAt: sql`case when ${windowOpen} then ${confirmationCodes.windowStartedAt} else ${now.toISOString()}::timestamptz end`,
        },
        setWhere: sql`${confirmationCodes.lastSentAt} <= ${resendBoundary.toISOString()}::timestamptz and (not ${windowOpen} or ${confirmationCodes.sends} < ${CODE_MAX_SENDS_PER_WINDOW})`,
      })
      .returning({ purpose: confirmationCodes.purpose });
    if (stored.length === 0) throw new TooManyRequests(await this.retryAfter(request, now));
    if (request.recipient === null) return this.issued(code, expiresAt);
    const message = request.message(code);
    await this.outbox.send({
      channel: request.channel,
      recipient: request.recipient,
      purpose: request.purpose,
      playerId: request.playerId ?? null,
      ...message,
      secrets: [code, ...(message.secrets ?? [])],
    });
    return this.issued(code, expiresAt);
  }

  private issued(code: string, expiresAt: Date): IssuedCode {
    return {
      codeLength: code.length,
      expiresAt,
      resendAfterSeconds: CODE_RESEND_INTERVAL_MS / 1000,
    };
  }

  /**
   * Checks a code; a right one is used up unless `keep` (a step that checks before the step
   * that acts). Each check spends one attempt, so a code cannot be guessed by trying them all.
   */
  async check(purpose: string, target: string, code: string, keep = false): Promise<CodeCheck> {
    const now = this.clock.now();
    const live = and(
      eq(confirmationCodes.purpose, purpose),
      eq(confirmationCodes.target, target),
      isNull(confirmationCodes.usedAt),
      gt(confirmationCodes.expiresAt, now),
    );
    const [row] = await this.db
      .update(confirmationCodes)
      .set({ attempts: sql`${confirmationCodes.attempts} + 1` })
      .where(and(live, lt(confirmationCodes.attempts, CODE_MAX_ATTEMPTS)))
      .returning({ codeHash: confirmationCodes.codeHash });
    if (!row) return 'expired';
    if (!safeEqual(row.codeHash, await this.hash(purpose, target, code.trim()))) return 'wrong';
    if (keep) {
      await this.db
        .update(confirmationCodes)
        .set({ attempts: sql`${confirmationCodes.attempts} - 1` })
        .where(live);
      return 'confirmed';
    }
    // Conditional on still being unused: of two racing checks of one code, one wins.
    const used = await this.db
      .update(confirmationCodes)
      .set({ usedAt: now })
      .where(live)
      .returning({ purpose: confirmationCodes.purpose });
    return used.length > 0 ? 'confirmed' : 'expired';
  }

  private async retryAfter(request: CodeRequest, now: Date): Promise<number> {
    const [row] = await this.db
      .select()
      .from(confirmationCodes)
      .where(
        and(
          eq(confirmationCodes.purpose, request.purpose),
          eq(confirmationCodes.target, request.target),
        ),
      );
    if (!row) return 1;
    const nextResend = row.lastSentAt.getTime() + CODE_RESEND_INTERVAL_MS;
    const windowEnd = row.windowStartedAt.getTime() + SEND_WINDOW_MS;
    const at =
      row.sends >= CODE_MAX_SENDS_PER_WINDOW ? Math.max(nextResend, windowEnd) : nextResend;
    return Math.max(1, Math.ceil((at - now.getTime()) / 1000));
  }

  private async hash(purpose: string, target: string, code: string): Promise<string> {
    return createHmac('sha256', await this.hashKey())
      .update(`${purpose}\u0000${target}\u0000${code}`)
      .digest('base64url');
  }
}

function randomDigits(length: number): string {
  return Array.from({ length }, () => randomInt(10)).join('');
}

function safeEqual(a: string, b: string): boolean {
  const [left, right] = [Buffer.from(a), Buffer.from(b)];
  return left.length === right.length && timingSafeEqual(left, right);
}
