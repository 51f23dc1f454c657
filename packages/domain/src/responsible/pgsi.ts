import { PGSI_ANSWERS, type PGSI_BANDS } from '@arenabet/contracts/limits';

/*
 * The Problem Gambling Severity Index (Ferris and Wynne, 2001): nine questions about the last
 * 12 months, each answered never (0), sometimes (1), most of the time (2) or almost always (3).
 * The total, 0 to 27, falls into one of four bands, each with its own advice.
 */

export const PGSI_QUESTIONS = [
  'pgsi_bet_more_than_afford',
  'pgsi_larger_amounts',
  'pgsi_chase_losses',
  'pgsi_borrowed_or_sold',
  'pgsi_felt_problem',
  'pgsi_caused_health_problems',
  'pgsi_criticised',
  'pgsi_financial_problems',
  'pgsi_felt_guilty',
] as const;
export type PgsiQuestion = (typeof PGSI_QUESTIONS)[number];

export type PgsiAnswer = (typeof PGSI_ANSWERS)[number];

export type PgsiBand = (typeof PGSI_BANDS)[number];

export const PGSI_MAX_SCORE = PGSI_QUESTIONS.length * (PGSI_ANSWERS.length - 1);

export function pgsiAnswerScore(answer: PgsiAnswer): number {
  return PGSI_ANSWERS.indexOf(answer);
}

/** The band of a total: 0, 1-2, 3-7, 8 and over. */
export function pgsiBand(score: number): PgsiBand {
  if (score <= 0) return 'non_problem';
  if (score <= 2) return 'low_risk';
  if (score <= 7) return 'moderate_risk';
  return 'problem';
}

export interface PgsiResult {
  score: number;
  band: PgsiBand;
}

/** The total and band of a complete set of answers; undefined if any question is unanswered. */
export function scorePgsi(
  answers: Partial<Record<PgsiQuestion, PgsiAnswer>>,
): PgsiResult | undefined {
  let score = 0;
  for (const question of PGSI_QUESTIONS) {
    const answer = answers[question];
    if (answer === undefined || !PGSI_ANSWERS.includes(answer)) return undefined;
    score += pgsiAnswerScore(answer);
  }
  return { score, band: pgsiBand(score) };
}
