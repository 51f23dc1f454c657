import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { hashPassword, verifyForNobody, verifyPassword } from '../../platform/security/password.ts';
import { limitKeys, loginSubject } from '../../platform/sign-in-limits.ts';
import type { SignInAttempts } from '../auth/sign-in-attempts.ts';
import { operatorSessions, operators } from './schema.ts';

export interface SignedInOperator {
  operatorId: number;
  sessionId: string;
  login: string;
  role: 'operator';
  expiresAt: Date;
}

export interface OperatorSessionMeta {
  ip?: string | undefined;
  userAgent?: string | undefined;
}

/** A sign-in attempt: its session's details and the captcha it carries, if any. */
export interface OperatorAttemptMeta extends OperatorSessionMeta {
  captchaToken?: string | undefined;
}

export class OperatorService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly sessionHours: number,
    /** The players' sign-in limits, counted in a realm of the operators' own. */
    private readonly attempts: () => SignInAttempts,
  ) {}

  /** Creates the first operator on an empty site; returns the password only if it generated it. */
  async ensureFirstOperator(
    login: string,
    password: string | undefined,
  ): Promise<{ created: boolean; generatedPassword?: string }> {
    const existing = await this.db.select({ id: operators.id }).from(operators).limit(1);
    if (existing.length > 0) return { created: false };
    const chosen = password ?? randomBytes(18).toString('base64url');
    const inserted = await this.db
      .insert(operators)
      .values({ login, passwordHash: await hashPassword(chosen), createdAt: this.clock.now() })
      .onConflictDoNothing()
      .returning({ id: operators.id });
    if (inserted.length === 0) return { created: false };
    return password ? { created: true } : { created: true, generatedPassword: chosen };
  }

  /**
   * The sign-in limits apply as for players (by login: an operator's login is its account), so
   * a flood against one login, or from one address, never locks the operator out elsewhere.
   */
  async signIn(
    login: string,
    password: string,
    { captchaToken, ...meta }: OperatorAttemptMeta,
  ): Promise<{ token: string; operator: SignedInOperator }> {
    const keys = limitKeys('operator', loginSubject(login), meta.ip ?? 'unknown');
    await this.attempts().guard(keys, captchaToken);
    const [operator] = await this.db.select().from(operators).where(eq(operators.login, login));
    const valid = operator
      ? await verifyPassword(operator.passwordHash, password)
      : await verifyForNobody(password);
    if (!operator || !valid || operator.disabledAt) {
      throw await this.attempts().failed(keys, 'auth_wrong_credentials');
    }
    await this.attempts().succeeded(keys);
    const token = randomBytes(32).toString('base64url');
    const now = this.clock.now();
    const expiresAt = new Date(now.getTime() + this.sessionHours * 3_600_000);
    const [session] = await this.db
      .insert(operatorSessions)
      .values({
        operatorId: operator.id,
        tokenHash: tokenHash(token),
        createdAt: now,
        expiresAt,
        ...meta,
      })
      .returning({ id: operatorSessions.id });
    if (!session) throw new Error('operator session was not stored');
    return {
      token,
      operator: {
        operatorId: operator.id,
        sessionId: session.id,
        login,
        role: 'operator',
        expiresAt,
      },
    };
  }

  /** The operator behind a token, or null when it is unknown, closed, expired or disabled. */
  async authenticate(token: string): Promise<SignedInOperator | null> {
    const [row] = await this.db
      .select({
        operatorId: operators.id,
        sessionId: operatorSessions.id,
        login: operators.login,
        expiresAt: operatorSessions.expiresAt,
      })
      .from(operatorSessions)
      .innerJoin(operators, eq(operators.id, operatorSessions.operatorId))
      .where(
        and(
          eq(operatorSessions.tokenHash, tokenHash(token)),
          isNull(operatorSessions.closedAt),
          isNull(operators.disabledAt),
          gt(operatorSessions.expiresAt, this.clock.now()),
        ),
      );
    return row ? { ...row, role: 'operator' } : null;
  }

  async signOut(sessionId: string): Promise<void> {
    await this.db
      .update(operatorSessions)
      .set({ closedAt: this.clock.now() })
      .where(and(eq(operatorSessions.id, sessionId), isNull(operatorSessions.closedAt)));
  }
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
