import { type FeedOutcome, RACE_RUNNER_TYPE_BASE } from '@arenabet/contracts';
import { outcomeLabel } from '../feed/index.ts';

/**
 * An outcome's name on the game page: the market dictionary's short name with its line ("ТБ
 * 2.5", "2:1"); a race runner by the game's runner list; a type the dictionary does not know
 * yet by its number, so a new market shows up rather than a row of nameless prices.
 */
export function outcomeName(
  outcome: FeedOutcome,
  language: string,
  runners: readonly string[] = [],
): string {
  const runner = runners[outcome.type - RACE_RUNNER_TYPE_BASE - 1];
  if (runner !== undefined) return runner;
  const label = outcomeLabel(outcome, language);
  if (label) return label;
  return outcome.line === undefined ? String(outcome.type) : `${outcome.type} (${outcome.line})`;
}
