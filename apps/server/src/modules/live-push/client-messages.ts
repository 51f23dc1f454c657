import {
  MAX_PUSH_TOPICS,
  PUSH_ERRORS,
  type PushClientMessage,
  type PushServerMessage,
  type PushTopic,
  pushClientMessage,
} from '@arenabet/contracts';
import type { RawData } from 'ws';
import type { PushConnection } from './connection.ts';

/** What handling a client's message may do to its connection. */
export interface ClientMessageEffects {
  /** The connection's topics changed: move it to its new subscription class. */
  topicsChanged(connection: PushConnection): void;
  reply(connection: PushConnection, message: PushServerMessage): void;
}

/** Handles one message of a client; a bad one answers `error` and changes nothing. */
export function handleClientMessage(
  connection: PushConnection,
  data: RawData,
  effects: ClientMessageEffects,
): void {
  const message = parseClientMessage(data);
  if (typeof message === 'string') {
    effects.reply(connection, { type: 'error', messageKey: message });
    return;
  }
  if (message.op === 'ping') {
    effects.reply(connection, { type: 'pong' });
    return;
  }
  const topics =
    message.op === 'subscribe'
      ? withTopics(connection.topics, message.topics)
      : withoutTopics(connection.topics, message.topics);
  if (topics.size > MAX_PUSH_TOPICS) {
    effects.reply(connection, { type: 'error', messageKey: PUSH_ERRORS.tooManyTopics });
    return;
  }
  connection.topics = topics;
  effects.topicsChanged(connection);
  effects.reply(connection, { type: 'subscriptions', topics: [...topics].sort() });
}

/** The message, or the dictionary key of what is wrong with it. */
function parseClientMessage(data: RawData): PushClientMessage | string {
  let json: unknown;
  try {
    json = JSON.parse(rawText(data));
  } catch {
    return PUSH_ERRORS.invalidMessage;
  }
  const parsed = pushClientMessage.safeParse(json);
  if (parsed.success) return parsed.data;
  const tooMany = parsed.error.issues.some(
    (issue) => issue.code === 'too_big' && issue.path[0] === 'topics',
  );
  return tooMany ? PUSH_ERRORS.tooManyTopics : PUSH_ERRORS.invalidMessage;
}

function rawText(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString('utf8');
  return Buffer.isBuffer(data) ? data.toString('utf8') : Buffer.from(data).toString('utf8');
}

function withTopics(current: ReadonlySet<PushTopic>, added: readonly PushTopic[]) {
  return new Set([...current, ...added]);
}

function withoutTopics(current: ReadonlySet<PushTopic>, removed: readonly PushTopic[]) {
  const topics = new Set(current);
  for (const topic of removed) topics.delete(topic);
  return topics;
}
