import {
  decodeGame,
  decodeOutcome,
  decodeScore,
  type FeedChamp,
  type FeedGame,
  type FeedOutcome,
  type FeedRoot,
  type GameDeltaWire,
  outcomeKey,
} from '@arenabet/contracts';

/*
 * The push sends each game's change with the game's new version `U`. A change is applied only
 * to an older copy: a refetch that already holds a newer copy (after a reconnect, say) must not
 * be rolled back by a late delta. Every function returns its input unchanged (the same object)
 * when nothing changed, so React re-renders only what moved.
 */

/** The deltas of one push message, by game, in arrival order. */
export type DeltasByGame = ReadonlyMap<number, readonly GameDeltaWire[]>;

export function groupDeltas(deltas: readonly GameDeltaWire[]): DeltasByGame {
  const byGame = new Map<number, GameDeltaWire[]>();
  for (const delta of deltas) {
    const list = byGame.get(delta.I);
    if (list) list.push(delta);
    else byGame.set(delta.I, [delta]);
  }
  return byGame;
}

/** The feed a game pushed whole belongs to: a live game comes with its score. */
export function rootOfNewGame(delta: GameDeltaWire): FeedRoot | undefined {
  if (!delta.N) return undefined;
  return delta.N.SC ? 'live' : 'line';
}

function mergeOutcomes(
  outcomes: readonly FeedOutcome[],
  changed: readonly FeedOutcome[],
  removed: readonly string[],
): FeedOutcome[] {
  const changedByKey = new Map(changed.map((outcome) => [outcomeKey(outcome), outcome]));
  const gone = new Set(removed);
  const merged: FeedOutcome[] = [];
  for (const outcome of outcomes) {
    const key = outcomeKey(outcome);
    if (gone.has(key)) continue;
    merged.push(changedByKey.get(key) ?? outcome);
    changedByKey.delete(key);
  }
  // Outcomes the game did not have yet (a new total line) come after the known ones.
  return [...merged, ...changedByKey.values()];
}

/** One change applied to one game; a change for another game or an older version is ignored. */
export function applyGameDelta(game: FeedGame, delta: GameDeltaWire): FeedGame {
  if (delta.I !== game.id || delta.U <= game.version) return game;
  if (delta.N) return decodeGame(delta.N);
  const outcomes =
    delta.E || delta.ER
      ? mergeOutcomes(game.outcomes, (delta.E ?? []).map(decodeOutcome), delta.ER ?? [])
      : game.outcomes;
  return {
    ...game,
    version: delta.U,
    outcomes,
    ...(delta.SC ? { live: decodeScore(delta.SC) } : {}),
    ...(delta.GS === undefined ? {} : { status: delta.GS }),
  };
}

export function applyGameDeltas(game: FeedGame, deltas: readonly GameDeltaWire[]): FeedGame {
  return deltas.reduce(applyGameDelta, game);
}

/** True when the game left the feed in one of these changes (finished, cancelled, went live). */
export function leftFeed(game: FeedGame, deltas: readonly GameDeltaWire[]): boolean {
  return deltas.some((delta) => delta.X === true && delta.U > game.version);
}

/** Which new games a list takes: the list's own filter, or none. */
export type AcceptsNewGame = (game: FeedGame) => boolean;

const acceptsNone: AcceptsNewGame = () => false;

/** A list of games after a push message: changed, without the games that left, plus new ones. */
export function applyDeltasToGames(
  games: readonly FeedGame[],
  deltas: DeltasByGame,
  accepts: AcceptsNewGame = acceptsNone,
): readonly FeedGame[] {
  let changed = false;
  const next: FeedGame[] = [];
  const present = new Set<number>();
  for (const game of games) {
    present.add(game.id);
    const own = deltas.get(game.id);
    if (!own) {
      next.push(game);
      continue;
    }
    if (leftFeed(game, own)) {
      changed = true;
      continue;
    }
    const updated = applyGameDeltas(game, own);
    changed ||= updated !== game;
    next.push(updated);
  }
  for (const [id, own] of deltas) {
    if (present.has(id)) continue;
    const added = newGameOf(own);
    if (added && accepts(added)) {
      next.push(added);
      changed = true;
    }
  }
  return changed ? next : games;
}

/** The last whole copy among a game's changes, with the later changes applied to it. */
function newGameOf(deltas: readonly GameDeltaWire[]): FeedGame | undefined {
  const lastWhole = deltas.findLastIndex((delta) => delta.N !== undefined && delta.X !== true);
  const whole = deltas[lastWhole]?.N;
  if (!whole) return undefined;
  const rest = deltas.slice(lastWhole + 1);
  if (rest.some((delta) => delta.X)) return undefined;
  return applyGameDeltas(decodeGame(whole), rest);
}

/** A champ and its games; its game count follows the games that left or arrived. */
export function applyDeltasToChamp(
  champ: FeedChamp,
  deltas: DeltasByGame,
  accepts: AcceptsNewGame = acceptsNone,
): FeedChamp {
  if (!champ.games) return champ;
  const games = applyDeltasToGames(
    champ.games,
    deltas,
    (game) => game.champId === champ.id && accepts(game),
  );
  if (games === champ.games) return champ;
  const gameCount = Math.max(0, champ.gameCount + games.length - champ.games.length);
  return { ...champ, games: [...games], gameCount };
}

export function applyDeltasToChamps(
  champs: readonly FeedChamp[],
  deltas: DeltasByGame,
  accepts: AcceptsNewGame = acceptsNone,
): readonly FeedChamp[] {
  let changed = false;
  const next = champs.map((champ) => {
    const updated = applyDeltasToChamp(champ, deltas, accepts);
    changed ||= updated !== champ;
    return updated;
  });
  return changed ? next : champs;
}
