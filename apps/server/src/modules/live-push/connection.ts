import type { Socket } from 'node:net';
import type { PushTopic } from '@arenabet/contracts';
import type { ReferenceLanguage } from '@arenabet/reference/localized';
import type { WebSocket } from 'ws';
import type { SubscriptionClass } from './subscription-index.ts';

/** Who opened a connection, as the upgrade request told. */
export interface PushVisitor {
  ip: string;
  /** The names in pushed changes and notifications are in this language. */
  language: ReferenceLanguage;
  /** A signed-in player (the user_token cookie), who also receives notifications. */
  player?: { playerId: number; expiresAt: Date };
  /** A signed-in operator (the back office's cookie), who receives the book's risk news. */
  operator?: { operatorId: number; expiresAt: Date };
}

/** One open WebSocket and what it listens to. */
export interface PushConnection extends PushVisitor {
  socket: WebSocket;
  /**
   * Its TCP socket, where ws exposes it (frame-writer.ts): shared frames are written to it and
   * its unsent bytes are the backlog, with no lookup through ws per message.
   */
  tcp: Socket | undefined;
  /** The window its shared frames are deflated within; undefined: they go plain. */
  deflateWindowBits: number | undefined;
  topics: Set<PushTopic>;
  /** The connections with the same language and topics; absent while it has no topics. */
  subscriptionClass?: SubscriptionClass;
  /** Answered the last heartbeat ping. */
  alive: boolean;
  /** Client messages in the current minute, and when that minute started. */
  messageCount: number;
  messageWindowStart: number;
}
