// One-off generator for src/country-ids.ts. Ids are the site's own and must never change, so
// the script only ever appends: codes already in the table keep their id, an alpha-2 code that
// a later i18n-iso-countries release adds gets the next free id after every id in use.
// Run: npx tsx packages/reference/scripts/generate-country-ids.ts
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const codes = require('i18n-iso-countries/codes.json') as [string, string, string, string][];

const target = join(dirname(fileURLToPath(import.meta.url)), '../src/country-ids.ts');
const nonIsoSource = join(dirname(fileURLToPath(import.meta.url)), '../src/non-iso-countries.ts');

// Russia is the default language's country; China is pinned to 90 because the spec gives
// geo country 90 its own recaptcha domain, which is what a site needs where google.com is blocked.
const PINNED: Readonly<Record<string, number>> = { RU: 1, CN: 90 };

function readPairs(file: string): [number, string][] {
  if (!existsSync(file)) return [];
  const pairs: [number, string][] = [];
  for (const match of readFileSync(file, 'utf8').matchAll(/\[(\d+), '([A-Z]{2})'\]/g)) {
    pairs.push([Number(match[1]), String(match[2])]);
  }
  return pairs;
}

function usedNonIsoIds(): number[] {
  if (!existsSync(nonIsoSource)) return [];
  return [...readFileSync(nonIsoSource, 'utf8').matchAll(/\bid: (\d+)/g)].map((m) => Number(m[1]));
}

function firstTable(): [number, string][] {
  const pinnedIds = new Set(Object.values(PINNED));
  const rest = codes
    .map(([alpha2]) => alpha2)
    .filter((alpha2) => PINNED[alpha2] === undefined)
    .sort();
  const pairs: [number, string][] = Object.entries(PINNED).map(([code, id]) => [id, code]);
  let next = 1;
  for (const alpha2 of rest) {
    while (pinnedIds.has(next)) next += 1;
    pairs.push([next, alpha2]);
    next += 1;
  }
  return pairs;
}

function appendNew(existing: [number, string][]): [number, string][] {
  const known = new Set(existing.map(([, code]) => code));
  let next = Math.max(0, ...existing.map(([id]) => id), ...usedNonIsoIds()) + 1;
  const added = codes
    .map(([alpha2]) => alpha2)
    .filter((alpha2) => !known.has(alpha2))
    .sort()
    .map((alpha2): [number, string] => [next++, alpha2]);
  return [...existing, ...added];
}

const existing = readPairs(target);
const pairs = (existing.length > 0 ? appendNew(existing) : firstTable()).sort(
  (a, b) => a[0] - b[0],
);

const body = pairs.map(([id, code]) => `  [${id}, '${code}'],`).join('\n');
writeFileSync(
  target,
  `// The site's own country ids for every code i18n-iso-countries knows (ISO 3166-1 plus XK).
// Frozen: generated once by scripts/generate-country-ids.ts, which only appends; never renumber,
// ids are stored in accounts, configs and URLs. RU is 1 (default language ru), CN is pinned to 90
// (the spec's geo country 90 with its own recaptcha domain), the rest follow alpha-2 order.
export const ISO_COUNTRY_IDS: readonly (readonly [id: number, alpha2: string])[] = [
${body}
];
`,
);
console.log(`country-ids.ts: ${pairs.length} entries`);
