import { randomUUID } from 'node:crypto';
import type { SecondStepMethod } from '@arenabet/contracts';
import type { PlaySpan } from '@arenabet/domain/responsible/play-time';
import { and, desc, eq, gt, inArray, isNull, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { MicroBatch } from '../../platform/db/micro-batch.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { TooManyRequests } from '../../platform/rate-limiter.ts';
import { signToken, verifyToken } from '../../platform/security/jwt.ts';
import {
  accountSubject,
  addressKeys,
  type LimitKey,
  limitKeys,
  loginSubject,
} from '../../platform/sign-in-limits.ts';
import { type Player, phoneDigits } from '../players/service.ts';
import { SignInLockout } from './lockout.ts';
import { playerSessions } from './schema.ts';
import { SignInAttempts } from './sign-in-attempts.ts';

export interface SignedInPlayer {
  playerId: number;
  sessionId: string;
  expiresAt: Date;
}

export type PlayerSession = typeof playerSessions.$inferSelect;

export interface SessionMeta {
  ip?: string;
  userAgent?: string;
}

/** A sign-in attempt: where it comes from and the captcha it carries, if any. */
export interface AttemptMeta extends SessionMeta {
  captchaToken?: string;
}

export type OpenedSession = Awaited<ReturnType<AuthService['openSession']>>;

/** What follows a right first factor (password, SMS code, social account). */
export type FirstFactorResult =
  | ({ kind: 'signed-in' } & OpenedSession)
  | { kind: 'second-step'; twoFactorToken: string; method: SecondStepMethod };

/** Last activity is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;
/** How long the first factor stays good for the second step. */
const SECOND_STEP_MS = 5 * 60_000;
/** The e-mail code of the second step (auth by e-mail), by player id. */
export const EMAIL_SIGN_IN_PURPOSE = 'sign-in-email';
/** The sign-in code by SMS, by phone. */
export const SMS_SIGN_IN_PURPOSE = 'sign-in-sms';

/** A session id as the database keeps it: anything else is no session, not a query error. */
const SESSION_ID = z.uuid();

export class AuthService {
  constructor(
    private readonly deps: ModuleDeps,
    private readonly services: AppServices,
  ) {}

  private get db() {
    return this.deps.db;
  }

  private get clock() {
    return this.deps.clock;
  }

  private get players() {
    return this.services.players;
  }

  private get sessionHours() {
    return this.deps.config.PLAYER_SESSION_HOURS;
  }

  private tokenKey(): Promise<string> {
    return this.deps.secret('player-token-key');
  }

  private attemptsOf?: SignInAttempts;

  /** The sign-in limits' checks, shared with the operators' sign-in. */
  get attempts(): SignInAttempts {
    this.attemptsOf ??= new SignInAttempts(
      new SignInLockout(this.deps.db, this.deps.clock),
      this.services.captcha,
      this.deps.captchaType,
    );
    return this.attemptsOf;
  }

  /**
   * The password step. Locks and captcha come before the password is hashed; a failure counts
   * against the account (or the login, when no account has it), the address, and the two
   * together. Unknown login and wrong password answer the same.
   */
  async signIn(login: string, password: string, meta: AttemptMeta): Promise<FirstFactorResult> {
    const known = await this.players.findByLogin(login);
    const keys = this.attemptKeys(known ? accountSubject(known.id) : loginSubject(login), meta);
    await this.attempts.guard(keys, meta.captchaToken);
    const player = await this.players.checkCredentials(login, password);
    if (!player || player.status === 'blocked') {
      throw await this.attempts.failed(keys, 'auth_wrong_credentials');
    }
    return this.completeFirstFactor(player.id, meta);
  }

  /**
   * After any right first factor: a session, or the second step when the player has
   * two-factor on (authenticator code) or auth by e-mail on (a code to the confirmed e-mail).
   */
  async completeFirstFactor(playerId: number, meta: SessionMeta): Promise<FirstFactorResult> {
    const method = await this.secondStepMethod(playerId);
    // Failures are forgiven only when a session opens: a right password must not wipe the
    // wrong second-step codes, or the code could be guessed between password sign-ins.
    if (!method) {
      await this.attempts.succeeded(this.attemptKeys(accountSubject(playerId), meta));
      return { kind: 'signed-in', ...(await this.openSession(playerId, meta)) };
    }
    if (method === 'email') await this.sendEmailCode(playerId);
    const twoFactorToken = signToken(
      {
        sub: String(playerId),
        sid: `${method}:${randomUUID()}`,
        iat: Math.floor(this.clock.now().getTime() / 1000),
        exp: Math.floor((this.clock.now().getTime() + SECOND_STEP_MS) / 1000),
      },
      await this.secondStepKey(),
    );
    return { kind: 'second-step', twoFactorToken, method };
  }

  /** The second step: the code for the challenge of `twoFactorToken`. Wrong codes lock too. */
  async completeSecondStep(twoFactorToken: string, code: string, meta: AttemptMeta) {
    const claims = verifyToken(twoFactorToken, await this.secondStepKey(), this.clock.now());
    const method = claims?.sid.split(':')[0];
    if (!claims || (method !== 'app' && method !== 'email')) {
      throw unauthorized('two_factor_token_expired');
    }
    const playerId = Number(claims.sub);
    const keys = this.attemptKeys(accountSubject(playerId), meta);
    await this.attempts.guard(keys, meta.captchaToken);
    const right =
      method === 'app'
        ? await this.services.twoFactor.verify(playerId, code)
        : (await this.services.codes.check(EMAIL_SIGN_IN_PURPOSE, String(playerId), code)) ===
          'confirmed';
    if (!right) throw await this.attempts.failed(keys, 'auth_incorrect_code', 'code');
    const player = await this.players.byId(playerId);
    if (!player || player.status === 'blocked') throw unauthorized('auth_wrong_credentials');
    await this.attempts.succeeded(keys);
    return this.openSession(playerId, meta);
  }

  /**
   * A proof a signed-in player gives for a sensitive change (the password, an authenticator
   * code). It counts like a sign-in attempt, locks and captcha included: a stolen session must
   * not become a way to guess the password. A wrong proof answers `message` on `field`.
   */
  async checkProof(
    playerId: number,
    meta: AttemptMeta,
    proof: () => Promise<boolean>,
    failure: { field: string; message: string },
  ): Promise<void> {
    const keys = this.attemptKeys(accountSubject(playerId), meta);
    await this.attempts.guard(keys, meta.captchaToken);
    if (!(await proof())) throw await this.attempts.failed(keys, failure.message, failure.field);
  }

  /** Sends a sign-in code to a confirmed phone; says nothing about phones without accounts. */
  async sendSmsCode(phone: string, meta: AttemptMeta) {
    await this.attempts.guard(addressKeys('player', meta.ip ?? 'unknown'), meta.captchaToken);
    const player = await this.players.byPhone(phone);
    const usable = player?.phone && player.phoneConfirmedAt && player.status !== 'blocked';
    // A phone without an account gets a code sent to nobody: the same answers, limits included.
    const issued = await this.services.codes.issue({
      purpose: SMS_SIGN_IN_PURPOSE,
      target: phoneDigits(phone),
      channel: 'sms',
      recipient: usable ? phoneDigits(phone) : null,
      playerId: usable ? player.id : null,
      message: (code) => ({ subject: 'Sign-in code', body: `Your sign-in code: ${code}` }),
    });
    return { codeLength: issued.codeLength, resendAfterSeconds: issued.resendAfterSeconds };
  }

  /** Signs in with the SMS code (then the second step, if the player has one). */
  async signInBySms(phone: string, code: string, meta: AttemptMeta): Promise<FirstFactorResult> {
    const player = await this.players.byPhone(phone);
    const keys = this.attemptKeys(player ? accountSubject(player.id) : loginSubject(phone), meta);
    await this.attempts.lockout.check(keys);
    const usable = player?.phone && player.phoneConfirmedAt && player.status !== 'blocked';
    const check = usable
      ? await this.services.codes.check(SMS_SIGN_IN_PURPOSE, player.phone ?? '', code)
      : 'wrong';
    if (!player || check !== 'confirmed') {
      throw await this.attempts.failed(keys, 'auth_incorrect_code', 'code');
    }
    return this.completeFirstFactor(player.id, meta);
  }

  private attemptKeys(subject: string, meta: SessionMeta): LimitKey[] {
    return limitKeys('player', subject, meta.ip ?? 'unknown');
  }

  private async secondStepMethod(playerId: number): Promise<SecondStepMethod | null> {
    if (await this.services.twoFactor.isEnabled(playerId)) return 'app';
    const player = await this.players.byId(playerId);
    return player && wantsEmailCode(player) ? 'email' : null;
  }

  /** A code sent less than a minute ago is still live: the player uses that one. */
  private async sendEmailCode(playerId: number): Promise<void> {
    const player = await this.players.byId(playerId);
    if (!player?.email) return;
    await ignoreResendLimit(
      this.services.codes.issue({
        purpose: EMAIL_SIGN_IN_PURPOSE,
        target: String(playerId),
        channel: 'email',
        recipient: player.email,
        playerId,
        message: (code) => ({ subject: 'Sign-in code', body: `Your sign-in code: ${code}` }),
      }),
    );
  }

  /** A key of its own, so a second-step token can never pass for a session token. */
  private async secondStepKey(): Promise<string> {
    return `${await this.tokenKey()}:second-step`;
  }

  /** A new session and its token; a new session id at every sign-in. */
  async openSession(playerId: number, meta: SessionMeta) {
    // Every way in ends here: a time-out refuses them all, saying when it ends.
    const onBreak = await this.services.responsibleGambling.signInRefusal(playerId);
    if (onBreak) throw onBreak;
    const now = this.clock.now();
    const expiresAt = this.expiryFrom(now);
    const [session] = await this.db
      .insert(playerSessions)
      .values({ playerId, createdAt: now, lastSeenAt: now, expiresAt, ...meta })
      .returning({ id: playerSessions.id });
    if (!session) throw new Error('player session was not stored');
    const previousSignInAt = await this.players.markSignedIn(playerId, now);
    const signedIn = { playerId, sessionId: session.id, expiresAt };
    return { signedIn, token: await this.tokenFor(signedIn), previousSignInAt };
  }

  /** Whole seconds, so the session row and the token's exp claim name the same moment. */
  private expiryFrom(now: Date): Date {
    return new Date(Math.floor((now.getTime() + this.sessionHours * 3_600_000) / 1000) * 1000);
  }

  /**
   * Sessions by id, read together when many requests arrive at once (every signed-in call asks
   * for its session: under load, one query for them all).
   */
  private readonly sessionRows = new MicroBatch(async (ids: readonly string[]) => {
    const rows = await this.db
      .select()
      .from(playerSessions)
      .where(inArray(playerSessions.id, [...ids]));
    return ids.map((id) => rows.find((row) => row.id === id));
  }, 200);

  /** The session behind a token: signed by us, not expired, and its row still open. */
  async authenticate(token: string): Promise<SignedInPlayer | null> {
    const now = this.clock.now();
    const claims = verifyToken(token, await this.tokenKey(), now);
    if (!claims) return null;
    const session = SESSION_ID.safeParse(claims.sid).success
      ? await this.sessionRows.submit(claims.sid)
      : undefined;
    if (
      !session ||
      session.playerId !== Number(claims.sub) ||
      session.closedAt !== null ||
      session.expiresAt <= now
    ) {
      return null;
    }
    const idleLimit = await this.autoLogoffMinutes();
    if (idleLimit !== null && now.getTime() - session.lastSeenAt.getTime() > idleLimit * 60_000) {
      // Closed, not just refused: the session history shows when auto-logoff ended it.
      await this.closeSession(session.playerId, session.id);
      return null;
    }
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(playerSessions)
        .set({ lastSeenAt: now })
        .where(eq(playerSessions.id, session.id));
    }
    return { playerId: session.playerId, sessionId: session.id, expiresAt: session.expiresAt };
  }

  /** Minutes of inactivity after which a session ends (responsible gaming); null when off. */
  async autoLogoffMinutes(): Promise<number | null> {
    const autoLogoff = (await this.deps.siteSettings())?.responsible.autoLogoff;
    return autoLogoff?.enabled ? autoLogoff.minutes : null;
  }

  /** The same session with a later expiry and a new token (the mobile token refresh). */
  async refreshSession(signedIn: SignedInPlayer) {
    const expiresAt = this.expiryFrom(this.clock.now());
    await this.db
      .update(playerSessions)
      .set({ expiresAt, lastSeenAt: this.clock.now() })
      .where(eq(playerSessions.id, signedIn.sessionId));
    const refreshed = { ...signedIn, expiresAt };
    return { signedIn: refreshed, token: await this.tokenFor(refreshed) };
  }

  /** Recent sessions, closed and expired ones included, newest first. */
  async sessionHistory(playerId: number, limit = 50): Promise<PlayerSession[]> {
    return this.db
      .select()
      .from(playerSessions)
      .where(eq(playerSessions.playerId, playerId))
      .orderBy(desc(playerSessions.createdAt))
      .limit(limit);
  }

  async tokenFor(signedIn: SignedInPlayer): Promise<string> {
    const claims = {
      sub: String(signedIn.playerId),
      sid: signedIn.sessionId,
      iat: Math.floor(this.clock.now().getTime() / 1000),
      exp: Math.floor(signedIn.expiresAt.getTime() / 1000),
    };
    return signToken(claims, await this.tokenKey());
  }

  /**
   * The player's time signed in since `since`, session by session: from sign-in to the last
   * sign of activity (written at most every minute, so a minute past it), its close or its
   * expiry, whichever came first. Session-time limits count these (issue 16).
   */
  async playSpans(playerId: number, since: Date): Promise<PlaySpan[]> {
    const now = this.clock.now();
    const rows = await this.db
      .select()
      .from(playerSessions)
      .where(
        and(
          eq(playerSessions.playerId, playerId),
          or(isNull(playerSessions.closedAt), gt(playerSessions.closedAt, since)),
          gt(playerSessions.expiresAt, since),
        ),
      );
    return rows.map((row) => ({
      from: row.createdAt,
      to: new Date(
        Math.min(
          (row.closedAt ?? now).getTime(),
          row.expiresAt.getTime(),
          row.lastSeenAt.getTime() + TOUCH_INTERVAL_MS,
          now.getTime(),
        ),
      ),
    }));
  }

  /** When the session began: a reality check counts its time from sign-in. */
  async sessionStartedAt(sessionId: string): Promise<Date | undefined> {
    return (await this.sessionRows.submit(sessionId))?.createdAt;
  }

  async openSessions(playerId: number): Promise<PlayerSession[]> {
    return this.db
      .select()
      .from(playerSessions)
      .where(
        and(
          eq(playerSessions.playerId, playerId),
          isNull(playerSessions.closedAt),
          gt(playerSessions.expiresAt, this.clock.now()),
        ),
      )
      .orderBy(desc(playerSessions.lastSeenAt));
  }

  /** Closes one session of this player; another player's session id closes nothing. */
  async closeSession(playerId: number, sessionId: string): Promise<boolean> {
    const closed = await this.db
      .update(playerSessions)
      .set({ closedAt: this.clock.now() })
      .where(
        and(
          eq(playerSessions.id, sessionId),
          eq(playerSessions.playerId, playerId),
          isNull(playerSessions.closedAt),
        ),
      )
      .returning({ id: playerSessions.id });
    return closed.length > 0;
  }

  /** Every session of the player ends: a time-out starts signed out (issue 16). */
  async closeAllSessions(playerId: number): Promise<number> {
    const closed = await this.db
      .update(playerSessions)
      .set({ closedAt: this.clock.now() })
      .where(and(eq(playerSessions.playerId, playerId), isNull(playerSessions.closedAt)))
      .returning({ id: playerSessions.id });
    return closed.length;
  }

  async closeOtherSessions(playerId: number, keepSessionId: string): Promise<number> {
    const closed = await this.db
      .update(playerSessions)
      .set({ closedAt: this.clock.now() })
      .where(
        and(
          eq(playerSessions.playerId, playerId),
          ne(playerSessions.id, keepSessionId),
          isNull(playerSessions.closedAt),
        ),
      )
      .returning({ id: playerSessions.id });
    return closed.length;
  }
}

/** Auth by e-mail needs somewhere to send the code: a confirmed e-mail. */
function wantsEmailCode(player: Player): boolean {
  return player.authByEmail && player.email !== null && player.emailConfirmedAt !== null;
}

async function ignoreResendLimit(sending: Promise<unknown>): Promise<void> {
  try {
    await sending;
  } catch (error) {
    if (!(error instanceof TooManyRequests)) throw error;
  }
}
