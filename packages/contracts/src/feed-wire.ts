import { z } from 'zod';

/*
 * The line and live feeds in the compact public format third-party tools for this family of
 * sites read: short field names on the wire, clear names inside the app. This file is the one
 * mapping between the two; the server encodes with it and the web app decodes with it.
 */

// ---- The wire ------------------------------------------------------------------------------

export const outcomeWire = z.object({
  /** Outcome type. */
  T: z.number().int(),
  /** Decimal odds. */
  C: z.number(),
  /** Odds as text, as the feed shows them. */
  CV: z.string().optional(),
  /** Line: the handicap or total (or the encoded correct score). */
  P: z.number().optional(),
  /** Market group. */
  G: z.number().int(),
  /** True while locked; absent when open. */
  B: z.literal(true).optional(),
});
export type OutcomeWire = z.infer<typeof outcomeWire>;

const scorePairWire = z.object({
  S1: z.number().int().optional(),
  S2: z.number().int().optional(),
});

export const scoreWire = z.object({
  /** Full score. */
  FS: scorePairWire,
  /** Period scores: Key is the period number. */
  PS: z.array(z.object({ Key: z.number().int(), Value: scorePairWire })).optional(),
  /** Current period and its text. */
  CP: z.number().int().optional(),
  CPS: z.string().optional(),
  /** Timer, seconds played in the game. */
  TS: z.number().int().optional(),
  /** Extra information (serve, cards, corners, ...). */
  S: z.array(z.object({ Key: z.string(), Value: z.string() })).optional(),
});
export type ScoreWire = z.infer<typeof scoreWire>;

export const subGameWire = z.object({
  I: z.number().int(),
  /** Period name. */
  PN: z.string(),
  /** Sub-game kind: 0 a period of the match, other values a stats market (corners, cards). */
  TG: z.number().int().optional(),
  EC: z.number().int(),
});
export type SubGameWire = z.infer<typeof subGameWire>;

export const gameWire = z.object({
  I: z.number().int(),
  LI: z.number().int(),
  L: z.string(),
  LE: z.string().optional(),
  SI: z.number().int(),
  SN: z.string(),
  O1: z.string(),
  O2: z.string().optional(),
  O1E: z.string().optional(),
  O2E: z.string().optional(),
  O1I: z.number().int().optional(),
  O2I: z.number().int().optional(),
  /** Start time, unix seconds. */
  S: z.number().int(),
  CN: z.string().optional(),
  COI: z.number().int().optional(),
  /** Number of markets (outcomes of all markets of the game and its sub-games). */
  EC: z.number().int(),
  SG: z.array(subGameWire).optional(),
  /** Update version: grows with every change of the game. */
  U: z.number().int(),
  /** Priority: higher first among games of the same start. */
  R: z.number().int().optional(),
  /** Kind: the game category id. */
  T: z.number().int().optional(),
  E: z.array(outcomeWire).optional(),
  SC: scoreWire.optional(),
  /** Game status (this site's addition; tools that do not know it ignore it). */
  GS: z.number().int().optional(),
  /** Parent game of a sub-game (this site's addition). */
  PI: z.number().int().optional(),
  /** Runners of a race, in order of their number (this site's addition). */
  RN: z.array(z.string()).optional(),
});
export type GameWire = z.infer<typeof gameWire>;

export const sportShortWire = z.object({
  I: z.number().int(),
  N: z.string(),
  /** Number of games. */
  C: z.number().int(),
  /** Number of live games (this site's addition). */
  CL: z.number().int().optional(),
});
export type SportShortWire = z.infer<typeof sportShortWire>;

export const champWire = z.object({
  LI: z.number().int(),
  L: z.string(),
  LE: z.string().optional(),
  SI: z.number().int(),
  SN: z.string().optional(),
  CI: z.number().int().optional(),
  CN: z.string().optional(),
  /** Number of games. */
  GC: z.number().int(),
  /** Top champ. */
  T: z.literal(true).optional(),
  /** Games when the call includes them. */
  G: z.array(gameWire).optional(),
});
export type ChampWire = z.infer<typeof champWire>;

export const marketNameWire = z.object({
  G: z.number().int(),
  N: z.string(),
  E: z.array(z.object({ T: z.number().int(), N: z.string() })),
});
export type MarketNameWire = z.infer<typeof marketNameWire>;

/** Every feed answer: `Value` is an array for list calls, an object for one game. */
export function feedEnvelope<V extends z.ZodType>(value: V) {
  return z.object({
    Id: z.number().int(),
    Success: z.boolean(),
    Error: z.string(),
    ErrorCode: z.number().int(),
    Guid: z.string(),
    Value: value.nullable(),
  });
}
export type FeedEnvelope<V> = {
  Id: number;
  Success: boolean;
  Error: string;
  ErrorCode: number;
  Guid: string;
  Value: V | null;
};

export function feedSuccess<V>(value: V): FeedEnvelope<V> {
  return { Id: 0, Success: true, Error: '', ErrorCode: 0, Guid: '', Value: value };
}

/** A refused feed call: HTTP 400 with this body, never a 500. */
export function feedFailure(error: string, errorCode = 400): FeedEnvelope<never> {
  return { Id: 0, Success: false, Error: error, ErrorCode: errorCode, Guid: '', Value: null };
}

// ---- The app's names -----------------------------------------------------------------------

export interface FeedOutcome {
  group: number;
  type: number;
  odds: number;
  /** The odds as the feed writes them ("1.85"). */
  oddsText: string;
  line?: number;
  locked: boolean;
}

export interface FeedScorePair {
  home: number;
  away: number;
}

export interface FeedLiveScore {
  score: FeedScorePair;
  periodScores: { period: number; score: FeedScorePair }[];
  period?: number;
  periodText?: string;
  timerSeconds?: number;
  info: { key: string; value: string }[];
}

export interface FeedSubGame {
  id: number;
  periodName: string;
  kind: number;
  marketCount: number;
}

export interface FeedTeam {
  id?: number;
  name: string;
  nameEn?: string;
}

export interface FeedGame {
  id: number;
  champId: number;
  champName: string;
  champNameEn?: string;
  sportId: number;
  sportName: string;
  home: FeedTeam;
  /** Absent for a game without an opponent (a race, an outright). */
  away?: FeedTeam;
  /** Unix seconds. */
  startsAt: number;
  countryId?: number;
  countryName?: string;
  marketCount: number;
  subGames: FeedSubGame[];
  version: number;
  priority: number;
  category?: number;
  outcomes: FeedOutcome[];
  live?: FeedLiveScore;
  status?: number;
  parentId?: number;
  runners?: string[];
}

export interface FeedSportShort {
  id: number;
  name: string;
  gameCount: number;
  liveCount?: number;
}

export interface FeedChamp {
  id: number;
  name: string;
  nameEn?: string;
  sportId: number;
  sportName?: string;
  countryId?: number;
  countryName?: string;
  gameCount: number;
  isTop: boolean;
  games?: FeedGame[];
}

export interface FeedMarketName {
  group: number;
  name: string;
  outcomes: { type: number; name: string }[];
}

// ---- The mapping ---------------------------------------------------------------------------

export function decodeOutcome(wire: OutcomeWire): FeedOutcome {
  return {
    group: wire.G,
    type: wire.T,
    odds: wire.C,
    oddsText: wire.CV ?? String(wire.C),
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

function decodeTeam(name: string, nameEn?: string, id?: number): FeedTeam {
  return {
    name,
    ...(nameEn === undefined ? {} : { nameEn }),
    ...(id === undefined ? {} : { id }),
  };
}

export function decodeGame(wire: GameWire): FeedGame {
  return {
    id: wire.I,
    champId: wire.LI,
    champName: wire.L,
    ...(wire.LE === undefined ? {} : { champNameEn: wire.LE }),
    sportId: wire.SI,
    sportName: wire.SN,
    home: decodeTeam(wire.O1, wire.O1E, wire.O1I),
    ...(wire.O2 === undefined ? {} : { away: decodeTeam(wire.O2, wire.O2E, wire.O2I) }),
    startsAt: wire.S,
    ...(wire.COI === undefined ? {} : { countryId: wire.COI }),
    ...(wire.CN === undefined ? {} : { countryName: wire.CN }),
    marketCount: wire.EC,
    subGames: (wire.SG ?? []).map((sg) => ({
      id: sg.I,
      periodName: sg.PN,
      kind: sg.TG ?? 0,
      marketCount: sg.EC,
    })),
    version: wire.U,
    priority: wire.R ?? 0,
    ...(wire.T === undefined ? {} : { category: wire.T }),
    outcomes: (wire.E ?? []).map(decodeOutcome),
    ...(wire.SC === undefined ? {} : { live: decodeScore(wire.SC) }),
    ...(wire.GS === undefined ? {} : { status: wire.GS }),
    ...(wire.PI === undefined ? {} : { parentId: wire.PI }),
    ...(wire.RN === undefined ? {} : { runners: wire.RN }),
  };
}

export function encodeGame(game: FeedGame): GameWire {
  const wire: GameWire = {
    I: game.id,
    LI: game.champId,
    L: game.champName,
    SI: game.sportId,
    SN: game.sportName,
    O1: game.home.name,
    S: game.startsAt,
    EC: game.marketCount,
    U: game.version,
    R: game.priority,
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
  if (game.subGames.length > 0) {
    wire.SG = game.subGames.map((sg) => ({
      I: sg.id,
      PN: sg.periodName,
      TG: sg.kind,
      EC: sg.marketCount,
    }));
  }
  if (game.category !== undefined) wire.T = game.category;
  if (game.outcomes.length > 0) wire.E = game.outcomes.map(encodeOutcome);
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
    isTop: wire.T === true,
    ...(wire.G === undefined ? {} : { games: wire.G.map(decodeGame) }),
  };
}

export function encodeChamp(champ: FeedChamp): ChampWire {
  const wire: ChampWire = { LI: champ.id, L: champ.name, SI: champ.sportId, GC: champ.gameCount };
  if (champ.nameEn !== undefined) wire.LE = champ.nameEn;
  if (champ.sportName !== undefined) wire.SN = champ.sportName;
  if (champ.countryId !== undefined) wire.CI = champ.countryId;
  if (champ.countryName !== undefined) wire.CN = champ.countryName;
  if (champ.isTop) wire.T = true;
  if (champ.games !== undefined) wire.G = champ.games.map(encodeGame);
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
