import type { SourceChamp } from '../source.ts';
import type { SnapshotGame } from './snapshot.ts';

/** The games of one phase, in feed order, and by sport, champ, country and team. */
export interface PhaseIndex {
  readonly games: readonly SnapshotGame[];
  readonly byId: ReadonlyMap<number, SnapshotGame>;
  readonly bySport: ReadonlyMap<number, readonly SnapshotGame[]>;
  readonly byChamp: ReadonlyMap<number, readonly SnapshotGame[]>;
  readonly byCountry: ReadonlyMap<number, readonly SnapshotGame[]>;
  readonly byTeam: ReadonlyMap<number, readonly SnapshotGame[]>;
}

/** Feed order: by start, then higher priority first (the `R` rule), then by id for stability. */
export function compareFeedOrder(a: SnapshotGame, b: SnapshotGame): number {
  return (
    a.game.startsAt - b.game.startsAt || b.game.priority - a.game.priority || a.game.id - b.game.id
  );
}

/** Built again after any change of the phase: a few thousand games sort in a millisecond. */
export function buildPhaseIndex(
  games: Iterable<SnapshotGame>,
  champs: ReadonlyMap<number, SourceChamp>,
): PhaseIndex {
  const sorted = [...games].sort(compareFeedOrder);
  const byId = new Map(sorted.map((entry) => [entry.game.id, entry]));
  const bySport = new Map<number, SnapshotGame[]>();
  const byChamp = new Map<number, SnapshotGame[]>();
  const byCountry = new Map<number, SnapshotGame[]>();
  const byTeam = new Map<number, SnapshotGame[]>();
  for (const entry of sorted) {
    const { game } = entry;
    add(bySport, game.sportId, entry);
    add(byChamp, game.champId, entry);
    const countryId = champs.get(game.champId)?.countryId;
    if (countryId !== undefined) add(byCountry, countryId, entry);
    add(byTeam, game.homeTeamId, entry);
    if (game.awayTeamId !== undefined) add(byTeam, game.awayTeamId, entry);
  }
  return { games: sorted, byId, bySport, byChamp, byCountry, byTeam };
}

function add(map: Map<number, SnapshotGame[]>, key: number, entry: SnapshotGame): void {
  const list = map.get(key);
  if (list) list.push(entry);
  else map.set(key, [entry]);
}
