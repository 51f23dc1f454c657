import type { OddsGraph } from '@arenabet/contracts';
import type { SourceGame } from '../feed/source.ts';

type Series = OddsGraph['series'][number];

/**
 * One line per outcome type of the main market, in type order. A point repeats the last odds
 * of an outcome missing from a change, so every line covers the whole time span.
 */
export function oddsSeries(
  history: SourceGame['oddsHistory'],
  nameOf: (type: number) => string,
): Series[] {
  const types = [...new Set(history.flatMap((point) => Object.keys(point.odds).map(Number)))].sort(
    (a, b) => a - b,
  );
  const ordered = [...history].sort((a, b) => a.at - b.at);
  return types.map((type) => {
    const points: Series['points'] = [];
    for (const point of ordered) {
      const odds = point.odds[type] ?? points.at(-1)?.odds;
      if (odds !== undefined) points.push({ at: Math.floor(point.at), odds });
    }
    return { type, name: nameOf(type), points };
  });
}
