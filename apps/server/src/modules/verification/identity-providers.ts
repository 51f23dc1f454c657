import { createHash, randomBytes } from 'node:crypto';
import type { IdentityProvider, ProviderSessionView } from '@arenabet/contracts/verification';

/*
 * Smart-ID and Mobile-ID behind one interface: a session starts with the person's national code,
 * the player compares a four-digit verification code with the one on the app or phone and
 * confirms, and the session completes with the person's identity. The built-in simulated
 * provider does what the real services' demo environments do; a real client plugs in here.
 */

export interface SessionStart {
  personalCode: string;
  country: string;
  phone?: string | undefined;
}

export interface ProviderOutcome {
  state: ProviderSessionView['state'];
  result: ProviderSessionView['result'];
  /** The person's date of birth as the provider knows it, when the result is ok. */
  birthday: string | null;
}

export interface IdentityProviderClient {
  readonly id: IdentityProvider;
  start(input: SessionStart): { verificationCode: string };
  outcome(session: SessionStart & { startedAt: Date }, now: Date): ProviderOutcome;
}

/** The simulated provider's automatic test person (born 1 January 1990), who confirms at once. */
export const AUTOMATIC_TEST_PERSON = '39001010001';

/** How long the simulated person takes to confirm on the app or phone. */
export const SIMULATED_CONFIRM_MS = 3_000;

/**
 * The verification code as Smart-ID makes it from the hash to be signed: the last two bytes of
 * its SHA-256 as a number, modulo 10 000, in four digits.
 */
export function verificationCodeOf(hash: Uint8Array): string {
  const digest = createHash('sha256').update(hash).digest();
  return String(digest.readUInt16BE(digest.length - 2) % 10_000).padStart(4, '0');
}

/**
 * The date of birth an Estonian, Latvian-new or Lithuanian personal code holds: GYYMMDDSSSC,
 * where G gives the century (1-2: 1800s, 3-4: 1900s, 5-6: 2000s).
 */
export function birthdayOfPersonalCode(code: string): string | null {
  const match = /^([1-6])(\d{2})(\d{2})(\d{2})\d{4}$/.exec(code);
  if (!match) return null;
  const [, century = '', year = '', month = '', day = ''] = match;
  const fullYear = 1800 + Math.floor((Number(century) - 1) / 2) * 100 + Number(year);
  const date = new Date(Date.UTC(fullYear, Number(month) - 1, Number(day)));
  if (date.getUTCMonth() !== Number(month) - 1 || date.getUTCDate() !== Number(day)) return null;
  return date.toISOString().slice(0, 10);
}

/**
 * The demo environments' test people: a code ending 0001 is an automatic test person, who
 * confirms at once; one ending 0002 refuses on the app, one ending 0003 lets it time out; any
 * other valid code confirms after a moment.
 */
export class SimulatedIdentityProvider implements IdentityProviderClient {
  constructor(readonly id: IdentityProvider) {}

  start(_input: SessionStart): { verificationCode: string } {
    return { verificationCode: verificationCodeOf(randomBytes(64)) };
  }

  outcome(session: SessionStart & { startedAt: Date }, now: Date): ProviderOutcome {
    const automatic = session.personalCode.endsWith('0001');
    if (!automatic && now.getTime() - session.startedAt.getTime() < SIMULATED_CONFIRM_MS) {
      return { state: 'running', result: null, birthday: null };
    }
    const birthday = birthdayOfPersonalCode(session.personalCode);
    if (!birthday) return { state: 'complete', result: 'not_found', birthday: null };
    if (session.personalCode.endsWith('0002')) {
      return { state: 'complete', result: 'user_refused', birthday: null };
    }
    if (session.personalCode.endsWith('0003')) {
      return { state: 'complete', result: 'timeout', birthday: null };
    }
    return { state: 'complete', result: 'ok', birthday };
  }
}
