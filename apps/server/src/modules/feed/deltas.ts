import { isDeepStrictEqual } from 'node:util';
import {
  encodeGame,
  encodeOutcome,
  encodeScore,
  type GameDeltaWire,
  outcomeKey,
} from '@arenabet/contracts';
import { referenceLanguageFor } from '@arenabet/reference/localized';
import type { FeedChangeBatch, FeedGameChange, FeedGameEventNotice } from './feed-api.ts';
import { type FeedPhase, phaseOf } from './game-phase.ts';
import {
  feedGame,
  feedScore,
  type NameBook,
  subGameFeedGame,
  teamNameOf,
} from './snapshot/game-view.ts';
import type { AppliedChange, SnapshotGame } from './snapshot/snapshot.ts';
import type { SourceGame, SourceOutcome, SourceSubGame } from './source.ts';

/*
 * What one batch changed, in the push's compact form: only the outcomes whose odds or lock
 * changed, the keys of removed ones, the score and status when they changed, X when a game left
 * a feed and N (the whole game) when it entered one, so a line game starting moves from the
 * line feed to the live feed. Built lazily, once per language, since the push may ask for only a
 * few languages or none.
 */
export function changeBatch(applied: readonly AppliedChange[], names: NameBook): FeedChangeBatch {
  const changes: FeedGameChange[] = [];
  const events: FeedGameEventNotice[] = [];
  for (const change of applied) {
    changes.push(...gameChanges(change, names));
    if (change.before) events.push(...newEvents(change.before.game, change.game, names));
  }
  return { changes, events, resulted: [] };
}

function gameChanges(change: AppliedChange, names: NameBook): FeedGameChange[] {
  const { before, after } = change;
  if (before && after && before.phase === after.phase) {
    return [
      lazyChange(after.game, after.phase, (lang) => sameFeedDelta(before, after, lang)),
      ...subGameChanges(before, after, names),
    ];
  }
  const changes: FeedGameChange[] = [];
  if (before) {
    const left = lazyChange(change.game, before.phase, (lang) =>
      leftDelta(change.game, change.version, lang),
    );
    changes.push(
      !after && phaseOf(change.game) === 'finished' ? { ...left, finished: true } : left,
    );
  }
  if (after) {
    changes.push(
      lazyChange(after.game, after.phase, (lang) => ({
        I: after.game.id,
        U: after.version,
        N: encodeGame(feedGame(after.game, after.version, names, lang, 'all')),
      })),
    );
  }
  return changes;
}

type Lang = ReturnType<typeof referenceLanguageFor>;

function lazyChange(
  game: SourceGame,
  phase: FeedPhase,
  build: (lang: Lang) => GameDeltaWire,
  gameId = game.id,
): FeedGameChange {
  const byLanguage = new Map<Lang, GameDeltaWire>();
  return {
    gameId,
    sportId: game.sportId,
    champId: game.champId,
    phase,
    ...(gameId === game.id ? {} : { parentId: game.id }),
    delta(language) {
      const lang = referenceLanguageFor(language);
      let delta = byLanguage.get(lang);
      if (!delta) {
        delta = build(lang);
        byLanguage.set(lang, delta);
      }
      return delta;
    },
  };
}

function sameFeedDelta(before: SnapshotGame, after: SnapshotGame, lang: Lang): GameDeltaWire {
  const delta: GameDeltaWire = {
    I: after.game.id,
    U: after.version,
    ...outcomeDelta(before.game.outcomes, after.game.outcomes),
  };
  if (after.game.status !== before.game.status) delta.GS = after.game.status;
  const score = scoreDelta(before.game, after.game, lang);
  if (score) delta.SC = score;
  return delta;
}

function leftDelta(game: SourceGame, version: number, lang: Lang): GameDeltaWire {
  return {
    I: game.id,
    U: version,
    GS: game.status,
    ...(game.live ? { SC: encodeScore(feedScore(game.live, lang)) } : {}),
    X: true,
  };
}

/**
 * Compared in the wire form, not as the source's objects: a game read back from the database
 * has its keys in jsonb's order, so a follower's copy never serializes like the holder's, and
 * a text comparison would send an unchanged score (a game in a break) from followers only.
 */
function scoreDelta(before: SourceGame, after: SourceGame, lang: Lang) {
  if (!after.live) return undefined;
  const score = encodeScore(feedScore(after.live, lang));
  const previous = before.live && encodeScore(feedScore(before.live, lang));
  return isDeepStrictEqual(previous, score) ? undefined : score;
}

function outcomeDelta(
  before: readonly SourceOutcome[],
  after: readonly SourceOutcome[],
): Pick<GameDeltaWire, 'E' | 'ER'> {
  const previous = new Map(before.map((o) => [outcomeKey(o), o]));
  const changed: SourceOutcome[] = [];
  for (const outcome of after) {
    const key = outcomeKey(outcome);
    const old = previous.get(key);
    previous.delete(key);
    if (!old || old.odds !== outcome.odds || old.locked !== outcome.locked) changed.push(outcome);
  }
  return {
    ...(changed.length > 0 ? { E: changed.map(encodeOutcome) } : {}),
    ...(previous.size > 0 ? { ER: [...previous.keys()] } : {}),
  };
}

/** Sub-games change on their own ids, tagged with their parent, so a game's page hears them. */
function subGameChanges(
  before: SnapshotGame,
  after: SnapshotGame,
  names: NameBook,
): FeedGameChange[] {
  const previous = new Map(before.game.subGames.map((sg) => [sg.id, sg]));
  const changes: FeedGameChange[] = [];
  for (const subGame of after.game.subGames) {
    const old = previous.get(subGame.id);
    previous.delete(subGame.id);
    const change = subGameChange(after, subGame, old, names);
    if (change) changes.push(change);
  }
  for (const gone of previous.values()) {
    changes.push(
      lazyChange(
        after.game,
        after.phase,
        () => ({ I: gone.id, U: after.version, X: true }),
        gone.id,
      ),
    );
  }
  return changes;
}

function subGameChange(
  after: SnapshotGame,
  subGame: SourceSubGame,
  old: SourceSubGame | undefined,
  names: NameBook,
): FeedGameChange | undefined {
  const { id } = subGame;
  if (!old) {
    return lazyChange(
      after.game,
      after.phase,
      (lang) => ({
        I: id,
        U: after.version,
        N: encodeGame(subGameFeedGame(after, subGame, names, lang)),
      }),
      id,
    );
  }
  const outcomes = outcomeDelta(old.outcomes, subGame.outcomes);
  if (!outcomes.E && !outcomes.ER) return undefined;
  return lazyChange(after.game, after.phase, () => ({ I: id, U: after.version, ...outcomes }), id);
}

/** Events appended since the previous version: goals, cards, period ends, the result. */
function newEvents(before: SourceGame, after: SourceGame, names: NameBook): FeedGameEventNotice[] {
  const fresh = after.events.slice(before.events.length);
  if (fresh.length === 0) return [];
  const home = teamNameOf(names, after.homeTeamId);
  const away = after.awayTeamId === undefined ? undefined : teamNameOf(names, after.awayTeamId);
  return fresh.map((event) => ({
    gameId: after.id,
    sportId: after.sportId,
    champId: after.champId,
    home,
    ...(away ? { away } : {}),
    event,
  }));
}
