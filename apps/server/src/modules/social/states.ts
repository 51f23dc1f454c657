import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { ModuleDeps } from '../../module-deps.ts';
import { type SocialRegistrationChoices, socialAuthStates } from './schema.ts';

/** How long a person may spend at the provider between start and callback. */
export const STATE_TTL_MS = 10 * 60_000;

export type StartedSignIn = typeof socialAuthStates.$inferSelect;

export interface NewStartedSignIn {
  state: string;
  provider: string;
  mode: string;
  codeVerifier: string;
  nonce: string;
  redirectUri: string;
  returnTo: string;
  registration: SocialRegistrationChoices;
}

/** Started sign-ins: each one can be finished once, within STATE_TTL_MS, by its own browser. */
export class SocialStates {
  constructor(private readonly deps: ModuleDeps) {}

  async save({ state, ...started }: NewStartedSignIn): Promise<Date> {
    const now = this.deps.clock.now();
    const expiresAt = new Date(now.getTime() + STATE_TTL_MS);
    // Abandoned starts are cleared by later ones; no timer needed.
    await this.deps.db.delete(socialAuthStates).where(lt(socialAuthStates.expiresAt, now));
    await this.deps.db
      .insert(socialAuthStates)
      .values({ stateHash: await this.hash(state), expiresAt, ...started });
    return expiresAt;
  }

  /**
   * The started sign-in the callback belongs to, removed so that it cannot be used again.
   * The browser's cookie must hold the same state as the provider's answer: a link with
   * somebody else's state (login CSRF) finds nothing.
   */
  async take(provider: string, cookieState: string | undefined, queryState: unknown) {
    if (!cookieState || typeof queryState !== 'string' || !sameText(cookieState, queryState)) {
      return null;
    }
    const [row] = await this.deps.db
      .delete(socialAuthStates)
      .where(
        and(
          eq(socialAuthStates.stateHash, await this.hash(cookieState)),
          eq(socialAuthStates.provider, provider),
        ),
      )
      .returning();
    if (!row || row.expiresAt <= this.deps.clock.now()) return null;
    return { ...row, state: cookieState };
  }

  private async hash(state: string): Promise<string> {
    const key = await this.deps.secret('social-state-key');
    return createHmac('sha256', key).update(state).digest('base64url');
  }
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}
