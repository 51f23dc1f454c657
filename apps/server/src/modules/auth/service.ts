import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { unauthorized } from '../../platform/http/errors.ts';
import { signToken, verifyToken } from '../../platform/security/jwt.ts';
import { playerSessions } from './schema.ts';

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

/** Last activity is written at most this often, not on every request. */
const TOUCH_INTERVAL_MS = 60_000;

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

  async signIn(login: string, password: string, meta: SessionMeta) {
    const player = await this.players.checkCredentials(login, password);
    if (!player || player.status === 'blocked') throw unauthorized('auth_wrong_credentials');
    return this.openSession(player.id, meta);
  }

  /** A new session and its token; a new session id at every sign-in. */
  async openSession(playerId: number, meta: SessionMeta) {
    const now = this.clock.now();
    // Whole seconds, so the session row and the token's exp claim name the same moment.
    const expiresAt = new Date(
      Math.floor((now.getTime() + this.sessionHours * 3_600_000) / 1000) * 1000,
    );
    const [session] = await this.db
      .insert(playerSessions)
      .values({ playerId, createdAt: now, lastSeenAt: now, expiresAt, ...meta })
      .returning({ id: playerSessions.id });
    if (!session) throw new Error('player session was not stored');
    const previousSignInAt = await this.players.markSignedIn(playerId, now);
    const signedIn = { playerId, sessionId: session.id, expiresAt };
    return { signedIn, token: await this.tokenFor(signedIn), previousSignInAt };
  }

  /** The session behind a token: signed by us, not expired, and its row still open. */
  async authenticate(token: string): Promise<SignedInPlayer | null> {
    const now = this.clock.now();
    const claims = verifyToken(token, await this.tokenKey(), now);
    if (!claims) return null;
    const [session] = await this.db
      .select()
      .from(playerSessions)
      .where(
        and(
          eq(playerSessions.id, claims.sid),
          eq(playerSessions.playerId, Number(claims.sub)),
          isNull(playerSessions.closedAt),
          gt(playerSessions.expiresAt, now),
        ),
      );
    if (!session) return null;
    if (now.getTime() - session.lastSeenAt.getTime() > TOUCH_INTERVAL_MS) {
      await this.db
        .update(playerSessions)
        .set({ lastSeenAt: now })
        .where(eq(playerSessions.id, session.id));
    }
    return { playerId: session.playerId, sessionId: session.id, expiresAt: session.expiresAt };
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
