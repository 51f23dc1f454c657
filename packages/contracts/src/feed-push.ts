import { NOTIFICATION_TYPES } from '@arenabet/reference/ui';
import { z } from 'zod/mini';
import { pushBetsMessage } from './bets.ts';
import { pushTableMessage, SHARED_TABLE_GAMES } from './casino-tables.ts';
import { gameWire, outcomeWire, scoreWire } from './feed-wire.ts';
import { pushRiskMessage } from './risk.ts';

export { NOTIFICATION_TYPES, type NotificationType } from '@arenabet/reference/ui';

/*
 * The live push: one WebSocket per open site, at LIVE_PUSH_PATH?lng=en. The page subscribes to
 * topics (a sport, a champ, a game, or all of live) and receives the changes of those games, in
 * the feed's compact names and the connection's language.
 *
 * The protocol:
 * - On connect the server sends `welcome` (its clock, and whether the connection is signed in:
 *   the user_token cookie of the upgrade request; the page reconnects after signing in or out).
 * - The client sends `subscribe` / `unsubscribe` with topics; the server answers
 *   `subscriptions` with the connection's whole topic list, so the client knows from when on
 *   changes arrive. A bad message answers `error` and changes nothing.
 * - Every batch of feed changes arrives as one `changes` message per connection, each game at
 *   most once, however many of the connection's topics it matches.
 * - After a reconnect the client subscribes again and re-reads the feed calls it shows, so a
 *   change missed while disconnected is never lost (each game's `U` tells which copy is newer).
 *   The server closes with PUSH_CLOSE.slowConsumer when a connection cannot keep up, and with
 *   1001 when it shuts down: both mean "reconnect and re-read".
 * - A signed-in connection also receives `notification`s of the games the player subscribed to.
 * - The server pings at the WebSocket level; `ping` / `pong` messages exist for clients (browsers)
 *   that want to check the connection themselves.
 */
export const LIVE_PUSH_PATH = '/service-api/live-push';

/**
 * `live` is every live game; the others are `sport:1`, `champ:2`, `game:3`, and a casino
 * shared table's round, `table:crash` (casino-tables.ts).
 */
export const pushTopic = z.union([
  z.literal('live'),
  z.string().check(z.regex(/^(sport|champ|game):[1-9][0-9]{0,11}$/)),
  z.enum(SHARED_TABLE_GAMES.map((game) => `table:${game}` as const)),
]);
export type PushTopic = z.infer<typeof pushTopic>;

/** Topics one connection may hold at once. */
export const MAX_PUSH_TOPICS = 200;
/** The largest message a client may send, in bytes; a bigger one closes the connection (1009). */
export const MAX_PUSH_CLIENT_MESSAGE_BYTES = 16_384;

export const pushClientMessage = z.discriminatedUnion('op', [
  z.object({
    op: z.literal('subscribe'),
    topics: z.array(pushTopic).check(z.maxLength(MAX_PUSH_TOPICS)),
  }),
  z.object({
    op: z.literal('unsubscribe'),
    topics: z.array(pushTopic).check(z.maxLength(MAX_PUSH_TOPICS)),
  }),
  z.object({ op: z.literal('ping') }),
]);
export type PushClientMessage = z.infer<typeof pushClientMessage>;

/** A change of one game: only the parts that changed, with the game's new version. */
export const gameDeltaWire = z.object({
  I: z.int(),
  U: z.int(),
  /** Outcomes whose odds or lock changed (the whole outcome). */
  E: z.optional(z.array(outcomeWire)),
  /** Outcomes removed, by outcome key. */
  ER: z.optional(z.array(z.string())),
  SC: z.optional(scoreWire),
  GS: z.optional(z.int()),
  /** The game left this feed (finished, cancelled, or moved from line to live). */
  X: z.optional(z.literal(true)),
  /** A game new to the feed, whole. */
  N: z.optional(gameWire),
});
export type GameDeltaWire = z.infer<typeof gameDeltaWire>;

/** Dictionary keys of the `error` message. */
export const PUSH_ERRORS = {
  /** Not JSON, or not one of the client messages. */
  invalidMessage: 'live_push_invalid_message',
  /** The subscription would pass MAX_PUSH_TOPICS; nothing was added. */
  tooManyTopics: 'live_push_too_many_topics',
} as const;

/** Close codes the server uses; every one of them means "reconnect (later) and re-read". */
export const PUSH_CLOSE = {
  /** The server is shutting down (the standard "going away"). */
  goingAway: 1001,
  /** The client sent far too many messages (the standard "policy violation"). */
  policy: 1008,
  /** The client did not read its messages fast enough; reconnect and re-read the feed. */
  slowConsumer: 4001,
  /** The signed-in session behind the connection ended; reconnect to continue anonymously. */
  sessionEnded: 4002,
} as const;

export const pushNotification = z.object({
  type: z.literal('notification'),
  notificationType: z.enum(NOTIFICATION_TYPES),
  gameId: z.int(),
  /** The game event (FEED_EVENT_KINDS) the player subscribed to. */
  event: z.string(),
  /** Dictionary key of the text; the text's `{{name}}` slots are filled from `values`. */
  messageKey: z.string(),
  values: z.record(z.string(), z.union([z.string(), z.number()])),
});
export type PushNotification = z.infer<typeof pushNotification>;

export const pushServerMessage = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('welcome'),
    serverTime: z.int(),
    signedIn: z.boolean(),
  }),
  z.object({ type: z.literal('subscriptions'), topics: z.array(pushTopic) }),
  z.object({ type: z.literal('changes'), games: z.array(gameDeltaWire) }),
  pushNotification,
  z.object({ type: z.literal('pong') }),
  z.object({ type: z.literal('error'), messageKey: z.string() }),
  pushBetsMessage,
  pushRiskMessage,
  pushTableMessage,
]);
export type PushServerMessage = z.infer<typeof pushServerMessage>;
