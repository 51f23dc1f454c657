import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { editDistance } from './edit-distance.ts';
import { validateEmail } from './email.ts';
import { EMAIL_PROVIDER_DOMAINS, suggestEmailDomain } from './email-domain-suggestion.ts';

const keyOf = (value: string) => validateEmail(value)?.key ?? null;

describe('validateEmail', () => {
  it('answers each message key of the spec', () => {
    expect(keyOf('')).toBe('required');
    expect(keyOf('@mail.ru')).toBe('validation_email_account_name');
    expect(keyOf('player@')).toBe('validation_email_domain_name');
    expect(keyOf('player.mail.ru')).toBe('validation_email_at_symbol');
    expect(keyOf('player@mailru')).toBe('validation_email_dot_symbol');
    expect(keyOf('pla yer@mail.ru')).toBe('validation_email_space_symbol');
    expect(keyOf('player@gmial.com')).toBe('validation_email_domain_suggestion');
    expect(keyOf('player@host..com')).toBe('validation_enter_correct_email');
    expect(keyOf('player@a@b.com')).toBe('validation_enter_correct_email');
    expect(keyOf('player@example.c')).toBe('validation_enter_correct_email');
  });

  it('checks in the spec order', () => {
    // Starts and ends with @: the account name comes first.
    expect(keyOf('@')).toBe('validation_email_account_name');
    // No dot and a space: the dot comes first.
    expect(keyOf('a b@host')).toBe('validation_email_dot_symbol');
    // A space and a typo: the space comes first.
    expect(keyOf('a b@gmial.com')).toBe('validation_email_space_symbol');
  });

  it('passes ordinary addresses, including non-Latin ones', () => {
    for (const email of ['player@mail.ru', 'a.b+c@example.co.uk', 'игрок@почта.рф']) {
      expect(validateEmail(email)).toBeNull();
    }
  });

  it('carries the suggested domain as the domain param', () => {
    expect(validateEmail('player@gmial.com')).toEqual({
      key: 'validation_email_domain_suggestion',
      params: { domain: 'gmail.com' },
    });
  });

  it('never flags an address at a provider domain', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[a-z0-9._-]{1,20}$/),
        fc.constantFrom(...EMAIL_PROVIDER_DOMAINS),
        (local, domain) => {
          expect(validateEmail(`${local}@${domain}`)?.key).not.toBe(
            'validation_email_domain_suggestion',
          );
        },
      ),
    );
  });

  it('always says account name for a leading @ and domain name for a trailing @', () => {
    fc.assert(
      fc.property(fc.string(), (rest) => {
        expect(keyOf(`@${rest}`)).toBe('validation_email_account_name');
        expect(keyOf(`x${rest}@`)).toBe('validation_email_domain_name');
      }),
    );
  });

  it('never throws and answers a known key or null', () => {
    const keys = new Set([
      null,
      'required',
      'validation_email_account_name',
      'validation_email_domain_name',
      'validation_email_at_symbol',
      'validation_email_dot_symbol',
      'validation_email_space_symbol',
      'validation_email_domain_suggestion',
      'validation_enter_correct_email',
    ]);
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(keys.has(keyOf(value))).toBe(true);
      }),
    );
  });
});

describe('suggestEmailDomain', () => {
  it('fixes the common typos', () => {
    expect(suggestEmailDomain('gmial.com')).toBe('gmail.com');
    expect(suggestEmailDomain('gmail.con')).toBe('gmail.com');
    expect(suggestEmailDomain('gmail.co')).toBe('gmail.com');
    expect(suggestEmailDomain('yandex.ry')).toBe('yandex.ru');
    expect(suggestEmailDomain('yandx.ru')).toBe('yandex.ru');
    expect(suggestEmailDomain('mail.ri')).toBe('mail.ru');
    expect(suggestEmailDomain('ramlber.ru')).toBe('rambler.ru');
    expect(suggestEmailDomain('iclod.com')).toBe('icloud.com');
    expect(suggestEmailDomain('yahooo.com')).toBe('yahoo.com');
    expect(suggestEmailDomain('aol.cm')).toBe('aol.com');
    expect(suggestEmailDomain('outlok.com')).toBe('outlook.com');
    expect(suggestEmailDomain('GMIAL.COM')).toBe('gmail.com');
  });

  it('leaves correct, real look-alike and unrelated domains alone', () => {
    for (const domain of [
      'gmail.com',
      'yandex.kz',
      'mail.com',
      'email.com',
      'ymail.com',
      'mail.ua',
      'gmail.ru',
      'yahoo.de',
      'yahoo.co.uk',
      'mail.yandex.ru',
      'example.com',
      'company.org',
      'hotmail.com',
      'bk.ru',
    ]) {
      expect(suggestEmailDomain(domain)).toBeNull();
    }
  });

  it('suggests only provider domains, never the one typed, within two edits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,10}\.[a-z]{1,4}$/), (domain) => {
        const suggestion = suggestEmailDomain(domain);
        if (suggestion === null) return;
        expect(EMAIL_PROVIDER_DOMAINS).toContain(suggestion);
        expect(suggestion).not.toBe(domain);
        expect(editDistance(domain, suggestion)).toBeLessThanOrEqual(3);
      }),
    );
  });

  it('recovers a provider domain from one swapped pair in its name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('gmail.com', 'rambler.ru', 'icloud.com', 'outlook.com', 'yandex.ru'),
        fc.nat(),
        (domain, seed) => {
          const name = domain.slice(0, domain.indexOf('.'));
          const i = seed % (name.length - 1);
          const swapped = name.slice(0, i) + name[i + 1] + name[i] + name.slice(i + 2);
          fc.pre(swapped !== name);
          expect(suggestEmailDomain(swapped + domain.slice(name.length))).toBe(domain);
        },
      ),
    );
  });
});

describe('editDistance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('gmial', 'gmail')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('is symmetric and zero only for equal strings', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        expect(editDistance(a, b)).toBe(editDistance(b, a));
        expect(editDistance(a, b) === 0).toBe(a === b);
      }),
    );
  });
});
