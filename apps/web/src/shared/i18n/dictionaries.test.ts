import { readdirSync, readFileSync } from 'node:fs';
import { INFORMATION_PAGE_SLUGS } from '@arenabet/contracts/information';
import { describe, expect, it } from 'vitest';
import { defaultBrandSections } from '../../../../server/src/modules/site-config/seed/default-brand.ts';

/*
 * The dictionaries the server seeds (packages/reference/dictionaries) must
 * cover every text this app shows, in every language, with the same keys and placeholders.
 */
const DICTIONARY_DIR = new URL('../../../../../packages/reference/dictionaries/', import.meta.url);
const SOURCE_DIR = new URL('../../', import.meta.url);
const LANGUAGES = ['ru', 'en', 'ar'] as const;

function readDictionary(language: string): Record<string, string> {
  return JSON.parse(readFileSync(new URL(`${language}.json`, DICTIONARY_DIR), 'utf8'));
}

/** Keys written as a literal argument of `t` or `i18nKey` anywhere in the app's source. */
function keysUsedInSource(): Set<string> {
  const keys = new Set<string>();
  const files = readdirSync(SOURCE_DIR, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file),
  );
  for (const file of files) {
    const source = readFileSync(new URL(file, SOURCE_DIR), 'utf8');
    for (const match of source.matchAll(/\b(?:t|i18nKey)\(\s*['"]([a-z][a-z0-9_]*)['"]/g)) {
      if (match[1]) keys.add(match[1]);
    }
  }
  return keys;
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

const dictionaries = Object.fromEntries(
  LANGUAGES.map((language) => [language, readDictionary(language)]),
);
const ru = readDictionary('ru');

describe('dictionaries', () => {
  it.each(LANGUAGES)('%s has exactly the keys of ru', (language) => {
    expect(Object.keys(dictionaries[language] ?? {}).sort()).toEqual(Object.keys(ru).sort());
  });

  it.each(LANGUAGES)('%s has a text for every key, with the placeholders of ru', (language) => {
    for (const [key, text] of Object.entries(dictionaries[language] ?? {})) {
      expect(text.trim(), `${language}.${key}`).not.toBe('');
      expect(placeholders(text), `${language}.${key}`).toEqual(placeholders(ru[key] ?? ''));
    }
  });

  it('names keys in snake case', () => {
    for (const key of Object.keys(ru)) expect(key).toMatch(/^[a-z][a-z0-9]*(_[a-z0-9]+)*$/);
  });

  it('has every key the web app uses', () => {
    const missing = [...keysUsedInSource()].filter((key) => !(key in ru));
    expect(missing).toEqual([]);
  });

  it('has the keys the default brand configuration names', () => {
    const configured = [
      ...(defaultBrandSections.header.items ?? []).map((item) => item.dict_key),
      ...(defaultBrandSections.footer.information_links ?? []).map((link) => link.dict_key),
      ...(defaultBrandSections.information.tags_to_page ?? []).map((tag) => tag.dict_key),
    ];
    expect(configured.filter((key) => !(key in ru))).toEqual([]);
  });

  it('has a footer link text for every information page', () => {
    const keys = INFORMATION_PAGE_SLUGS.map((slug) => `footer_link_${slug.replaceAll('-', '_')}`);
    expect(keys.filter((key) => !(key in ru))).toEqual([]);
  });

  it("has the spec's validation and multiselect messages", () => {
    const spec = [
      'required',
      'validation_email_account_name',
      'validation_email_domain_name',
      'validation_email_at_symbol',
      'validation_email_dot_symbol',
      'validation_email_space_symbol',
      'validation_email_domain_suggestion',
      'validation_enter_correct_email',
      'password_available_symbols',
      'auth_required_field',
      'phone_min_length',
      'auth_incorrect_code',
      'min_symbols_limit',
      'equal_length',
      'multiselect_select_label',
      'multiselect_selected_label',
      'multiselect_deselect_label',
      'multiselect_placeholder',
      'multiselect_list_empty',
      'multiselect_no_result',
      'multiselect_max_elements',
    ];
    expect(spec.filter((key) => !(key in ru))).toEqual([]);
  });

  it('gives the multiselect the English texts the spec quotes', () => {
    expect(dictionaries.en).toMatchObject({
      multiselect_select_label: 'Press enter to select',
      multiselect_selected_label: 'Selected',
      multiselect_deselect_label: 'Press enter to remove',
      multiselect_placeholder: 'Select option',
      multiselect_list_empty: 'List is empty',
      multiselect_no_result: 'No elements found. Consider changing the search query.',
      multiselect_max_elements:
        'Maximum of {{max}} options selected. First remove a selected option to select another.',
    });
  });
});
