/** What one instance allows its live-push connections; tests and the bench may lower or raise it. */
export interface LivePushLimits {
  /** Connections one instance holds at most (memory: a few tens of kilobytes each). */
  maxConnections: number;
  /**
   * Connections from one address. Generous: players behind one carrier or office address share
   * it, and each open tab is a connection.
   */
  maxConnectionsPerIp: number;
  /** Bytes waiting to be sent beyond which a connection is a slow consumer and is closed. */
  maxBufferedBytes: number;
  /** How often the server pings; a connection that has not answered the last ping is dropped. */
  heartbeatMs: number;
  /** Messages a client may send per minute; a page sends a handful, a loop far more. */
  maxClientMessagesPerMinute: number;
  /** How long a shutdown waits for clients to answer the close before cutting them off. */
  closeGraceMs: number;
}

export const LIVE_PUSH_LIMITS: LivePushLimits = {
  maxConnections: 20_000,
  maxConnectionsPerIp: 100,
  maxBufferedBytes: 1_048_576,
  heartbeatMs: 30_000,
  maxClientMessagesPerMinute: 120,
  closeGraceMs: 1_000,
};
