import {
  type PushTableMessage,
  type TableRound,
  tableTopic,
} from '@arenabet/contracts/casino-tables';
import { SHARED_TABLE_GAMES, type SharedTableGame } from '@arenabet/domain/casino/shared-tables';

/** How long bets and cash-outs gather before the watchers hear of them, in one message. */
export const TABLE_PUSH_GATHER_MS = 250;
/** How often an instance with watchers looks for a change another instance made. */
export const TABLE_WATCH_MS = 250;

export interface TablePushLog {
  error(details: object, message: string): void;
}

/** What the push reads of the tables and writes to the hub. */
export interface TablePushPorts {
  /** The table's latest round as every player sees it. */
  view(game: SharedTableGame): Promise<TableRound | undefined>;
  /** What the round's state comes to: its `signatureOf`, read in one small query. */
  signature(game: SharedTableGame): Promise<string | undefined>;
  send(topic: string, message: PushTableMessage): void;
  /** Whether any connection of this instance listens to the topic. */
  watched(topic: string): boolean;
}

/** What changes whenever a round does: its phase, its bets, its settled bets. */
export function signatureOf(
  round: Pick<TableRound, 'id' | 'phase' | 'betCount' | 'settledBetCount'>,
) {
  return `${round.id}:${round.phase}:${round.betCount}:${round.settledBetCount}`;
}

/**
 * A table's changes to the players watching it over the live push. A change made here goes out
 * at once when it is a phase change; bets and cash-outs are gathered for a moment, so a busy
 * table sends a few messages a second whatever its number of bets. A change another instance
 * made (the holder runs the tables; any instance takes bets) is found by watching the round's
 * signature while this instance has watchers. Each message is the whole round, read after the
 * change, sent one after another per table and never twice for one state, so a page never sees
 * an older round after a newer one.
 */
export class TablePush {
  private readonly gathering = new Map<SharedTableGame, NodeJS.Timeout>();
  private readonly sending = new Map<SharedTableGame, Promise<void>>();
  private readonly sent = new Map<SharedTableGame, string>();

  constructor(
    private readonly ports: TablePushPorts,
    private readonly log: TablePushLog,
    private readonly gatherMs = TABLE_PUSH_GATHER_MS,
  ) {}

  changed(game: SharedTableGame, urgent: boolean): void {
    if (urgent) {
      clearTimeout(this.gathering.get(game));
      this.gathering.delete(game);
      this.publish(game);
      return;
    }
    if (this.gathering.has(game)) return;
    const timer = setTimeout(() => {
      this.gathering.delete(game);
      this.publish(game);
    }, this.gatherMs);
    timer.unref();
    this.gathering.set(game, timer);
  }

  /** Looks every `intervalMs` for changes of watched tables; answers the stop. */
  watch(intervalMs = TABLE_WATCH_MS): () => void {
    const timer = setInterval(() => {
      for (const game of SHARED_TABLE_GAMES) {
        if (this.ports.watched(tableTopic(game))) this.publish(game, true);
      }
    }, intervalMs);
    timer.unref();
    return () => clearInterval(timer);
  }

  /** Resolves once every message asked for so far has gone (tests wait on it). */
  async settled(): Promise<void> {
    await Promise.all(this.sending.values());
  }

  private publish(game: SharedTableGame, onlyIfChanged = false): void {
    const before = this.sending.get(game) ?? Promise.resolve();
    const next = before
      .then(() => this.sendIfNew(game, onlyIfChanged))
      .catch((error: unknown) =>
        this.log.error({ err: error }, `casino table ${game}: push failed`),
      );
    this.sending.set(game, next);
  }

  private async sendIfNew(game: SharedTableGame, onlyIfChanged: boolean): Promise<void> {
    if (onlyIfChanged && (await this.ports.signature(game)) === this.sent.get(game)) return;
    const round = await this.ports.view(game);
    if (!round) return;
    const signature = signatureOf(round);
    if (signature === this.sent.get(game)) return;
    this.sent.set(game, signature);
    this.ports.send(tableTopic(game), { type: 'casinoTable', round });
  }
}
