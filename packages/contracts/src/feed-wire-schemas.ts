import { z } from 'zod';

/*
 * The line and live feeds on the wire: the compact public format clients of this family of
 * sites read (typed decoders, scrapers, odds aggregators). Names, JSON types and presence follow
 * what those clients index without checking; `feed-wire.ts` maps them to the app's names.
 */

export const outcomeWire = z.object({
  /** Outcome type. */
  T: z.number().int(),
  /** Decimal odds. */
  C: z.number(),
  /** Odds as text, as the feed shows them: always there, always a string. */
  CV: z.string(),
  /** Line: the handicap or total (or the encoded correct score). */
  P: z.number().optional(),
  /** Market group. */
  G: z.number().int(),
  /** True while locked; absent when open. */
  B: z.literal(true).optional(),
});
export type OutcomeWire = z.infer<typeof outcomeWire>;

/** One market in the grouped layout (GetGameZip with GroupEvents). */
export const groupEventWire = z.object({
  G: z.number().int(),
  /** The group's place in the market dictionary: markets come in this order. */
  GS: z.number().int(),
  /** Columns: 1X2 is [[W1], [X], [W2]]; totals [[overs], [unders]] lined up by line. */
  E: z.array(z.array(outcomeWire)),
});
export type GroupEventWire = z.infer<typeof groupEventWire>;

/** A list's other lines of one market (`ME`, "more events") beyond the main one in `E`. */
export const additionalEventWire = z.object({
  G: z.number().int(),
  ME: z.array(outcomeWire),
});
export type AdditionalEventWire = z.infer<typeof additionalEventWire>;

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
  /** The sub-game's id: GetGameZip?id= gives its markets. */
  CI: z.number().int(),
  /** The same id, where other clients look for it. */
  I: z.number().int(),
  /** Its number among the game's sub-games, 1 first. */
  N: z.number().int(),
  /** Period name (1st half); empty for a statistics market of the whole match. */
  PN: z.string(),
  /** The statistics market's name (Corners); empty for a period of the match. */
  TG: z.string(),
  /** Kind: 0 a period of the match, other values a statistics market. */
  TI: z.number().int(),
  /** Number of its outcomes. */
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
  /** Names of the teams' pictures: always lists, empty when there are none. */
  O1IMG: z.array(z.string()),
  O2IMG: z.array(z.string()),
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
  /** The markets, flat; absent in the grouped layout. */
  E: z.array(outcomeWire).optional(),
  /** The markets grouped in columns (GetGameZip with GroupEvents), instead of `E`. */
  GE: z.array(groupEventWire).optional(),
  /** Additional events: a list's other lines of its markets; always a list, maybe empty. */
  AE: z.array(additionalEventWire),
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
  /** Number of games: what Get1x2_VZip gives for the sport with the same parameters. */
  C: z.number().int(),
  /** Number of live games (this site's addition). */
  CL: z.number().int().optional(),
});
export type SportShortWire = z.infer<typeof sportShortWire>;

/** A champ's kind: clients walk the champs of kinds 0 and 1000. */
export const CHAMP_KIND = { ordinary: 0, top: 1000 } as const;

export const champWire = z.object({
  LI: z.number().int(),
  L: z.string(),
  LE: z.string().optional(),
  SI: z.number().int(),
  SN: z.string().optional(),
  CI: z.number().int().optional(),
  CN: z.string().optional(),
  /** Number of games: what Get1x2_VZip gives for the champ with the same parameters. */
  GC: z.number().int(),
  /** Kind, an integer: 1000 a top champ, 0 any other. */
  T: z.union([z.literal(CHAMP_KIND.ordinary), z.literal(CHAMP_KIND.top)]),
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
