import { z } from 'zod';
import { gameWire, outcomeWire, scoreWire } from './feed-wire.ts';

/*
 * The live push: one WebSocket per open site. The page subscribes to topics (a sport, a champ, a
 * game, or all of live) and receives the changes of those games, in the feed's compact names.
 * After a reconnect the client subscribes again and re-reads the feed calls it shows, so a
 * change missed while disconnected is never lost (each game's `U` tells which copy is newer).
 */
export const LIVE_PUSH_PATH = '/service-api/live-push';

/** `live` is every live game; the others are `sport:1`, `champ:2`, `game:3`. */
export const pushTopic = z.union([
  z.literal('live'),
  z.string().regex(/^(sport|champ|game):[1-9][0-9]{0,11}$/),
]);
export type PushTopic = z.infer<typeof pushTopic>;

export const MAX_PUSH_TOPICS = 200;

export const pushClientMessage = z.discriminatedUnion('op', [
  z.object({ op: z.literal('subscribe'), topics: z.array(pushTopic).max(MAX_PUSH_TOPICS) }),
  z.object({ op: z.literal('unsubscribe'), topics: z.array(pushTopic).max(MAX_PUSH_TOPICS) }),
  z.object({ op: z.literal('ping') }),
]);
export type PushClientMessage = z.infer<typeof pushClientMessage>;

/** A change of one game: only the parts that changed, with the game's new version. */
export const gameDeltaWire = z.object({
  I: z.number().int(),
  U: z.number().int(),
  /** Outcomes whose odds or lock changed (the whole outcome). */
  E: z.array(outcomeWire).optional(),
  /** Outcomes removed, by outcome key. */
  ER: z.array(z.string()).optional(),
  SC: scoreWire.optional(),
  GS: z.number().int().optional(),
  /** The game left this feed (finished, cancelled, or moved from line to live). */
  X: z.literal(true).optional(),
  /** A game new to the feed, whole. */
  N: gameWire.optional(),
});
export type GameDeltaWire = z.infer<typeof gameDeltaWire>;

/** Notification types of the spec; a subscribed game's events arrive as one of these. */
export const NOTIFICATION_TYPES = [
  'success',
  'warning',
  'error',
  'info',
  'question',
  'pending',
  'live',
  'selected',
  'win',
  'loss',
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number];

export const pushServerMessage = z.discriminatedUnion('type', [
  z.object({ type: z.literal('welcome'), serverTime: z.number().int() }),
  z.object({ type: z.literal('changes'), games: z.array(gameDeltaWire) }),
  z.object({
    type: z.literal('notification'),
    notificationType: z.enum(NOTIFICATION_TYPES),
    gameId: z.number().int(),
    event: z.string(),
    /** Dictionary key of the text and its values. */
    messageKey: z.string(),
    values: z.record(z.string(), z.union([z.string(), z.number()])),
  }),
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), messageKey: z.string() }),
]);
export type PushServerMessage = z.infer<typeof pushServerMessage>;
