/*
 * Subscriptions to a game's events (spec 001 section 7, Subscriptions): a signed-in player picks
 * the events of a game they want to hear about (goal, red card, period end, result) and gets a
 * live-push `notification` for each while the site is open.
 *
 * Decision on the body format: the two /service-api calls belong to the sportsbook services
 * family, where the feed and the bet calls take and give plain JSON (`{ "gameId": 1 }`), so they
 * do too; the save call lives under /web-api with the site's user-data calls and is JSON:API
 * like them. Failures of all three answer the site's one error shape, with validation_errors
 * keyed by field (the feed's own envelope is for the public feed calls third-party tools read).
 */
import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import type { FeedEventKind } from './feed-calls.ts';
import { resource, resourceBody } from './json-api.ts';
import { idNumber, idParam } from './primitives.ts';

/** The game events a player may subscribe to; a game offers those of its sport. */
export const SUBSCRIPTION_EVENT_KINDS = [
  'goal',
  'red_card',
  'period_end',
  'result',
] as const satisfies readonly FeedEventKind[];
export type SubscriptionEventKind = (typeof SUBSCRIPTION_EVENT_KINDS)[number];

export function isSubscriptionEventKind(kind: string): kind is SubscriptionEventKind {
  return (SUBSCRIPTION_EVENT_KINDS as readonly string[]).includes(kind);
}

/** Games with a subscription one player may hold at once. */
export const MAX_GAME_SUBSCRIPTIONS = 100;

/** Dictionary key of an event's name, for the subscription form. */
export function subscriptionEventNameKey(kind: SubscriptionEventKind): string {
  return `subscription_event_${kind}`;
}

/** Dictionary keys of the refusals, under validation_errors.gameId or .events. */
export const SUBSCRIPTION_ERRORS = {
  unknownGame: 'subscription_unknown_game',
  gameFinished: 'subscription_game_finished',
  eventNotOffered: 'subscription_event_not_offered',
  eventsRepeated: 'subscription_events_repeated',
  tooManyGames: 'subscription_too_many_games',
} as const;

const subscriptionEvents = z.array(z.enum(SUBSCRIPTION_EVENT_KINDS)).check(
  z.maxLength(SUBSCRIPTION_EVENT_KINDS.length, 'validation_too_big'),
  z.refine((events) => new Set(events).size === events.length, SUBSCRIPTION_ERRORS.eventsRepeated),
);

export const gameSubscription = z.object({
  gameId: z.int(),
  /** The events the player wants; empty when not subscribed. */
  events: z.array(z.enum(SUBSCRIPTION_EVENT_KINDS)),
});
export type GameSubscription = z.infer<typeof gameSubscription>;

export const gameEventTypes = z.object({
  gameId: z.int(),
  events: z.array(z.object({ event: z.enum(SUBSCRIPTION_EVENT_KINDS), nameKey: z.string() })),
});
export type GameEventTypes = z.infer<typeof gameEventTypes>;

export const gameSubscriptionCalls = {
  eventTypes: defineCall({
    method: 'GET',
    path: '/service-api/subscriptions/GetEventTypesByGameId',
    summary: 'The events of a game a player can subscribe to',
    description: "404 validation_errors.gameId ['subscription_unknown_game'].",
    tag: 'subscriptions',
    access: 'public',
    query: z.object({ gameId: idParam }),
    response: gameEventTypes,
    mediaType: 'application/json',
  }),
  subscription: defineCall({
    method: 'POST',
    path: '/service-api/subscriptions/GetGameSubscription',
    summary: "The signed-in player's subscription to a game's events",
    tag: 'subscriptions',
    access: 'player',
    body: z.object({ gameId: idNumber }),
    response: gameSubscription,
    mediaType: 'application/json',
  }),
  save: defineCall({
    method: 'POST',
    path: '/web-api/gamesubscription/save',
    summary: "Subscribe to a game's events (an empty list ends the subscription)",
    description:
      "404 validation_errors.gameId ['subscription_unknown_game']; 400 .gameId " +
      "['subscription_game_finished' | 'subscription_too_many_games'], .events " +
      "['subscription_event_not_offered' | 'subscription_events_repeated'].",
    tag: 'subscriptions',
    access: 'player',
    body: resourceBody(z.object({ gameId: idNumber, events: subscriptionEvents })),
    response: resource('game-subscription', gameSubscription),
  }),
};
