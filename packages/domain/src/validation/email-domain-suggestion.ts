/*
 * "Did you mean gmail.com?" for the providers the spec names (yandex, mail, gmail, rambler,
 * icloud, yahoo, aol, outlook). A wrong suggestion on a real address is worse than none (the
 * player is told their correct address is wrong), so the rule is deliberately narrow:
 *
 * - a provider's own domain, or a listed real look-alike (mail.com, ymail.com, ...), is never
 *   flagged;
 * - the typed domain is read as `name.tld`, name being the first label;
 * - the name may be off by 1 edit (2 for names of 5 letters or more; a swap is one edit);
 * - the TLD may be off by 1 edit, but only when the typed TLD is not itself a plausible real
 *   one: 'mail.ri' -> mail.ru, while 'mail.ua' and 'yahoo.de' are real and left alone;
 * - a provider's name with a plausible TLD ('gmail.ru', 'outlook.de') is left alone too;
 * - in total at most 2 edits; the closest provider domain wins, ties go to list order.
 */
import { editDistance } from './edit-distance.ts';

/** The provider domains suggested, main domain first so that it wins ties. */
export const EMAIL_PROVIDER_DOMAINS: readonly string[] = [
  'gmail.com',
  'mail.ru',
  'yandex.ru',
  'yandex.com',
  'yandex.kz',
  'yandex.by',
  'yandex.ua',
  'rambler.ru',
  'icloud.com',
  'yahoo.com',
  'aol.com',
  'outlook.com',
];

// Real mail domains a single edit away from a provider's: flagging them would insult their owners.
const REAL_LOOK_ALIKES = new Set([
  'mail.com',
  'email.com',
  'ymail.com',
  'gmx.com',
  'cloud.com',
  'inbox.ru',
  'list.ru',
  'mail.ua',
  'outlook.de',
]);

// TLDs a provider-like domain may really end with. 'co', 'cm', 'om' and 'cn' are real TLDs but
// far more often a slip for 'com', so they are left out on purpose.
const PLAUSIBLE_TLDS = new Set(
  (
    'com net org info biz edu gov io me ru su ua by kz uz kg tj tm az am ge md lt lv ee de fr ' +
    'uk co.uk it es pt pl cz sk nl be ch at se no fi dk ie tr il in jp kr br ar mx ca au nz us eu'
  ).split(' '),
);

const PROVIDER_NAMES = new Set(EMAIL_PROVIDER_DOMAINS.map((domain) => splitDomain(domain).name));

function splitDomain(domain: string): { name: string; tld: string } {
  const dot = domain.indexOf('.');
  return dot < 0
    ? { name: domain, tld: '' }
    : { name: domain.slice(0, dot), tld: domain.slice(dot + 1) };
}

function nameLimit(name: string): number {
  return name.length >= 5 ? 2 : 1;
}

function tldDistance(typed: string, known: string): number {
  if (typed === known) return 0;
  return PLAUSIBLE_TLDS.has(typed) ? Number.POSITIVE_INFINITY : editDistance(typed, known);
}

function distanceTo(typed: { name: string; tld: string }, known: string): number {
  const target = splitDomain(known);
  const nameEdits = editDistance(typed.name, target.name);
  const tldEdits = tldDistance(typed.tld, target.tld);
  if (nameEdits > nameLimit(target.name) || tldEdits > 1) return Number.POSITIVE_INFINITY;
  return nameEdits + tldEdits;
}

/** The provider domain the player probably meant, or null when the domain looks intended. */
export function suggestEmailDomain(domain: string): string | null {
  const lower = domain.toLowerCase();
  if (EMAIL_PROVIDER_DOMAINS.includes(lower) || REAL_LOOK_ALIKES.has(lower)) return null;
  const typed = splitDomain(lower);
  if (typed.name === '' || typed.tld === '') return null;
  if (PROVIDER_NAMES.has(typed.name) && PLAUSIBLE_TLDS.has(typed.tld)) return null;
  let best: string | null = null;
  let bestDistance = 3;
  for (const known of EMAIL_PROVIDER_DOMAINS) {
    const distance = distanceTo(typed, known);
    if (distance < bestDistance) {
      best = known;
      bestDistance = distance;
    }
  }
  return best;
}
