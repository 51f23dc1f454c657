import { z } from 'zod/mini';

/*
 * The line and live feeds on the wire: the compact public format clients of this family of
 * sites read (typed decoders, scrapers, odds aggregators). Names, JSON types and presence follow
 * what those clients index without checking; `feed-wire.ts` maps them to the app's names.
 */

export const outcomeWire = z.object({
  /** Outcome type. */
  T: z.int(),
  /** Decimal odds. */
  C: z.number(),
  /** Odds as text, as the feed shows them: always there, always a string. */
  CV: z.string(),
  /** Line: the handicap or total (or the encoded correct score). */
  P: z.optional(z.number()),
  /** Market group. */
  G: z.int(),
  /** True while locked; absent when open. */
  B: z.optional(z.literal(true)),
});
export type OutcomeWire = z.infer<typeof outcomeWire>;

/** One market in the grouped layout (GetGameZip with GroupEvents). */
export const groupEventWire = z.object({
  G: z.int(),
  /** The group's place in the market dictionary: markets come in this order. */
  GS: z.int(),
  /** Columns: 1X2 is [[W1], [X], [W2]]; totals [[overs], [unders]] lined up by line. */
  E: z.array(z.array(outcomeWire)),
});
export type GroupEventWire = z.infer<typeof groupEventWire>;

/** A list's other lines of one market (`ME`, "more events") beyond the main one in `E`. */
export const additionalEventWire = z.object({
  G: z.int(),
  ME: z.array(outcomeWire),
});
export type AdditionalEventWire = z.infer<typeof additionalEventWire>;

const scorePairWire = z.object({
  S1: z.optional(z.int()),
  S2: z.optional(z.int()),
});

export const scoreWire = z.object({
  /** Full score. */
  FS: scorePairWire,
  /** Period scores: Key is the period number. */
  PS: z.optional(z.array(z.object({ Key: z.int(), Value: scorePairWire }))),
  /** Current period and its text. */
  CP: z.optional(z.int()),
  CPS: z.optional(z.string()),
  /** Timer, seconds played in the game. */
  TS: z.optional(z.int()),
  /** Extra information (serve, cards, corners, ...). */
  S: z.optional(z.array(z.object({ Key: z.string(), Value: z.string() }))),
});
export type ScoreWire = z.infer<typeof scoreWire>;

export const subGameWire = z.object({
  /** The sub-game's id: GetGameZip?id= gives its markets. */
  CI: z.int(),
  /** The same id, where other clients look for it. */
  I: z.int(),
  /** Its number among the game's sub-games, 1 first. */
  N: z.int(),
  /** Period name (1st half); empty for a statistics market of the whole match. */
  PN: z.string(),
  /** The statistics market's name (Corners); empty for a period of the match. */
  TG: z.string(),
  /** Kind: 0 a period of the match, other values a statistics market. */
  TI: z.int(),
  /** Number of its outcomes. */
  EC: z.int(),
});
export type SubGameWire = z.infer<typeof subGameWire>;

export const gameWire = z.object({
  I: z.int(),
  LI: z.int(),
  L: z.string(),
  LE: z.optional(z.string()),
  SI: z.int(),
  SN: z.string(),
  O1: z.string(),
  O2: z.optional(z.string()),
  O1E: z.optional(z.string()),
  O2E: z.optional(z.string()),
  O1I: z.optional(z.int()),
  O2I: z.optional(z.int()),
  /** Names of the teams' pictures: always lists, empty when there are none. */
  O1IMG: z.array(z.string()),
  O2IMG: z.array(z.string()),
  /** Start time, unix seconds. */
  S: z.int(),
  CN: z.optional(z.string()),
  COI: z.optional(z.int()),
  /** Number of markets (outcomes of all markets of the game and its sub-games). */
  EC: z.int(),
  SG: z.optional(z.array(subGameWire)),
  /** Update version: grows with every change of the game. */
  U: z.int(),
  /** Priority: higher first among games of the same start. */
  R: z.optional(z.int()),
  /** Kind: the game category id. */
  T: z.optional(z.int()),
  /** The markets, flat; absent in the grouped layout. */
  E: z.optional(z.array(outcomeWire)),
  /** The markets grouped in columns (GetGameZip with GroupEvents), instead of `E`. */
  GE: z.optional(z.array(groupEventWire)),
  /** Additional events: a list's other lines of its markets; always a list, maybe empty. */
  AE: z.array(additionalEventWire),
  SC: z.optional(scoreWire),
  /** Game status (this site's addition; tools that do not know it ignore it). */
  GS: z.optional(z.int()),
  /** Parent game of a sub-game (this site's addition). */
  PI: z.optional(z.int()),
  /** Runners of a race, in order of their number (this site's addition). */
  RN: z.optional(z.array(z.string())),
});
export type GameWire = z.infer<typeof gameWire>;

export const sportShortWire = z.object({
  I: z.int(),
  N: z.string(),
  /** Number of games: what Get1x2_VZip gives for the sport with the same parameters. */
  C: z.int(),
  /** Number of live games (this site's addition). */
  CL: z.optional(z.int()),
});
export type SportShortWire = z.infer<typeof sportShortWire>;

/** A champ's kind: clients walk the champs of kinds 0 and 1000. */
export const CHAMP_KIND = { ordinary: 0, top: 1000 } as const;

export const champWire = z.object({
  LI: z.int(),
  L: z.string(),
  LE: z.optional(z.string()),
  SI: z.int(),
  SN: z.optional(z.string()),
  CI: z.optional(z.int()),
  CN: z.optional(z.string()),
  /** Number of games: what Get1x2_VZip gives for the champ with the same parameters. */
  GC: z.int(),
  /** Kind, an integer: 1000 a top champ, 0 any other. */
  T: z.union([z.literal(CHAMP_KIND.ordinary), z.literal(CHAMP_KIND.top)]),
  /** Games when the call includes them. */
  G: z.optional(z.array(gameWire)),
});
export type ChampWire = z.infer<typeof champWire>;

export const marketNameWire = z.object({
  G: z.int(),
  N: z.string(),
  E: z.array(z.object({ T: z.int(), N: z.string() })),
});
export type MarketNameWire = z.infer<typeof marketNameWire>;

/** Every feed answer: `Value` is an array for list calls, an object for one game. */
export function feedEnvelope<V extends z.ZodMiniType>(value: V) {
  return z.object({
    Id: z.int(),
    Success: z.boolean(),
    Error: z.string(),
    ErrorCode: z.int(),
    Guid: z.string(),
    Value: z.nullable(value),
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
