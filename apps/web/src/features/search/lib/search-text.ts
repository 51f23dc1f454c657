import { FEED_SEARCH_MAX_LENGTH } from '@arenabet/contracts';

/** Fewer letters than this match half the line: the search waits for one more. */
export const SEARCH_MIN_LENGTH = 2;
/** The pause after the last key before the feed is asked. */
export const SEARCH_DEBOUNCE_MS = 350;

/**
 * The text the feed is asked with: spaces at the ends and runs of spaces do not change what a
 * person means; the feed refuses more than 100 characters, so more is never sent.
 */
export function searchText(typed: string): string {
  return typed.replace(/\s+/g, ' ').trim().slice(0, FEED_SEARCH_MAX_LENGTH).trim();
}

/** True when the text is long enough to be worth asking about. */
export function isSearchable(text: string): boolean {
  return [...text].length >= SEARCH_MIN_LENGTH;
}
