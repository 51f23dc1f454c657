import { normaliseSecurityAnswer } from '@arenabet/contracts/security-question';
import { securityQuestionById } from '@arenabet/reference/security-questions';
import { eq } from 'drizzle-orm';
import type { AppServices, ModuleDeps } from '../../module-deps.ts';
import { badRequest } from '../../platform/http/errors.ts';
import { RateLimiter } from '../../platform/rate-limiter.ts';
import { hashPassword, verifyPassword } from '../../platform/security/password.ts';
import type { AttemptMeta } from '../auth/service.ts';
import { securityAnswers } from './schema.ts';

/** Answers are short words: 5 checks in 15 minutes per player, then 429, so none is guessed. */
const CHECKS_PER_WINDOW = 5;
const CHECK_WINDOW_MS = 15 * 60_000;

export type AnswerCheck = 'not_set' | 'right' | 'wrong';

export interface UserSecureQuestion {
  secure_question: string | null;
  question_id: number | null;
  is_custom: boolean;
}

export interface NewAnswer {
  question: { questionId: number } | { customQuestion: string };
  /** Already normalised by the contract. */
  answer: string;
  /** Proof for replacing an answer already set: the old answer or the account password. */
  oldAnswer?: string | undefined;
  password?: string | undefined;
}

const NO_QUESTION: UserSecureQuestion = {
  secure_question: null,
  question_id: null,
  is_custom: false,
};

export class SecurityQuestionService {
  private readonly checks: RateLimiter;

  constructor(
    readonly deps: ModuleDeps,
    readonly services: AppServices,
  ) {
    this.checks = new RateLimiter(CHECKS_PER_WINDOW, CHECK_WINDOW_MS, deps.clock);
  }

  async questionOf(playerId: number): Promise<UserSecureQuestion> {
    const row = await this.answerRow(playerId);
    if (!row) return NO_QUESTION;
    if (row.questionId === null) {
      return { secure_question: row.customQuestion, question_id: null, is_custom: true };
    }
    const question = securityQuestionById(row.questionId);
    return {
      secure_question: question?.key ?? null,
      question_id: row.questionId,
      is_custom: false,
    };
  }

  async isSet(playerId: number): Promise<boolean> {
    return (await this.answerRow(playerId)) !== null;
  }

  /** Sets or replaces the player's question and answer; a replacement needs proof. */
  async setAnswer(
    playerId: number,
    next: NewAnswer,
    meta: AttemptMeta,
  ): Promise<UserSecureQuestion> {
    if ('questionId' in next.question && !securityQuestionById(next.question.questionId)) {
      throw badRequest('validation_failed', { question_id: ['validation_invalid_value'] });
    }
    if (await this.isSet(playerId)) await this.requireProof(playerId, next, meta);
    const question =
      'questionId' in next.question
        ? { questionId: next.question.questionId, customQuestion: null }
        : { questionId: null, customQuestion: next.question.customQuestion };
    const values = {
      ...question,
      answerHash: await hashPassword(next.answer),
      updatedAt: this.deps.clock.now(),
    };
    await this.deps.db
      .insert(securityAnswers)
      .values({ playerId, ...values })
      .onConflictDoUpdate({ target: securityAnswers.playerId, set: values });
    return this.questionOf(playerId);
  }

  /**
   * Checks an answer, normalised as it was when set. Every check counts toward the limit and a
   * right answer forgives the earlier ones.
   */
  async check(playerId: number, answer: string): Promise<AnswerCheck> {
    const row = await this.answerRow(playerId);
    if (!row) return 'not_set';
    this.checks.hit(String(playerId));
    const right = await verifyPassword(row.answerHash, normaliseSecurityAnswer(answer));
    if (right) this.checks.reset(String(playerId));
    return right ? 'right' : 'wrong';
  }

  /**
   * For changes the answer protects (changing a bound phone): passes when no question is set,
   * else needs the right answer in `field`.
   */
  async requireAnswer(playerId: number, answer: string | undefined, field = 'user_answer') {
    if (!(await this.isSet(playerId))) return;
    if (answer === undefined || answer.trim() === '') {
      throw badRequest('validation_failed', { [field]: ['required'] });
    }
    if ((await this.check(playerId, answer)) === 'wrong') {
      throw badRequest('validation_failed', { [field]: ['security_answer_wrong'] });
    }
  }

  private async requireProof(playerId: number, next: NewAnswer, meta: AttemptMeta) {
    const { password } = next;
    if (password !== undefined) {
      // Counted like a sign-in: a session alone must not be a way to guess the password.
      return this.services.auth.checkProof(
        playerId,
        meta,
        () => this.services.players.passwordMatches(playerId, password),
        { field: 'password', message: 'password_wrong_old' },
      );
    }
    if (next.oldAnswer === undefined) {
      throw badRequest('validation_failed', { old_answer: ['security_answer_proof_required'] });
    }
    await this.requireAnswer(playerId, next.oldAnswer, 'old_answer');
  }

  private async answerRow(playerId: number) {
    const [row] = await this.deps.db
      .select()
      .from(securityAnswers)
      .where(eq(securityAnswers.playerId, playerId));
    return row ?? null;
  }
}
