import type {
  FeedChamp,
  FeedGame,
  FeedLiveScore,
  FeedMarketName,
  FeedOutcome,
  FeedScorePair,
  FeedSportShort,
  FeedSubGame,
  FeedTeam,
} from './feed-model.ts';
import {
  type AdditionalEventWire,
  CHAMP_KIND,
  type ChampWire,
  type GameWire,
  type GroupEventWire,
  type MarketNameWire,
  type OutcomeWire,
  type ScoreWire,
  type SportShortWire,
  type SubGameWire,
} from './feed-wire-schemas.ts';
import { marketColumns } from './market-columns.ts';

export type * from './feed-model.ts';
export * from './feed-wire-schemas.ts';

/*
 * The one mapping between the compact public format of the line and live feeds and the app's
 * names: the server encodes with it and the web app decodes with it, so both read the format
 * exactly as outside clients do.
 */

/**
 * How a game's markets are laid out: `flat` is the list `E`; `grouped` is `GE`, per group in
 * columns (GetGameZip with GroupEvents), which clients reading only `GE` need.
 */
export type OutcomeLayout = 'flat' | 'grouped';

export function decodeOutcome(wire: OutcomeWire): FeedOutcome {
  return {
    group: wire.G,
    type: wire.T,
    odds: wire.C,
    oddsText: wire.CV,
    ...(wire.P === undefined ? {} : { line: wire.P }),
    locked: wire.B === true,
  };
}

export function encodeOutcome(outcome: FeedOutcome): OutcomeWire {
  const wire: OutcomeWire = {
    T: outcome.type,
    C: outcome.odds,
    CV: outcome.oddsText,
    G: outcome.group,
  };
  if (outcome.line !== undefined) wire.P = outcome.line;
  if (outcome.locked) wire.B = true;
  return wire;
}

export function encodeGroupEvents(outcomes: readonly FeedOutcome[]): GroupEventWire[] {
  return marketColumns(outcomes).map((market) => ({
    G: market.group,
    GS: market.sortOrder,
    E: market.columns.map((column) => column.map(encodeOutcome)),
  }));
}

function encodeAdditionalEvents(outcomes: readonly FeedOutcome[]): AdditionalEventWire[] {
  const byGroup = new Map<number, OutcomeWire[]>();
  for (const outcome of outcomes) {
    byGroup.set(outcome.group, [...(byGroup.get(outcome.group) ?? []), encodeOutcome(outcome)]);
  }
  return [...byGroup].map(([group, events]) => ({ G: group, ME: events }));
}

function decodePair(pair: { S1?: number | undefined; S2?: number | undefined }): FeedScorePair {
  return { home: pair.S1 ?? 0, away: pair.S2 ?? 0 };
}

function encodePair(pair: FeedScorePair) {
  return { S1: pair.home, S2: pair.away };
}

export function decodeScore(wire: ScoreWire): FeedLiveScore {
  return {
    score: decodePair(wire.FS),
    periodScores: (wire.PS ?? []).map((p) => ({ period: p.Key, score: decodePair(p.Value) })),
    ...(wire.CP === undefined ? {} : { period: wire.CP }),
    ...(wire.CPS === undefined ? {} : { periodText: wire.CPS }),
    ...(wire.TS === undefined ? {} : { timerSeconds: wire.TS }),
    info: (wire.S ?? []).map((s) => ({ key: s.Key, value: s.Value })),
  };
}

export function encodeScore(live: FeedLiveScore): ScoreWire {
  const wire: ScoreWire = {
    FS: encodePair(live.score),
    PS: live.periodScores.map((p) => ({ Key: p.period, Value: encodePair(p.score) })),
  };
  if (live.period !== undefined) wire.CP = live.period;
  if (live.periodText !== undefined) wire.CPS = live.periodText;
  if (live.timerSeconds !== undefined) wire.TS = live.timerSeconds;
  if (live.info.length > 0) wire.S = live.info.map((s) => ({ Key: s.key, Value: s.value }));
  return wire;
}

function decodeTeam(name: string, images: string[], nameEn?: string, id?: number): FeedTeam {
  return {
    name,
    ...(nameEn === undefined ? {} : { nameEn }),
    ...(id === undefined ? {} : { id }),
    images,
  };
}

function decodeSubGame(wire: SubGameWire): FeedSubGame {
  return {
    id: wire.I,
    number: wire.N,
    periodName: wire.PN,
    kind: wire.TI,
    kindName: wire.TG,
    marketCount: wire.EC,
  };
}

function encodeSubGame(subGame: FeedSubGame): SubGameWire {
  return {
    CI: subGame.id,
    I: subGame.id,
    N: subGame.number,
    PN: subGame.periodName,
    TG: subGame.kindName,
    TI: subGame.kind,
    EC: subGame.marketCount,
  };
}

/** A game's outcomes from whichever layout it came in. */
function decodeOutcomes(wire: GameWire): FeedOutcome[] {
  if (wire.E) return wire.E.map(decodeOutcome);
  return (wire.GE ?? []).flatMap((market) => market.E.flat()).map(decodeOutcome);
}

export function decodeGame(wire: GameWire): FeedGame {
  return {
    id: wire.I,
    champId: wire.LI,
    champName: wire.L,
    ...(wire.LE === undefined ? {} : { champNameEn: wire.LE }),
    sportId: wire.SI,
    sportName: wire.SN,
    home: decodeTeam(wire.O1, wire.O1IMG, wire.O1E, wire.O1I),
    ...(wire.O2 === undefined ? {} : { away: decodeTeam(wire.O2, wire.O2IMG, wire.O2E, wire.O2I) }),
    startsAt: wire.S,
    ...(wire.COI === undefined ? {} : { countryId: wire.COI }),
    ...(wire.CN === undefined ? {} : { countryName: wire.CN }),
    marketCount: wire.EC,
    subGames: (wire.SG ?? []).map(decodeSubGame),
    version: wire.U,
    priority: wire.R ?? 0,
    ...(wire.T === undefined ? {} : { category: wire.T }),
    outcomes: decodeOutcomes(wire),
    additional: wire.AE.flatMap((market) => market.ME).map(decodeOutcome),
    ...(wire.SC === undefined ? {} : { live: decodeScore(wire.SC) }),
    ...(wire.GS === undefined ? {} : { status: wire.GS }),
    ...(wire.PI === undefined ? {} : { parentId: wire.PI }),
    ...(wire.RN === undefined ? {} : { runners: wire.RN }),
  };
}

export function encodeGame(game: FeedGame, layout: OutcomeLayout = 'flat'): GameWire {
  const wire: GameWire = {
    I: game.id,
    LI: game.champId,
    L: game.champName,
    SI: game.sportId,
    SN: game.sportName,
    O1: game.home.name,
    // Clients index the picture lists without checking: always lists, even of nothing.
    O1IMG: game.home.images ?? [],
    O2IMG: game.away?.images ?? [],
    S: game.startsAt,
    EC: game.marketCount,
    U: game.version,
    R: game.priority,
    AE: encodeAdditionalEvents(game.additional ?? []),
  };
  if (game.champNameEn !== undefined) wire.LE = game.champNameEn;
  if (game.home.nameEn !== undefined) wire.O1E = game.home.nameEn;
  if (game.home.id !== undefined) wire.O1I = game.home.id;
  if (game.away) {
    wire.O2 = game.away.name;
    if (game.away.nameEn !== undefined) wire.O2E = game.away.nameEn;
    if (game.away.id !== undefined) wire.O2I = game.away.id;
  }
  if (game.countryName !== undefined) wire.CN = game.countryName;
  if (game.countryId !== undefined) wire.COI = game.countryId;
  if (game.subGames.length > 0) wire.SG = game.subGames.map(encodeSubGame);
  if (game.category !== undefined) wire.T = game.category;
  if (layout === 'grouped') wire.GE = encodeGroupEvents(game.outcomes);
  else if (game.outcomes.length > 0) wire.E = game.outcomes.map(encodeOutcome);
  if (game.live) wire.SC = encodeScore(game.live);
  if (game.status !== undefined) wire.GS = game.status;
  if (game.parentId !== undefined) wire.PI = game.parentId;
  if (game.runners !== undefined) wire.RN = game.runners;
  return wire;
}

export function decodeSportShort(wire: SportShortWire): FeedSportShort {
  return {
    id: wire.I,
    name: wire.N,
    gameCount: wire.C,
    ...(wire.CL === undefined ? {} : { liveCount: wire.CL }),
  };
}

export function encodeSportShort(sport: FeedSportShort): SportShortWire {
  const wire: SportShortWire = { I: sport.id, N: sport.name, C: sport.gameCount };
  if (sport.liveCount !== undefined) wire.CL = sport.liveCount;
  return wire;
}

export function decodeChamp(wire: ChampWire): FeedChamp {
  return {
    id: wire.LI,
    name: wire.L,
    ...(wire.LE === undefined ? {} : { nameEn: wire.LE }),
    sportId: wire.SI,
    ...(wire.SN === undefined ? {} : { sportName: wire.SN }),
    ...(wire.CI === undefined ? {} : { countryId: wire.CI }),
    ...(wire.CN === undefined ? {} : { countryName: wire.CN }),
    gameCount: wire.GC,
    isTop: wire.T === CHAMP_KIND.top,
    ...(wire.G === undefined ? {} : { games: wire.G.map((game) => decodeGame(game)) }),
  };
}

export function encodeChamp(champ: FeedChamp): ChampWire {
  const wire: ChampWire = {
    LI: champ.id,
    L: champ.name,
    SI: champ.sportId,
    GC: champ.gameCount,
    // An integer, never a boolean: strictly typed clients fail a whole answer on a boolean.
    T: champ.isTop ? CHAMP_KIND.top : CHAMP_KIND.ordinary,
  };
  if (champ.nameEn !== undefined) wire.LE = champ.nameEn;
  if (champ.sportName !== undefined) wire.SN = champ.sportName;
  if (champ.countryId !== undefined) wire.CI = champ.countryId;
  if (champ.countryName !== undefined) wire.CN = champ.countryName;
  if (champ.games !== undefined) wire.G = champ.games.map((game) => encodeGame(game));
  return wire;
}

export function decodeMarketName(wire: MarketNameWire): FeedMarketName {
  return {
    group: wire.G,
    name: wire.N,
    outcomes: wire.E.map((e) => ({ type: e.T, name: e.N })),
  };
}

/** Odds as the feed writes them: two decimals below 10, fewer above. */
export function oddsText(odds: number): string {
  if (odds >= 100) return odds.toFixed(0);
  if (odds >= 10) return odds.toFixed(1);
  return odds.toFixed(2);
}
