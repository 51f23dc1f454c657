import { type CaptchaType, proofOfWorkSolution } from '@arenabet/contracts';
import { lt } from 'drizzle-orm';
import type { Clock } from '../../platform/clock.ts';
import type { Database } from '../../platform/db/client.ts';
import { AppError } from '../../platform/http/errors.ts';
import {
  checkSolution,
  createChallenge,
  type ProofOfWorkChallenge,
} from '../../platform/security/proof-of-work.ts';
import { captchaSpent } from './schema.ts';

/**
 * About 50 000 hashes on average: a fraction of a second in a browser, a real cost for a bot
 * registering thousands of accounts.
 */
const MAX_NUMBER = 100_000;
const CHALLENGE_LIFETIME_MS = 10 * 60_000;

/** The spec's text for a captcha that was not solved. */
export const DISMISSED_CAPTCHA = 'Dismissed captcha';

export class CaptchaService {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    private readonly key: () => Promise<string>,
  ) {}

  async challenge(type: CaptchaType): Promise<ProofOfWorkChallenge | null> {
    if (type !== 'custom') return null;
    const options = {
      hmacKey: await this.key(),
      maxNumber: MAX_NUMBER,
      expiresInMs: CHALLENGE_LIFETIME_MS,
    };
    return createChallenge(options, this.clock.now());
  }

  /**
   * Lets the request through when the captcha of this type is solved: a proof of work that we
   * issued, still fresh and not used before. Throws 400 'Dismissed captcha' otherwise.
   */
  async require(type: CaptchaType, token: string | undefined): Promise<void> {
    if (type === 'disabled') return;
    if (type !== 'custom') throw new AppError(501, 'captcha_needs_keys');
    const solution = parseToken(token);
    const now = this.clock.now();
    if (!solution || checkSolution(solution, await this.key(), now) !== null) {
      throw new AppError(400, DISMISSED_CAPTCHA);
    }
    await this.db.delete(captchaSpent).where(lt(captchaSpent.expiresAt, now));
    const spent = await this.db
      .insert(captchaSpent)
      .values({
        challenge: solution.challenge,
        expiresAt: new Date(now.getTime() + CHALLENGE_LIFETIME_MS),
      })
      .onConflictDoNothing()
      .returning({ challenge: captchaSpent.challenge });
    if (spent.length === 0) throw new AppError(400, DISMISSED_CAPTCHA);
  }
}

function parseToken(token: string | undefined) {
  if (!token || token.length > 2_000) return null;
  try {
    const parsed = proofOfWorkSolution.safeParse(
      JSON.parse(Buffer.from(token, 'base64').toString('utf8')),
    );
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
