import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  MAX_PUSH_CLIENT_MESSAGE_BYTES,
  PUSH_CLOSE,
  type PushNotification,
  type PushServerMessage,
  type PushTopic,
} from '@arenabet/contracts';
import type { ReferenceLanguage } from '@arenabet/reference/localized';
import type { FastifyBaseLogger } from 'fastify';
import { type RawData, WebSocket, WebSocketServer } from 'ws';
import type { Clock } from '../../platform/clock.ts';
import { AppError } from '../../platform/http/errors.ts';
import type { FeedChangeBatch } from '../feed/feed-api.ts';
import { type ClientMessageEffects, handleClientMessage } from './client-messages.ts';
import type { PushConnection, PushVisitor } from './connection.ts';
import { planFanOut } from './fan-out.ts';
import {
  CLIENT_DEFLATE_WINDOW_BITS,
  deflateOffersWeTake,
  SharedMessage,
  sharedDeflateWindow,
  tcpSocketOf,
} from './frame-writer.ts';
import type { LivePushLimits } from './limits.ts';
import { SubscriptionIndex } from './subscription-index.ts';

const MINUTE_MS = 60_000;

/**
 * permessage-deflate as the shared frames need it (frame-writer.ts): every message deflated on
 * its own, and nothing compressed by ws (the threshold is never reached), so each batch is
 * deflated once for all. A client's few messages come within a 512-byte window, so a connection
 * keeps a small inflater (about 7 KB of zlib's state); an offer that cannot limit its window is
 * taken out of the handshake (`deflateOffersWeTake`) and that client reads plain frames.
 */
const SHARED_DEFLATE = {
  serverNoContextTakeover: true,
  clientNoContextTakeover: true,
  clientMaxWindowBits: CLIENT_DEFLATE_WINDOW_BITS,
  threshold: Number.POSITIVE_INFINITY,
};

/**
 * The live push of one instance: its WebSocket connections, what each listens to, and the
 * fan-out of feed batches and player notifications to them. Every instance receives every
 * batch (the feed shares them between instances), so each serves only its own connections.
 */
export class LivePushHub {
  private readonly connections = new Set<PushConnection>();
  private readonly perIp = new Map<string, number>();
  private readonly byPlayer = new Map<number, Set<PushConnection>>();
  private readonly operators = new Set<PushConnection>();
  private readonly index = new SubscriptionIndex();
  private readonly server = new WebSocketServer({
    noServer: true,
    clientTracking: false,
    perMessageDeflate: SHARED_DEFLATE,
    maxPayload: MAX_PUSH_CLIENT_MESSAGE_BYTES,
  });
  private readonly effects: ClientMessageEffects = {
    topicsChanged: (connection) => this.index.place(connection),
    reply: (connection, message) => this.reply(connection, message),
  };
  /** The extensions each handshake answered (the socket names them, not their parameters). */
  private readonly tookExtensions = new WeakMap<IncomingMessage, string>();
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private closing = false;

  private limits: LivePushLimits;

  constructor(
    limits: LivePushLimits,
    private readonly clock: Clock,
    private readonly log: FastifyBaseLogger,
  ) {
    this.limits = { ...limits };
    this.server.on('headers', (headers: string[], request: IncomingMessage) => {
      const answer = headers.find((header) => /^sec-websocket-extensions:/i.test(header));
      if (answer) this.tookExtensions.set(request, answer.slice(answer.indexOf(':') + 1));
    });
  }

  /**
   * Changes limits at run time, for the connections that come next (the bench opens thousands
   * of connections from one address; tests make a slow consumer with a small buffer).
   */
  setLimits(limits: Partial<LivePushLimits>): void {
    const heartbeatChanged =
      limits.heartbeatMs !== undefined && limits.heartbeatMs !== this.limits.heartbeatMs;
    this.limits = { ...this.limits, ...limits };
    if (this.heartbeatTimer && heartbeatChanged) {
      clearInterval(this.heartbeatTimer);
      this.heartbeatTimer = undefined;
      this.start();
    }
  }

  /** Refuses an upgrade the limits do not allow, before any work is spent on it. */
  admit(ip: string): void {
    if (this.closing) throw new AppError(503, 'live_push_unavailable');
    if (this.connections.size >= this.limits.maxConnections) {
      throw new AppError(503, 'live_push_unavailable');
    }
    if ((this.perIp.get(ip) ?? 0) >= this.limits.maxConnectionsPerIp) {
      throw new AppError(429, 'live_push_too_many_connections');
    }
  }

  /** Completes the WebSocket handshake of an admitted upgrade request. */
  accept(request: IncomingMessage, socket: Duplex, head: Buffer, visitor: PushVisitor): void {
    // ws would refuse the whole upgrade (400) for an offer it cannot take, such as Firefox's
    // bare `permessage-deflate`: such a client is answered without compression instead.
    const offers = request.headers['sec-websocket-extensions'];
    if (offers !== undefined) {
      const takeable = deflateOffersWeTake(offers);
      if (takeable) request.headers['sec-websocket-extensions'] = takeable;
      else delete request.headers['sec-websocket-extensions'];
    }
    this.server.handleUpgrade(request, socket, head, (ws) =>
      this.register(ws, visitor, this.tookExtensions.get(request) ?? ''),
    );
  }

  /** Sends a batch's changes to every connection whose topics they match. */
  publish(batch: FeedChangeBatch): void {
    if (batch.changes.length === 0 || this.connections.size === 0) return;
    // Classes with the same language and changes share a payload: framed and deflated once.
    const messages = new Map<Buffer, SharedMessage>();
    for (const { payload, connections } of planFanOut(batch.changes, this.index)) {
      let message = messages.get(payload);
      if (!message) {
        message = new SharedMessage(payload);
        messages.set(payload, message);
      }
      for (const connection of connections) this.send(connection, message);
    }
  }

  /**
   * Sends a notification to every open connection of these players; it is serialised once per
   * language. Answers how many connections it was sent to.
   */
  notifyPlayers(
    playerIds: Iterable<number>,
    notification: (language: ReferenceLanguage) => PushNotification,
  ): number {
    const texts = new Map<ReferenceLanguage, string>();
    let sent = 0;
    for (const playerId of playerIds) {
      for (const connection of this.byPlayer.get(playerId) ?? []) {
        let text = texts.get(connection.language);
        if (text === undefined) {
          text = JSON.stringify(notification(connection.language));
          texts.set(connection.language, text);
        }
        this.send(connection, text);
        sent += 1;
      }
    }
    return sent;
  }

  /**
   * Sends one message, the same in every language, to every connection subscribed to a topic
   * (a casino table's round): framed and deflated once for all. Answers how many it reached.
   */
  sendToTopic(topic: PushTopic, message: PushServerMessage): number {
    const classes = this.index.classesOf(topic);
    if (!classes) return 0;
    const shared = new SharedMessage(Buffer.from(JSON.stringify(message)));
    let sent = 0;
    for (const subscriptionClass of classes) {
      for (const connection of subscriptionClass.connections) {
        this.send(connection, shared);
        sent += 1;
      }
    }
    return sent;
  }

  /** Whether any connection of this instance listens to the topic. */
  hasSubscribers(topic: PushTopic): boolean {
    return (this.index.classesOf(topic)?.size ?? 0) > 0;
  }

  /** Sends one message to every signed-in operator's connection (the risk screen's news). */
  sendToOperators(message: PushServerMessage): number {
    if (this.operators.size === 0) return 0;
    const text = JSON.stringify(message);
    for (const connection of this.operators) this.send(connection, text);
    return this.operators.size;
  }

  /** The signed-in players with a connection to this instance. */
  connectedPlayers(): number[] {
    return [...this.byPlayer.keys()];
  }

  /** Sends one message, the same in every language, to every open connection of these players. */
  sendToPlayers(playerIds: Iterable<number>, message: PushServerMessage): number {
    const text = JSON.stringify(message);
    let sent = 0;
    for (const playerId of playerIds) {
      for (const connection of this.byPlayer.get(playerId) ?? []) {
        this.send(connection, text);
        sent += 1;
      }
    }
    return sent;
  }

  /**
   * Drops connections that did not answer the last ping (a vanished network leaves no close)
   * and signed-in ones whose session expired, and pings the rest.
   */
  checkHeartbeats(): void {
    const now = this.clock.now().getTime();
    for (const connection of this.connections) {
      if (!connection.alive) {
        this.forget(connection);
        connection.socket.terminate();
      } else if (sessionEnded(connection, now)) {
        this.forget(connection);
        connection.socket.close(PUSH_CLOSE.sessionEnded, 'session_ended');
      } else {
        connection.alive = false;
        connection.socket.ping();
      }
    }
  }

  start(): void {
    this.heartbeatTimer ??= setInterval(() => this.checkHeartbeats(), this.limits.heartbeatMs);
    this.heartbeatTimer.unref();
  }

  /** Closes every connection (1001: reconnect later) and waits a moment for them to go. */
  async close(): Promise<void> {
    this.closing = true;
    clearInterval(this.heartbeatTimer);
    const sockets = [...this.connections].map((connection) => connection.socket);
    const closed = sockets.map(
      (socket) => new Promise<void>((resolve) => socket.once('close', () => resolve())),
    );
    for (const socket of sockets) socket.close(PUSH_CLOSE.goingAway, 'server_shutdown');
    const grace = new Promise<void>((resolve) => setTimeout(resolve, this.limits.closeGraceMs));
    await Promise.race([Promise.all(closed), grace]);
    for (const socket of sockets) socket.terminate();
    this.server.close();
  }

  stats() {
    return {
      connections: this.connections.size,
      players: this.byPlayer.size,
      subscriptionClasses: this.index.classCount,
    };
  }

  private register(socket: WebSocket, visitor: PushVisitor, extensions: string): void {
    if (this.closing) {
      socket.close(PUSH_CLOSE.goingAway, 'server_shutdown');
      return;
    }
    const connection: PushConnection = {
      ...visitor,
      socket,
      tcp: tcpSocketOf(socket),
      deflateWindowBits: sharedDeflateWindow(extensions),
      topics: new Set(),
      alive: true,
      messageCount: 0,
      messageWindowStart: this.clock.now().getTime(),
    };
    this.connections.add(connection);
    this.perIp.set(visitor.ip, (this.perIp.get(visitor.ip) ?? 0) + 1);
    if (visitor.player) this.playerConnections(visitor.player.playerId).add(connection);
    if (visitor.operator) this.operators.add(connection);
    socket.on('message', (data) => this.receive(connection, data));
    socket.on('pong', () => {
      connection.alive = true;
    });
    socket.on('close', () => this.forget(connection));
    // ws closes the connection itself after a protocol error (a message over maxPayload: 1009).
    socket.on('error', (error) => this.log.debug({ err: error }, 'live push connection error'));
    const serverTime = this.clock.now().getTime();
    this.reply(connection, { type: 'welcome', serverTime, signedIn: Boolean(visitor.player) });
  }

  private receive(connection: PushConnection, data: RawData): void {
    // Messages still arrive from a connection being closed: it must not subscribe again.
    if (!this.connections.has(connection)) return;
    if (!this.withinMessageBudget(connection)) {
      this.forget(connection);
      connection.socket.close(PUSH_CLOSE.policy, 'too_many_messages');
      return;
    }
    handleClientMessage(connection, data, this.effects);
  }

  private withinMessageBudget(connection: PushConnection): boolean {
    const now = this.clock.now().getTime();
    if (now - connection.messageWindowStart >= MINUTE_MS) {
      connection.messageWindowStart = now;
      connection.messageCount = 0;
    }
    connection.messageCount += 1;
    return connection.messageCount <= this.limits.maxClientMessagesPerMinute;
  }

  private reply(connection: PushConnection, message: PushServerMessage): void {
    this.send(connection, JSON.stringify(message));
  }

  /**
   * A connection that lets its unsent bytes pile up cannot keep up (a stalled phone, a
   * throttled tab): it is closed with PUSH_CLOSE.slowConsumer so it reconnects and re-reads,
   * rather than held at the cost of the server's memory and of every other connection's time.
   */
  private send(connection: PushConnection, data: SharedMessage | string): void {
    const { socket, tcp, deflateWindowBits } = connection;
    if (socket.readyState !== WebSocket.OPEN) return;
    // ws writes every frame at once (no compression): its backlog is the TCP socket's.
    const backlog = tcp ? tcp.writableLength : socket.bufferedAmount;
    if (backlog > this.limits.maxBufferedBytes) {
      this.dropSlowConsumer(connection);
      return;
    }
    if (typeof data === 'string') socket.send(data);
    else if (tcp) data.writeToTcp(tcp, deflateWindowBits);
    else data.writeTo(socket);
  }

  private dropSlowConsumer(connection: PushConnection): void {
    this.forget(connection);
    connection.socket.close(PUSH_CLOSE.slowConsumer, 'slow_consumer');
    // The close frame waits behind what the client is not reading: do not wait long for it.
    setTimeout(() => connection.socket.terminate(), this.limits.closeGraceMs).unref();
  }

  private playerConnections(playerId: number): Set<PushConnection> {
    let connections = this.byPlayer.get(playerId);
    if (!connections) {
      connections = new Set();
      this.byPlayer.set(playerId, connections);
    }
    return connections;
  }

  /** Takes a connection out of every index; safe to call more than once. */
  private forget(connection: PushConnection): void {
    if (!this.connections.delete(connection)) return;
    const left = (this.perIp.get(connection.ip) ?? 1) - 1;
    if (left > 0) this.perIp.set(connection.ip, left);
    else this.perIp.delete(connection.ip);
    if (connection.player) {
      const connections = this.byPlayer.get(connection.player.playerId);
      connections?.delete(connection);
      if (connections?.size === 0) this.byPlayer.delete(connection.player.playerId);
    }
    this.operators.delete(connection);
    this.index.remove(connection);
  }
}

/** A player's or an operator's session that signed the connection in has expired. */
function sessionEnded(connection: PushConnection, now: number): boolean {
  const expiries = [connection.player?.expiresAt, connection.operator?.expiresAt];
  return expiries.some((expiresAt) => expiresAt !== undefined && expiresAt.getTime() <= now);
}
