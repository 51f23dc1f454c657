import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { SIGNATURE_TOLERANCE_MS } from '@arenabet/contracts/casino-wallet';
import { type CatalogueGame, NORTHLIGHT } from '@arenabet/domain/casino/catalogue';
import { eq, lt } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { AppConfig } from '../../platform/config.ts';
import type { Database } from '../../platform/db/client.ts';
import { AppError, conflict, notFound } from '../../platform/http/errors.ts';
import type { SecretName } from '../system/secrets.ts';
import { casinoSessions, casinoStudioSignatures } from './schema.ts';

/** An outside studio the site plays games of. */
export interface Studio {
  provider: string;
  /** Where the studio serves its games: the launch URL is `<base>/games/<slug>?token=…`. */
  baseUrl: string;
  games: readonly CatalogueGame[];
  /** The key the studio signs its calls with. */
  key(): Promise<string>;
}

/** A launch token lapses this long after launch unless the game uses it. */
export const LAUNCH_TOKEN_MS = 2 * 60_000;
/** A session lapses this long after its last call. */
export const SESSION_IDLE_MS = 30 * 60_000;

export type SessionRow = typeof casinoSessions.$inferSelect;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** hex HMAC-SHA256(key, "<timestamp>.<raw body>"): what a studio puts in X-Casino-Signature. */
export function studioSignature(key: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', key).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Signatures older than the tolerance are swept at most this often. */
const SWEEP_EVERY_MS = SIGNATURE_TOLERANCE_MS;
/** A session's life is stretched only when this much of it has passed since the last stretch. */
const STRETCH_AFTER_MS = 60_000;

export class StudioGate {
  private sweptAt = Number.NEGATIVE_INFINITY;

  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /**
   * Admits a signed call: a fresh timestamp and our signature over the raw body, never seen
   * before. Signatures are kept for the tolerance, so a captured call cannot be sent again.
   */
  async admit(
    studio: Studio,
    timestamp: string | undefined,
    signature: string | undefined,
    rawBody: string,
  ): Promise<void> {
    const now = this.deps.clock.now().getTime();
    const sent = Number(timestamp);
    const fresh =
      /^\d{1,15}$/.test(timestamp ?? '') && Math.abs(now - sent) <= SIGNATURE_TOLERANCE_MS;
    if (!fresh || !signature || !/^[0-9a-f]{64}$/.test(signature)) {
      throw new AppError(401, 'provider_signature_invalid');
    }
    const expected = Buffer.from(
      studioSignature(await studio.key(), timestamp ?? '', rawBody),
      'hex',
    );
    if (!timingSafeEqual(Buffer.from(signature, 'hex'), expected)) {
      throw new AppError(401, 'provider_signature_invalid');
    }
    const { db } = this.deps;
    if (now - this.sweptAt >= SWEEP_EVERY_MS) {
      this.sweptAt = now;
      // A call dated up to the tolerance ahead stays fresh up to twice it after it was seen.
      await db
        .delete(casinoStudioSignatures)
        .where(lt(casinoStudioSignatures.seenAt, new Date(now - 2 * SIGNATURE_TOLERANCE_MS)));
    }
    const [kept] = await db
      .insert(casinoStudioSignatures)
      .values({ signature, seenAt: new Date(now) })
      .onConflictDoNothing()
      .returning();
    if (!kept) throw conflict('provider_request_replayed');
  }

  /** Opens a session for the player's account; only the token's hash is kept. */
  async open(
    studio: Studio,
    game: string,
    player: { playerId: number; accountId: number; currencyId: number },
  ): Promise<{ token: string; expiresAt: Date }> {
    if (!studio.games.some((candidate) => candidate.slug === game)) {
      throw notFound('casino_game_unknown');
    }
    const token = randomBytes(24).toString('base64url');
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + LAUNCH_TOKEN_MS);
    await this.deps.db.insert(casinoSessions).values({
      tokenHash: hashOf(token),
      provider: studio.provider,
      game,
      ...player,
      createdAt: now,
      expiresAt,
    });
    return { token, expiresAt };
  }

  /**
   * The session a token opens, kept alive for another idle period. A lapsed session still
   * settles what it started (`settling`): a credit or rollback may come long after the round,
   * when the studio is back from an outage, and must not strand the stake or the win.
   */
  async session(studio: Studio, token: string, settling = false): Promise<SessionRow> {
    const now = this.deps.clock.now();
    const [row] = await this.deps.db
      .select()
      .from(casinoSessions)
      .where(eq(casinoSessions.tokenHash, hashOf(token)));
    if (!row || row.provider !== studio.provider) throw new AppError(401, 'casino_session_invalid');
    if (row.expiresAt <= now) {
      if (settling) return row;
      throw new AppError(401, 'casino_session_invalid');
    }
    const stretched = new Date(now.getTime() + SESSION_IDLE_MS);
    if (stretched.getTime() - row.expiresAt.getTime() >= STRETCH_AFTER_MS) {
      await this.deps.db
        .update(casinoSessions)
        .set({ expiresAt: stretched })
        .where(eq(casinoSessions.id, row.id));
    }
    return row;
  }
}

/** The studios the configuration names: Northlight where CASINO_STUDIO_URL says it serves. */
export function casinoStudios(
  config: Pick<AppConfig, 'CASINO_STUDIO_URL'>,
  secret: (name: SecretName) => Promise<string>,
): Studio[] {
  if (!config.CASINO_STUDIO_URL) return [];
  const { provider, games } = NORTHLIGHT;
  return [
    {
      provider,
      baseUrl: config.CASINO_STUDIO_URL,
      games,
      key: () => secret(`casino-studio-key:${provider}`),
    },
  ];
}
