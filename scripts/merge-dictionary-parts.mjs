#!/usr/bin/env node
// Merges dictionary parts into packages/reference/dictionaries/{ru,en,ar}.json, keys sorted.
// A part is a JSON file {"key": {"ru": "...", "en": "...", "ar": "..."}}; later parts win.
// Usage: node scripts/merge-dictionary-parts.mjs part.json [part2.json...]
import { readFileSync, writeFileSync } from 'node:fs';

const LANGUAGES = ['ru', 'en', 'ar'];
const dir = new URL('../packages/reference/dictionaries/', import.meta.url);
const dictionaries = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    JSON.parse(readFileSync(new URL(`${language}.json`, dir))),
  ]),
);
for (const file of process.argv.slice(2)) {
  const part = JSON.parse(readFileSync(file, 'utf8'));
  for (const [key, texts] of Object.entries(part)) {
    for (const language of LANGUAGES) {
      if (typeof texts[language] !== 'string' || texts[language] === '') {
        throw new Error(`${file}: ${key} has no ${language} text`);
      }
      dictionaries[language][key] = texts[language];
    }
  }
}
for (const language of LANGUAGES) {
  const sorted = Object.fromEntries(
    Object.entries(dictionaries[language]).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
  writeFileSync(new URL(`${language}.json`, dir), `${JSON.stringify(sorted, null, 2)}\n`);
}
