import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * A player's security question: one from the list or their own, and the answer's argon2id
 * hash (answers are normalised before hashing, so case and spacing do not matter).
 */
export const securityAnswers = pgTable(
  'security_answers',
  {
    playerId: integer('player_id').primaryKey(),
    questionId: integer('question_id'),
    customQuestion: text('custom_question'),
    answerHash: text('answer_hash').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'security_answers_one_question',
      sql`(${table.questionId} is null) <> (${table.customQuestion} is null)`,
    ),
  ],
);
