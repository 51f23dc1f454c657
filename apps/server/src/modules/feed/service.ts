import { randomUUID } from 'node:crypto';
import type { DuelPickRequest } from '@arenabet/contracts';
import type { ModuleDeps } from '../../module-deps.ts';
import { parseFeedRequest } from './answers/feed-request.ts';
import { expressDay } from './answers/selections.ts';
import { busFromConfig } from './bus/bus-from-config.ts';
import type { FeedBus, FeedBusMessage } from './bus/feed-bus.ts';
import { changeBatch } from './deltas.ts';
import { DuelBook } from './duels/duel-book.ts';
import { DUEL_CHAMP_ID, DUEL_HORIZON_SECONDS, duelChamp, isDuelable } from './duels/duel-game.ts';
import { isDuelId } from './duels/duel-ids.ts';
import type { FeedApi, FeedChangeBatch, FinishedGamesFilter } from './feed-api.ts';
import { FEED_SOURCE_LOCK_KEY, type SingletonLock, singletonLock } from './feed-lock.ts';
import { FeedStore, type VersionedGame } from './feed-store.ts';
import { type FeedPhase, hasResult, isFeedPhase, phaseOf, withdrawnGame } from './game-phase.ts';
import type { NameBook } from './snapshot/game-view.ts';
import { type AppliedChange, FeedSnapshot } from './snapshot/snapshot.ts';
import type {
  FeedSource,
  SourceChamp,
  SourceChange,
  SourceGame,
  SourceOutcome,
  SourceSubGame,
  SourceTeam,
} from './source.ts';

/** A game of the feeds: a sub-game's id answers its parent game with the sub-game. */
export interface OfferedGame {
  game: SourceGame;
  subGame?: SourceSubGame;
  phase: FeedPhase;
}

/** How often (by the injected clock) an instance without the source asks for the lock again. */
export const LOCK_RETRY_MS = 5_000;

export interface FeedLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

export interface FeedServiceOptions {
  /** Makes the source this instance runs while it holds the lock; null: it only follows. */
  source: (() => FeedSource) | null;
  /** Shared with other services in tests; made from REDIS_URL / NATS_URL when absent. */
  bus?: FeedBus;
  lockKey?: number;
  log?: FeedLog;
}

const silentLog: FeedLog = { info: () => {}, error: () => {} };

/**
 * The line and live of the site. One instance among those sharing the database runs the source
 * (the holder of an advisory lock): it stores what the source gives, keeps the snapshot and
 * publishes each batch on the bus; the others load the snapshot from the database and apply the
 * batches they receive. Nothing happens until first use, so modules that never touch the feed
 * (and their tests) never pay for it. Work runs one piece at a time: ticks, received batches
 * and reloads never interleave.
 */
export class FeedService implements FeedApi {
  readonly snapshot = new FeedSnapshot();
  private readonly store: FeedStore;
  private readonly lock: SingletonLock;
  private readonly duels: DuelBook;
  private readonly bus: FeedBus;
  private readonly ownsBus: boolean;
  private readonly log: FeedLog;
  private readonly instanceId = randomUUID();
  private readonly listeners = new Set<(batch: FeedChangeBatch) => void>();
  private source: FeedSource | undefined;
  private started: Promise<void> | undefined;
  private work: Promise<unknown> = Promise.resolve();
  private lastLockAttempt = Number.NEGATIVE_INFINITY;
  private unsubscribe: (() => void) | undefined;
  private stopped = false;
  private ready = false;
  /** The feed version the last reload read: batches up to it are in the snapshot already. */
  private reloadedVersion = 0;
  /** The history the holder's start left to write; reads of finished games wait for it. */
  private historyStored: Promise<void> = Promise.resolve();

  constructor(
    private readonly deps: Pick<ModuleDeps, 'db' | 'clock' | 'config'>,
    private readonly options: FeedServiceOptions,
  ) {
    this.store = new FeedStore(deps.db);
    this.duels = new DuelBook(deps, (id) => this.sourceGame(id));
    this.lock = singletonLock(deps.db, options.lockKey ?? FEED_SOURCE_LOCK_KEY);
    this.log = options.log ?? silentLog;
    this.ownsBus = options.bus === undefined;
    this.bus =
      options.bus ??
      busFromConfig(deps.config, (error) => this.log.error({ err: error }, 'feed bus failed'));
  }

  /** True while this instance runs the source. */
  get isHolder(): boolean {
    return this.source !== undefined;
  }

  /** True once the snapshot is loaded: answers may read it without waiting. */
  get isReady(): boolean {
    return this.ready;
  }

  onChanges(listener: (batch: FeedChangeBatch) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async game(id: number): Promise<SourceGame | undefined> {
    return isDuelId(id) ? this.duels.game(id) : this.sourceGame(id);
  }

  /** A game of the source (not a duel): in the feeds now, or from the history. */
  private async sourceGame(id: number): Promise<SourceGame | undefined> {
    await this.ensureStarted();
    const current = this.snapshot.game(id)?.game;
    if (current) return current;
    await this.historyStored;
    return this.store.game(id);
  }

  /**
   * A game or sub-game as the line and live offer it now, for the coupon: undefined when the
   * feeds no longer serve it (finished, withdrawn or unknown).
   */
  async offeredGame(id: number): Promise<OfferedGame | undefined> {
    if (isDuelId(id)) {
      const duel = await this.duels.game(id);
      const phase = duel && phaseOf(duel);
      return duel && phase && isFeedPhase(phase) ? { game: duel, phase } : undefined;
    }
    await this.ensureStarted();
    const own = this.snapshot.game(id);
    if (own) return { game: own.game, phase: own.phase };
    const parent = this.snapshot.parentOfSubGame(id);
    const subGame = parent?.game.subGames.find((sub) => sub.id === id);
    return parent && subGame ? { game: parent.game, subGame, phase: parent.phase } : undefined;
  }

  /** The express of the day as GetExpressDayZip builds it: one favourite per champ. */
  async expressOfDay(): Promise<{ gameId: number; outcome: SourceOutcome }[]> {
    await this.ensureStarted();
    const request = parseFeedRequest({}, 'line');
    const legs = expressDay({ snapshot: this.snapshot, phase: 'line', request });
    return legs.map(({ entry, pick }) => ({ gameId: entry.game.id, outcome: pick }));
  }

  async champ(id: number): Promise<SourceChamp | undefined> {
    if (id === DUEL_CHAMP_ID) return duelChamp(0);
    await this.ensureStarted();
    return this.snapshot.champ(id) ?? this.store.champ(id);
  }

  async champs(sportId?: number): Promise<SourceChamp[]> {
    await this.ensureStarted();
    const champs = [...this.snapshot.allChamps()];
    return sportId === undefined ? champs : champs.filter((champ) => champ.sportId === sportId);
  }

  async team(id: number): Promise<SourceTeam | undefined> {
    await this.ensureStarted();
    return this.snapshot.team(id) ?? this.store.team(id);
  }

  /** History lives in the database only, once the holder's start wrote it. */
  async finishedGames(filter: FinishedGamesFilter): Promise<SourceGame[]> {
    await this.historyStored;
    return this.store.finishedGames(filter);
  }

  /**
   * The games of a sport whose teams a duel can pit, in play and then those starting within
   * `DUEL_HORIZON_SECONDS`, in feed order: a week of football is too long a list to pick from.
   */
  async duelCandidates(sportId: number): Promise<SourceGame[]> {
    await this.ensureStarted();
    const latestStart = this.deps.clock.now().getTime() / 1000 + DUEL_HORIZON_SECONDS;
    return (['live', 'line'] as const).flatMap((phase) =>
      (this.snapshot.index(phase).bySport.get(sportId) ?? [])
        .map((entry) => entry.game)
        .filter((game) => isDuelable(game) && (phase === 'live' || game.startsAt <= latestStart)),
    );
  }

  /** The duel of two picks (built once per pair), as a game with its prices now. */
  async buildDuel(first: DuelPickRequest, second: DuelPickRequest): Promise<SourceGame> {
    await this.ensureStarted();
    const row = await this.duels.build(first, second);
    const duel = await this.duels.game(row.id);
    if (!duel) throw new Error(`Duel ${row.id} lost a game it was just built on`);
    return duel;
  }

  /** A duel by its id, as a game now; undefined for an id that is no duel. */
  async duel(id: number): Promise<SourceGame | undefined> {
    if (!isDuelId(id)) return undefined;
    await this.ensureStarted();
    return this.duels.game(id);
  }

  /** The duels built on a game: settled or voided with it, repriced as it ticks. */
  duelsOf(...gameIds: number[]): Promise<number[]> {
    return this.duels.ofGames(gameIds);
  }

  /** A name book for a duel: the snapshot's teams, and the duels' own champ. */
  names(): NameBook {
    return {
      champ: (id) => (id === DUEL_CHAMP_ID ? duelChamp(0) : this.snapshot.champ(id)),
      team: (id) => this.snapshot.team(id),
    };
  }

  /** Loads the snapshot (and the source, when this instance gets the lock) on first use. */
  ensureStarted(): Promise<void> {
    if (this.stopped) return Promise.reject(new Error('The feed was stopped'));
    this.started ??= this.serial(() => this.start()).catch((error: unknown) => {
      // A database or source that failed once may work on the next call.
      this.started = undefined;
      throw error;
    });
    return this.started;
  }

  /**
   * One step of the feed at the clock's time: the holder moves its source on and shares what
   * changed; another instance tries for the lock now and then. Tests call it to move time.
   */
  async tick(): Promise<void> {
    await this.ensureStarted();
    await this.serial(() => (this.source ? this.advance(this.source) : this.retryLock()));
  }

  /** Stops every activity and frees the lock; the database may close afterwards. */
  async stop(): Promise<void> {
    this.stopped = true;
    await this.work.catch(() => undefined);
    this.unsubscribe?.();
    this.source = undefined;
    await this.lock.release().catch(() => undefined);
    if (this.ownsBus) await this.bus.close().catch(() => undefined);
  }

  private async start(): Promise<void> {
    this.unsubscribe = await this.bus.subscribe((message) => {
      void this.serial(() => this.receive(message)).catch((error: unknown) =>
        this.log.error({ err: error }, 'feed: applying a batch from the bus failed'),
      );
    });
    if (!(await this.becomeHolder())) await this.reload();
    this.ready = true;
  }

  private async retryLock(): Promise<void> {
    const now = this.deps.clock.now().getTime();
    if (now - this.lastLockAttempt < LOCK_RETRY_MS) return;
    await this.becomeHolder();
  }

  /** Takes the lock when free, then loads the source's world into the database and snapshot. */
  private async becomeHolder(): Promise<boolean> {
    if (!this.options.source || this.stopped) return false;
    this.lastLockAttempt = this.deps.clock.now().getTime();
    if (!(await this.lock.tryAcquire())) return false;
    try {
      const source = this.options.source();
      const now = this.deps.clock.now();
      const loaded = await source.load(now);
      const world = { ...loaded, games: this.withoutDuelIds(loaded.games) };
      const version = (await this.store.maxVersion()) + 1;
      const { versions, history } = await this.store.storeWorld(world, version, now);
      const feedVersion = await this.store.maxVersion();
      const games = world.games.map((game) => ({
        game,
        version: versions.get(game.id) ?? version,
      }));
      this.replace(world.champs, world.teams, games, feedVersion);
      this.source = source;
      this.log.info({ source: source.name, games: world.games.length }, 'feed: running the source');
      await this.publish({ kind: 'reload', origin: this.instanceId, version: feedVersion });
      // Next in line, after which the first tick runs: the feeds need not wait for history.
      this.historyStored = this.serial(() =>
        this.store.storeHistory(history, feedVersion, now),
      ).catch((error: unknown) => this.log.error({ err: error }, 'feed: storing history failed'));
      return true;
    } catch (error) {
      await this.lock.release();
      throw error;
    }
  }

  private async advance(source: FeedSource): Promise<void> {
    if (!this.lock.held) {
      // The lock went with its connection: another instance may run the source by now.
      this.source = undefined;
      this.log.error({}, 'feed: lost the source lock; following again');
      return;
    }
    const now = this.deps.clock.now();
    const games = this.changedGames(await source.advance(now));
    if (games.length === 0) return;
    const previousVersion = this.snapshot.version;
    const version = previousVersion + 1;
    const written = new Set(await this.store.storeGames(games, version, now));
    const stored = games.filter((game) => written.has(game.id));
    const applied = this.snapshot.apply(stored, version);
    // On the bus first: other instances then push to their sockets while this one pushes to its.
    await this.publish({
      kind: 'changes',
      origin: this.instanceId,
      previousVersion,
      version,
      games: stored,
    });
    this.emit(applied, stored);
  }

  /** Each changed game once, as it is now; a withdrawn game becomes a cancelled one. */
  private changedGames(changes: readonly SourceChange[]): SourceGame[] {
    const games = new Map<number, SourceGame>();
    for (const change of changes) {
      if (change.kind === 'game') games.set(change.game.id, change.game);
      else {
        const known = games.get(change.gameId) ?? this.snapshot.game(change.gameId)?.game;
        if (known) games.set(change.gameId, withdrawnGame(known));
      }
    }
    return this.withoutDuelIds([...games.values()]);
  }

  /** A source's game in the duels' id range would be taken for a duel: it is dropped, logged. */
  private withoutDuelIds(games: SourceGame[]): SourceGame[] {
    const foreign = games.filter((game) => isDuelId(game.id));
    if (foreign.length === 0) return games;
    this.log.error({ ids: foreign.map((game) => game.id) }, 'feed: game ids in the duels range');
    return games.filter((game) => !isDuelId(game.id));
  }

  private async receive(message: FeedBusMessage): Promise<void> {
    if (message.origin === this.instanceId || this.source || this.stopped) return;
    if (message.kind === 'reload') return this.reload();
    // Sent while this instance read the database: applied again, it would bring back a game
    // that has left the feeds since, and tell listeners of changes the holder never sent.
    if (message.version <= this.reloadedVersion) return;
    if (message.previousVersion > this.snapshot.version) {
      this.log.info(
        { version: this.snapshot.version, previousVersion: message.previousVersion },
        'feed: missed a batch on the bus; reloading from the database',
      );
      return this.reload();
    }
    this.emit(this.snapshot.apply(message.games, message.version), message.games);
  }

  private async reload(): Promise<void> {
    const stored = await this.store.loadCurrent();
    this.replace(stored.champs, stored.teams, stored.games, stored.version);
    this.reloadedVersion = stored.version;
  }

  private replace(
    champs: SourceChamp[],
    teams: SourceTeam[],
    games: readonly VersionedGame[],
    version: number,
  ): void {
    // A first load tells listeners nothing: nobody could have seen an earlier state.
    const first = this.snapshot.isEmpty;
    this.snapshot.setReference(champs, teams);
    const applied = this.snapshot.replaceAll(games, version);
    if (!first) this.emit(applied);
  }

  /** Tells the listeners what the games of a batch changed, and which of them got a result. */
  private emit(applied: readonly AppliedChange[], games: readonly SourceGame[] = []): void {
    const resulted = games.filter(hasResult).map((game) => game.id);
    if ((applied.length === 0 && resulted.length === 0) || this.listeners.size === 0) return;
    const batch = { ...changeBatch(applied, this.snapshot), resulted };
    for (const listener of this.listeners) {
      try {
        listener(batch);
      } catch (error) {
        this.log.error({ err: error }, 'feed: a change listener failed');
      }
    }
  }

  /** The database has the batch already: a lost message makes followers reload, no more. */
  private async publish(message: FeedBusMessage): Promise<void> {
    try {
      await this.bus.publish(message);
    } catch (error) {
      this.log.error({ err: error, bus: this.bus.name }, 'feed: publishing a batch failed');
    }
  }

  private serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.work.then(task, task);
    this.work = run.catch(() => undefined);
    return run;
  }
}
