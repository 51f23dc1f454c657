/*
 * The security questions a player may choose from (spec 000 section 7, Security question);
 * the texts are dictionary keys, so each reads in the player's language. Ids are stored with
 * the answers: never renumber, only add.
 */

export interface SecurityQuestion {
  readonly id: number;
  /** Dictionary key of the question's text. */
  readonly key: string;
}

export const SECURITY_QUESTIONS: readonly SecurityQuestion[] = [
  { id: 1, key: 'secure_question_mother_maiden_name' },
  { id: 2, key: 'secure_question_first_pet' },
  { id: 3, key: 'secure_question_birth_city' },
  { id: 4, key: 'secure_question_first_school' },
  { id: 5, key: 'secure_question_favourite_book' },
  { id: 6, key: 'secure_question_childhood_friend' },
  { id: 7, key: 'secure_question_first_car' },
  { id: 8, key: 'secure_question_favourite_teacher' },
];

export function securityQuestionById(id: number): SecurityQuestion | undefined {
  return SECURITY_QUESTIONS.find((question) => question.id === id);
}
