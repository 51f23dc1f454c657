/*
 * E-mail (spec 000 section 5), checked in the spec's order so that the player is told about the
 * first thing to fix: a missing account name, a missing domain, no @, no dot after the @, a
 * space, a likely typo of a big provider's domain, and only then the general pattern.
 */
import { suggestEmailDomain } from './email-domain-suggestion.ts';
import { failure, type ValidationFailure } from './rule.ts';

// Only reached once the structural checks above have passed, so it just rejects what they let
// through: several @, empty or dotted-out labels ('a@b..c', 'a@b.'), a one-letter TLD.
const SIMPLE_EMAIL = /^[^\s@]+@(?:[\p{L}\p{N}-]+\.)+\p{L}{2,}$/u;

export function validateEmail(value: string): ValidationFailure | null {
  if (value.trim() === '') return failure('required');
  if (value.startsWith('@')) return failure('validation_email_account_name');
  if (value.endsWith('@')) return failure('validation_email_domain_name');
  const at = value.lastIndexOf('@');
  if (at < 0) return failure('validation_email_at_symbol');
  if (!value.slice(at + 1).includes('.')) return failure('validation_email_dot_symbol');
  if (/\s/.test(value)) return failure('validation_email_space_symbol');
  const domain = suggestEmailDomain(value.slice(at + 1));
  if (domain) return failure('validation_email_domain_suggestion', { domain });
  return SIMPLE_EMAIL.test(value) ? null : failure('validation_enter_correct_email');
}
