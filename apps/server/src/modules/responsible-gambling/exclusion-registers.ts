import {
  isIdentifiable,
  NOT_EXCLUDED,
  type RegisterAnswer,
  type RegisterPerson,
  strictestAnswer,
} from '@arenabet/domain/responsible/exclusion-register';
import { AppError } from '../../platform/http/errors.ts';

/*
 * What the site needs of a self-exclusion register: is this person excluded, and until when.
 * The national register (the built-in sandbox stands in for the UK's GAMSTOP; a real one plugs
 * in behind the same interface) and the operator's own register across its brands both answer
 * it. They are asked at registration and at every sign-in (issue 16, LCCP 3.5).
 */
export interface ExclusionRegister {
  /** Where an exclusion found here came from, as `player_breaks.source` records it. */
  readonly source: 'national_register' | 'operator_register';
  check(person: RegisterPerson, now: Date): Promise<RegisterAnswer>;
}

export interface RegisterFinding {
  answer: RegisterAnswer;
  source: ExclusionRegister['source'] | null;
}

/**
 * Asks every register, and answers the strictest exclusion found with where it came from. A
 * register that cannot answer refuses the step (503): an unchecked person must not get in.
 */
export async function consultRegisters(
  registers: readonly ExclusionRegister[],
  person: RegisterPerson,
  now: Date,
): Promise<RegisterFinding> {
  if (!isIdentifiable(person)) return { answer: NOT_EXCLUDED, source: null };
  const found = await Promise.all(
    registers.map(async (register) => {
      try {
        return { answer: await register.check(person, now), source: register.source };
      } catch {
        throw new AppError(503, 'exclusion_register_unavailable');
      }
    }),
  );
  const answer = strictestAnswer(found.map((finding) => finding.answer));
  const source = answer.excluded ? (found.find((f) => f.answer === answer)?.source ?? null) : null;
  return { answer, source };
}
