/*
 * The security question (spec 000 section 7, Security question; payloads not shown there, so
 * ours): one question per player, from the list or their own, and its answer, stored as an
 * argon2id hash of the normalised answer (trimmed, lower case, spaces collapsed), so that
 * "Moscow " and "moscow" are one answer.
 * Changing an answer that is already set needs the old answer or the account password
 * (old_answer, or password encoded as for the password change).
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { resource, resourceBody } from './json-api.ts';
import { encodedPassword } from './password.ts';
import { idNumber, storableText } from './primitives.ts';

export const SECURITY_ANSWER_MIN_LENGTH = 2;
export const SECURITY_ANSWER_MAX_LENGTH = 100;
export const CUSTOM_QUESTION_MAX_LENGTH = 200;

/** The one normalisation of an answer, used before hashing and before checking. */
export function normaliseSecurityAnswer(answer: string): string {
  return answer.trim().toLowerCase().replace(/\s+/g, ' ');
}

const answer = z.pipe(
  z.pipe(storableText(), z.transform(normaliseSecurityAnswer)),
  z
    .string()
    .check(
      z.minLength(SECURITY_ANSWER_MIN_LENGTH, 'min_symbols_limit'),
      z.maxLength(SECURITY_ANSWER_MAX_LENGTH, 'max_symbols_limit'),
    ),
);

/** Proof for replacing an answer already set: one of the two. */
const proof = {
  old_answer: z.optional(storableText().check(z.maxLength(256, 'max_symbols_limit'))),
  password: z.optional(encodedPassword),
};

/** A wrong type reads 'validation_invalid_type', a missing id 'required'. */
const questionId = z.pipe(
  z.number({
    error: (issue) => (issue.input === undefined ? 'required' : 'validation_invalid_type'),
  }),
  idNumber,
);

export const setAnswerAttributes = z.object({ question_id: questionId, answer, ...proof });
export const setCustomAnswerAttributes = z.object({
  question: storableText().check(
    z.trim(),
    z.minLength(3, 'min_symbols_limit'),
    z.maxLength(CUSTOM_QUESTION_MAX_LENGTH, 'max_symbols_limit'),
  ),
  answer,
  ...proof,
});

/** The player's question: a list question by id and dictionary key, or their own text. */
export const userSecureQuestion = z.object({
  /** The dictionary key of a list question, or the player's own text; null when none is set. */
  secure_question: z.nullable(z.string()),
  question_id: z.nullable(z.int()),
  is_custom: z.boolean(),
});

export const securityQuestionCalls = {
  list: defineCall({
    method: 'GET',
    path: '/web-api/getsecurequestions',
    summary: 'The security questions to choose from (texts are dictionary keys)',
    tag: 'security',
    access: 'public',
    response: resource(
      'secure-questions',
      z.object({
        questions: z.array(z.object({ id: z.int(), key: z.string() })),
      }),
    ),
  }),
  userQuestion: defineCall({
    method: 'POST',
    path: '/web-api/getUserSecureQuestion',
    summary: "The signed-in player's security question",
    tag: 'security',
    access: 'player',
    response: resource('user-secure-question', userSecureQuestion),
  }),
  userQuestionWithPhone: defineCall({
    method: 'POST',
    path: '/web-api/getusersecurequestion-with-phone',
    summary: "The player's security question and bound phone (masked), for the phone change",
    tag: 'security',
    access: 'player',
    response: resource(
      'user-secure-question',
      z.extend(userSecureQuestion, { phone: z.nullable(z.string()) }),
    ),
  }),
  setAnswer: defineCall({
    method: 'POST',
    path: '/web-api/setanswertosecurequestion',
    summary: 'Set the answer to a question from the list',
    description:
      'Replacing an answer already set needs old_answer or password ' +
      "(validation_errors.old_answer ['security_answer_proof_required' | 'security_answer_wrong'], " +
      "or .password ['password_wrong_old']).",
    tag: 'security',
    access: 'player',
    body: resourceBody(setAnswerAttributes),
    response: resource('user-secure-question', userSecureQuestion),
  }),
  setCustomAnswer: defineCall({
    method: 'POST',
    path: '/web-api/setanswertocustomsecurequestion',
    summary: "Set the player's own question and its answer",
    tag: 'security',
    access: 'player',
    body: resourceBody(setCustomAnswerAttributes),
    response: resource('user-secure-question', userSecureQuestion),
  }),
  checkAnswer: defineCall({
    method: 'POST',
    path: '/web-api/checkanswertosecurequestion',
    summary: 'Check an answer to the player’s security question',
    description:
      "400 validation_errors.answer ['security_answer_wrong']; 5 wrong answers in 15 minutes " +
      'give 429.',
    tag: 'security',
    access: 'player',
    body: resourceBody(
      z.object({ answer: storableText().check(z.maxLength(256, 'max_symbols_limit')) }),
    ),
    response: resource('security-answer-check', z.object({ correct: z.boolean() })),
  }),
};
