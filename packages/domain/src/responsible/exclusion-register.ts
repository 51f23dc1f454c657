import { periodStart } from './limits.ts';

/*
 * Self-exclusion registers: the national one (the UK's GAMSTOP runs for 6 months, 1 year or
 * 5 years) and the operator's own, across every brand. Both are asked whether a person is
 * excluded by what the site knows of them, which may be little: a one-click registration knows
 * no name, so the register is asked again at every sign-in, when more may be known.
 */

/** What the site knows of a person; a register matches on what is there. */
export interface RegisterPerson {
  name?: string | null;
  surname?: string | null;
  /** ISO date, YYYY-MM-DD. */
  birthday?: string | null;
  email?: string | null;
  /** E.164. */
  phone?: string | null;
}

/** The answer of a register: excluded until an end (null: for good), or not. */
export type RegisterAnswer = { excluded: false } | { excluded: true; endsAt: Date | null };

export const NOT_EXCLUDED: RegisterAnswer = { excluded: false };

/** The lengths of the UK's national register, in months. */
export const NATIONAL_REGISTER_MONTHS = [6, 12, 60] as const;
export type NationalRegisterMonths = (typeof NATIONAL_REGISTER_MONTHS)[number];

export function nationalRegisterEnd(startedAt: Date, months: NationalRegisterMonths): Date {
  return periodStart(startedAt, 'month', months);
}

/** A name as people write it: case, accents and spacing set aside (José = jose). */
function nameKey(name: string | null | undefined): string {
  return (name ?? '')
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

function emailKey(email: string | null | undefined): string {
  return (email ?? '').trim().toLowerCase();
}

function phoneKey(phone: string | null | undefined): string {
  const digits = (phone ?? '').replace(/\D/g, '');
  // A number shorter than a subscriber's is no identity.
  return digits.length >= 7 ? digits : '';
}

/**
 * Whether two records are one person: the same e-mail, the same phone, or the same full name
 * with the same date of birth. A name alone, or a birthday alone, is not enough: strangers share
 * them.
 */
export function samePerson(one: RegisterPerson, other: RegisterPerson): boolean {
  const email = emailKey(one.email);
  if (email !== '' && email === emailKey(other.email)) return true;
  const phone = phoneKey(one.phone);
  if (phone !== '' && phone === phoneKey(other.phone)) return true;
  const name = nameKey(one.name);
  const surname = nameKey(one.surname);
  return (
    name !== '' &&
    surname !== '' &&
    Boolean(one.birthday) &&
    name === nameKey(other.name) &&
    surname === nameKey(other.surname) &&
    one.birthday === other.birthday
  );
}

/** Whether a person is known enough for a register to match them at all. */
export function isIdentifiable(person: RegisterPerson): boolean {
  return (
    emailKey(person.email) !== '' ||
    phoneKey(person.phone) !== '' ||
    (nameKey(person.name) !== '' && nameKey(person.surname) !== '' && Boolean(person.birthday))
  );
}

/** Of several registers' answers, the strictest: excluded by any, until the latest end. */
export function strictestAnswer(answers: readonly RegisterAnswer[]): RegisterAnswer {
  let strictest: RegisterAnswer = NOT_EXCLUDED;
  for (const answer of answers) {
    if (!answer.excluded) continue;
    if (!strictest.excluded || answer.endsAt === null) strictest = answer;
    else if (strictest.endsAt !== null && answer.endsAt > strictest.endsAt) strictest = answer;
  }
  return strictest;
}
