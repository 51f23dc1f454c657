import type { VersionedGame } from '../feed-store.ts';
import { type FeedPhase, isFeedPhase, phaseOf } from '../game-phase.ts';
import type { SourceChamp, SourceGame, SourceTeam } from '../source.ts';
import { hasMainMarket } from './main-markets.ts';
import { buildPhaseIndex, type PhaseIndex } from './phase-index.ts';

/** One game of the feeds at one version. Replaced, never changed, when the game changes. */
export interface SnapshotGame {
  readonly game: SourceGame;
  readonly version: number;
  readonly phase: FeedPhase;
  /** Pieces of answers built from this version (encoded JSON per language and view). */
  readonly memo: Map<string, string>;
}

/** What one applied game did to the snapshot: entered, changed, moved or left the feeds. */
export interface AppliedChange {
  before: SnapshotGame | undefined;
  after: SnapshotGame | undefined;
  game: SourceGame;
  version: number;
}

/** What an answer depends on; its cached form is good while the version of this stays. */
export type AnswerDependency =
  | { kind: 'static' }
  | { kind: 'game'; id: number }
  /** Games of a phase (of these sports only, when given) and their content. */
  | { kind: 'phase'; phase: FeedPhase; sportIds?: readonly number[] }
  /**
   * Which games are in which phase and which of them a list shows (counts), not their odds: a
   * count changes when a game comes or goes, or gains or loses its main markets.
   */
  | { kind: 'membership' };

type PhaseMap<T> = Record<FeedPhase, T>;

/**
 * The line and live as served: every game of both feeds, champs and teams by id, indexes built
 * on demand per phase, and the version each part last changed at, which keys the answer cache.
 */
export class FeedSnapshot {
  /** The feed version: the newest batch applied. */
  version = 0;
  private readonly games = new Map<number, SnapshotGame>();
  private readonly subGameParents = new Map<number, number>();
  private readonly champs = new Map<number, SourceChamp>();
  private readonly teams = new Map<number, SourceTeam>();
  private readonly phaseVersions: PhaseMap<number> = { line: 0, live: 0 };
  private readonly membershipVersions: PhaseMap<number> = { line: 0, live: 0 };
  private readonly sportVersions: PhaseMap<Map<number, number>> = {
    line: new Map(),
    live: new Map(),
  };
  private readonly indexes: Partial<PhaseMap<PhaseIndex>> = {};

  get isEmpty(): boolean {
    return this.games.size === 0;
  }

  champ(id: number): SourceChamp | undefined {
    return this.champs.get(id);
  }

  team(id: number): SourceTeam | undefined {
    return this.teams.get(id);
  }

  allChamps(): IterableIterator<SourceChamp> {
    return this.champs.values();
  }

  game(id: number): SnapshotGame | undefined {
    return this.games.get(id);
  }

  /** The game a sub-game (a period, a statistics market) belongs to. */
  parentOfSubGame(subGameId: number): SnapshotGame | undefined {
    const parentId = this.subGameParents.get(subGameId);
    return parentId === undefined ? undefined : this.games.get(parentId);
  }

  index(phase: FeedPhase): PhaseIndex {
    let index = this.indexes[phase];
    if (!index) {
      index = buildPhaseIndex(this.gamesOf(phase), this.champs);
      this.indexes[phase] = index;
    }
    return index;
  }

  versionOf(dependency: AnswerDependency): number {
    switch (dependency.kind) {
      case 'static':
        return 0;
      case 'game':
        return (
          (this.games.get(dependency.id) ?? this.parentOfSubGame(dependency.id))?.version ?? -1
        );
      case 'membership':
        return Math.max(this.membershipVersions.line, this.membershipVersions.live);
      case 'phase': {
        if (!dependency.sportIds) return this.phaseVersions[dependency.phase];
        const versions = this.sportVersions[dependency.phase];
        return Math.max(0, ...dependency.sportIds.map((id) => versions.get(id) ?? 0));
      }
    }
  }

  /** Champs and teams as the source (or the database) gives them; names of every game. */
  setReference(champs: Iterable<SourceChamp>, teams: Iterable<SourceTeam>): void {
    this.champs.clear();
    this.teams.clear();
    for (const champ of champs) this.champs.set(champ.id, champ);
    for (const team of teams) this.teams.set(team.id, team);
  }

  /** Applies a batch: a game counts only when its version is newer than the one held. */
  apply(games: readonly SourceGame[], version: number): AppliedChange[] {
    const applied: AppliedChange[] = [];
    for (const game of games) {
      const before = this.games.get(game.id);
      if (before && before.version >= version) continue;
      const change = this.put(game, version, before);
      if (change) applied.push(change);
    }
    this.version = Math.max(this.version, version);
    return applied;
  }

  /** Becomes exactly `games` (a reload): answers what differs from before. */
  replaceAll(games: readonly VersionedGame[], version: number): AppliedChange[] {
    const applied: AppliedChange[] = [];
    const kept = new Set<number>();
    for (const { game, version: gameVersion } of games) {
      if (!isFeedPhase(phaseOf(game))) continue;
      kept.add(game.id);
      const before = this.games.get(game.id);
      if (before?.version === gameVersion) continue;
      const change = this.put(game, gameVersion, before);
      if (change) applied.push(change);
    }
    for (const before of [...this.games.values()]) {
      if (kept.has(before.game.id)) continue;
      const change = this.put(before.game, version, before, true);
      if (change) applied.push(change);
    }
    this.version = version;
    // Names may have changed with the reference: every cached answer is stale.
    for (const phase of ['line', 'live'] as const) this.touch(phase, undefined, version, true);
    return applied;
  }

  private put(
    game: SourceGame,
    version: number,
    before: SnapshotGame | undefined,
    remove = false,
  ): AppliedChange | undefined {
    const phase = phaseOf(game);
    if (!before && !isFeedPhase(phase)) return undefined;
    if (before) this.forget(before);
    let after: SnapshotGame | undefined;
    if (isFeedPhase(phase) && !remove) {
      after = { game, version, phase, memo: new Map() };
      this.games.set(game.id, after);
      for (const subGame of game.subGames) this.subGameParents.set(subGame.id, game.id);
      const listing =
        before !== undefined &&
        hasMainMarket(before.game.outcomes) !== hasMainMarket(game.outcomes);
      this.touch(phase, game.sportId, version, before?.phase !== phase || listing);
    }
    if (before)
      this.touch(before.phase, before.game.sportId, version, after?.phase !== before.phase);
    return { before, after, game, version };
  }

  private forget(entry: SnapshotGame): void {
    this.games.delete(entry.game.id);
    for (const subGame of entry.game.subGames) this.subGameParents.delete(subGame.id);
  }

  private touch(
    phase: FeedPhase,
    sportId: number | undefined,
    version: number,
    membership: boolean,
  ): void {
    this.phaseVersions[phase] = version;
    if (sportId !== undefined) this.sportVersions[phase].set(sportId, version);
    else
      for (const sport of this.sportVersions[phase].keys()) {
        this.sportVersions[phase].set(sport, version);
      }
    if (membership) this.membershipVersions[phase] = version;
    delete this.indexes[phase];
  }

  private *gamesOf(phase: FeedPhase): Generator<SnapshotGame> {
    for (const entry of this.games.values()) if (entry.phase === phase) yield entry;
  }
}
