/*
 * The sign-in limits, for players and operators alike (issue 11). A failed sign-in counts
 * against three keys:
 *
 * - the pair of address and account (or unknown login): the only key that locks. After a few
 *   failures it asks for a captcha, then each failure locks the pair for longer. Only that
 *   address is kept from that account, so a guesser never shuts the owner out.
 * - the address, over all logins: asks that address for a captcha, never locks. An address may
 *   be a whole office or a mobile carrier's NAT, and a lock there would shut out every player
 *   behind it.
 * - the account (or unknown login), over all addresses: asks for a captcha against guessing
 *   spread over many addresses, never locks, so nobody can lock another person's account.
 *
 * Nothing done from one address can therefore make a right password fail elsewhere, nor ask
 * it for a captcha unless its own account is the one being guessed.
 */

export interface LimitRule {
  /** From this many failures the next try needs a solved captcha. */
  captchaAfter: number;
  /** Failures allowed before each further one locks the key; null: never locks. */
  freeFailures: number | null;
}

export const PAIR_RULE: LimitRule = { captchaAfter: 3, freeFailures: 5 };
export const ADDRESS_RULE: LimitRule = { captchaAfter: 10, freeFailures: null };
export const ACCOUNT_RULE: LimitRule = { captchaAfter: 10, freeFailures: null };

export const FIRST_LOCK_MS = 30_000;
export const MAX_LOCK_MS = 15 * 60_000;
/** Failures older than this are forgotten. */
export const FAILURE_MEMORY_MS = 60 * 60_000;

export interface LimitKey {
  key: string;
  rule: LimitRule;
  /** A success forgives this key; an address's failures are never forgiven by a success. */
  forgivenBySuccess: boolean;
}

/** Who signs in: players and operators are counted apart. */
export type SignInRealm = 'player' | 'operator';

/**
 * The keys of one attempt. `subject` names the account (`account:<id>`) or, for a login no
 * account has, the login itself, so the answers do not tell which logins exist.
 */
export function limitKeys(realm: SignInRealm, subject: string, address: string): LimitKey[] {
  const realmPrefix = realm === 'operator' ? 'operator:' : '';
  return [
    { key: `${realmPrefix}pair:${address}|${subject}`, rule: PAIR_RULE, forgivenBySuccess: true },
    { key: `${realmPrefix}ip:${address}`, rule: ADDRESS_RULE, forgivenBySuccess: false },
    { key: `${realmPrefix}${subject}`, rule: ACCOUNT_RULE, forgivenBySuccess: true },
  ];
}

/** Only the address: for calls that name no account yet (sending an SMS sign-in code). */
export function addressKeys(realm: SignInRealm, address: string): LimitKey[] {
  return limitKeys(realm, '', address).filter((key) => key.rule === ADDRESS_RULE);
}

export const accountSubject = (id: number) => `account:${id}`;
export const loginSubject = (login: string) => `login:${login.trim().toLowerCase()}`;

/** The lock that follows the n-th failure, in ms; 0 while failures are free or never lock. */
export function lockAfter(failures: number, rule: LimitRule): number {
  if (rule.freeFailures === null) return 0;
  const over = failures - rule.freeFailures;
  if (over <= 0) return 0;
  return Math.min(FIRST_LOCK_MS * 2 ** Math.min(over - 1, 30), MAX_LOCK_MS);
}
