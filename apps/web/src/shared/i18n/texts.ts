import { DEFAULT_LANGUAGE } from '@arenabet/reference/languages';
import { FALLBACK_TEXTS } from './fallback-texts.ts';

/** Values for a text's `{{name}}` placeholders. */
export type TextValues = Readonly<Record<string, unknown>>;

/** A text by its dictionary key, placeholders filled; a key without a text reads as itself. */
export type Translate = (key: string, values?: TextValues) => string;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Fills `{{name}}` placeholders; one without a value reads empty rather than as code. */
export function fillPlaceholders(template: string, values: TextValues = {}): string {
  return template.replace(PLACEHOLDER, (_, name: string) => {
    const value = values[name];
    return value === undefined || value === null ? '' : String(value);
  });
}

/** The texts of one moment: a language and its dictionary as they were then. */
export interface Translation {
  t: Translate;
  i18n: { language: string; exists: (key: string) => boolean };
}

/**
 * The site's texts: a dictionary per language and the language shown. Every text comes from the
 * server's dictionary, which the language route loads before it renders; only the error screen's
 * texts are bundled. Dictionaries have identical key sets, so no language falls back to another:
 * a fallback would hide a gap. Components read it through `useTranslation`, which re-renders them
 * on each change: each change makes a new `current` translation.
 */
export class Texts {
  #language: string;
  #current: Translation;
  readonly #dictionaries = new Map<string, Record<string, string>>();
  readonly #listeners = new Set<() => void>();

  constructor(language: string, dictionaries: Readonly<Record<string, Record<string, string>>>) {
    this.#language = language;
    for (const [name, entries] of Object.entries(dictionaries)) {
      this.#dictionaries.set(name, { ...entries });
    }
    this.#current = this.#translation();
  }

  get language(): string {
    return this.#language;
  }

  /** The same object until the language or a dictionary changes: what components subscribe to. */
  current = (): Translation => this.#current;

  t: Translate = (key, values) => this.#current.t(key, values);

  exists = (key: string): boolean => this.#current.i18n.exists(key);

  /** One text of a language, as installed (for tests and diagnostics). */
  entry(language: string, key: string): string | undefined {
    return this.#dictionaries.get(language)?.[key];
  }

  /** Adds to a language's dictionary, newer texts winning; the page re-renders if it shows it. */
  add(language: string, entries: Readonly<Record<string, string>>): void {
    this.#dictionaries.set(language, { ...this.#dictionaries.get(language), ...entries });
    if (language === this.#language) this.#changed();
  }

  show(language: string): void {
    if (language === this.#language) return;
    this.#language = language;
    this.#changed();
  }

  subscribe = (listener: () => void): (() => void) => {
    this.#listeners.add(listener);
    return () => this.#listeners.delete(listener);
  };

  #translation(): Translation {
    const language = this.#language;
    const entries = this.#dictionaries.get(language) ?? {};
    // Own keys only: a key such as `constructor` (an error code from elsewhere, say) is no text.
    // An empty text counts as none: an operator who cleared one sees its key, not a blank.
    const textOf = (key: string): string | undefined =>
      Object.hasOwn(entries, key) ? entries[key] || undefined : undefined;
    const exists = (key: string): boolean => textOf(key) !== undefined;
    const t: Translate = (key, values) => {
      const template = textOf(key);
      return template === undefined ? key : fillPlaceholders(template, values);
    };
    return { t, i18n: { language, exists } };
  }

  #changed(): void {
    this.#current = this.#translation();
    for (const listener of this.#listeners) listener();
  }
}

/** The one store of the app. */
export const texts = new Texts(DEFAULT_LANGUAGE, FALLBACK_TEXTS);
