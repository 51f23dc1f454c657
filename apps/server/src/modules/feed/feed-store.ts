import { and, desc, eq, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client.ts';
import { type Transaction, withTransaction } from '../../platform/db/transaction.ts';
import type { FinishedGamesFilter } from './feed-api.ts';
import { phaseOf } from './game-phase.ts';
import { feedChamps, feedGames, feedTeams } from './schema.ts';
import type { SourceChamp, SourceGame, SourceTeam, SourceWorld } from './source.ts';

type Executor = Database | Transaction;

/** A game with the feed version (`U`) of its last stored change. */
export interface VersionedGame {
  game: SourceGame;
  version: number;
}

export interface StoredWorld {
  /** The stored version of every game stored so far. */
  versions: Map<number, number>;
  /** Finished games not stored yet. */
  history: SourceGame[];
}

/** What the database holds of the current line: every champ and team, line and live games. */
export interface StoredFeed {
  champs: SourceChamp[];
  teams: SourceTeam[];
  games: VersionedGame[];
  /** The newest version stored: the feed version the stored line is at. */
  version: number;
}

/** Rows per statement when the whole world is written: a few megabytes of JSON each. */
const WORLD_CHUNK = 500;
const FINISHED_DEFAULT_LIMIT = 50;
/** A whole season of the largest league (the NBA's 650 games and its play-offs) fits. */
export const FINISHED_MAX_LIMIT = 2000;

/*
 * The feed tables. Rows travel as one JSON parameter per statement (jsonb_to_recordset), so a
 * batch of any size is one round trip with a fixed number of parameters, on PGlite and on
 * node-postgres alike. Upserts skip rows whose content did not change, so a restart that loads
 * the same world writes nothing and keeps every game's version.
 */
export class FeedStore {
  constructor(private readonly db: Database) {}

  /**
   * Stores what the source offers now, in one transaction (another instance never reads half
   * of it): champs, teams, and every game of the feeds or that was in them. Games that changed
   * get `version`; stored line and live games the world no longer has are withdrawn (cancelled).
   * Answers the stored version of each game written or kept, and the finished games the
   * database does not have yet, for `storeHistory`: history is most of a world's bytes and
   * nobody waits for it.
   */
  async storeWorld(world: SourceWorld, version: number, now: Date): Promise<StoredWorld> {
    return withTransaction(this.db, async (tx) => {
      const stored = await storedGames(tx);
      const [current, history] = partition(world.games, (game) => {
        const storedPhase = stored.get(game.id)?.phase;
        return (
          phaseOf(game) !== 'finished' || (storedPhase !== undefined && storedPhase !== 'finished')
        );
      });
      for (const chunk of chunks(world.champs, WORLD_CHUNK)) await upsertChamps(tx, chunk);
      for (const chunk of chunks(world.teams, WORLD_CHUNK)) await upsertTeams(tx, chunk);
      const versions = new Map([...stored].map(([id, row]) => [id, row.version]));
      for (const chunk of chunks(current, WORLD_CHUNK)) {
        for (const id of await upsertGames(tx, chunk, version, now)) versions.set(id, version);
      }
      await withdrawMissing(tx, world.games, version, now);
      return { versions, history: history.filter((game) => !stored.has(game.id)) };
    });
  }

  /** Finished games, in statements of a few megabytes each. */
  async storeHistory(games: readonly SourceGame[], version: number, now: Date): Promise<void> {
    for (const chunk of chunks(games, WORLD_CHUNK)) await upsertGames(this.db, chunk, version, now);
  }

  /** One tick's changed games, in one statement; answers the ids it wrote. */
  storeGames(games: readonly SourceGame[], version: number, now: Date): Promise<number[]> {
    return upsertGames(this.db, games, version, now);
  }

  /**
   * One snapshot of the database: the version answered is exactly the one the games are at,
   * so a follower may skip every batch up to it (a tick written between two reads would
   * otherwise be half in the games and wholly in the version, or the other way round).
   */
  loadCurrent(): Promise<StoredFeed> {
    return this.db.transaction(
      async (tx) => {
        const champs = await tx.select().from(feedChamps);
        const teams = await tx.select().from(feedTeams);
        const games = await tx
          .select({ game: feedGames.game, version: feedGames.version })
          .from(feedGames)
          .where(inArray(feedGames.phase, ['line', 'live']));
        return { champs, teams, games, version: await maxVersionIn(tx) };
      },
      { isolationLevel: 'repeatable read', accessMode: 'read only' },
    );
  }

  maxVersion(): Promise<number> {
    return maxVersionIn(this.db);
  }

  async game(id: number): Promise<SourceGame | undefined> {
    const [row] = await this.db
      .select({ game: feedGames.game })
      .from(feedGames)
      .where(eq(feedGames.id, id));
    return row?.game;
  }

  async champ(id: number): Promise<SourceChamp | undefined> {
    const [row] = await this.db.select().from(feedChamps).where(eq(feedChamps.id, id));
    return row;
  }

  async team(id: number): Promise<SourceTeam | undefined> {
    const [row] = await this.db.select().from(feedTeams).where(eq(feedTeams.id, id));
    return row;
  }

  async finishedGames(filter: FinishedGamesFilter): Promise<SourceGame[]> {
    const limit = Math.min(Math.max(filter.limit ?? FINISHED_DEFAULT_LIMIT, 1), FINISHED_MAX_LIMIT);
    const rows = await this.db
      .select({ game: feedGames.game })
      .from(feedGames)
      .where(and(eq(feedGames.phase, 'finished'), ...this.finishedConditions(filter)))
      .orderBy(desc(feedGames.startsAt), desc(feedGames.id))
      .limit(limit);
    return rows.map((row) => row.game);
  }

  private finishedConditions(filter: FinishedGamesFilter): SQL[] {
    const conditions: SQL[] = [];
    if (filter.champId !== undefined) conditions.push(eq(feedGames.champId, filter.champId));
    if (filter.seasonId !== undefined) {
      // The game's own season when the source gives one, else its champ's.
      conditions.push(sql`coalesce((${feedGames.game}->>'seasonId')::int,
        (select ${feedChamps.seasonId} from ${feedChamps} where ${feedChamps.id} = ${feedGames.champId}))
        = ${filter.seasonId}`);
    }
    if (filter.teamIds !== undefined) {
      const ids = [...filter.teamIds];
      conditions.push(
        ids.length === 0
          ? sql`false`
          : (or(inArray(feedGames.homeTeamId, ids), inArray(feedGames.awayTeamId, ids)) as SQL),
      );
    }
    if (filter.between) {
      const [a, b] = filter.between;
      conditions.push(
        or(
          and(eq(feedGames.homeTeamId, a), eq(feedGames.awayTeamId, b)),
          and(eq(feedGames.homeTeamId, b), eq(feedGames.awayTeamId, a)),
        ) as SQL,
      );
    }
    return conditions;
  }
}

async function maxVersionIn(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ version: sql<string | null>`max(${feedGames.version})` })
    .from(feedGames);
  return Number(row?.version ?? 0);
}

async function storedGames(executor: Executor) {
  const rows = await executor
    .select({ id: feedGames.id, version: feedGames.version, phase: feedGames.phase })
    .from(feedGames);
  return new Map(rows.map((row) => [row.id, row]));
}

function partition<T>(items: readonly T[], test: (item: T) => boolean): [T[], T[]] {
  const yes: T[] = [];
  const no: T[] = [];
  for (const item of items) (test(item) ? yes : no).push(item);
  return [yes, no];
}

async function upsertChamps(executor: Executor, champs: readonly SourceChamp[]): Promise<void> {
  await executor.execute(sql`
    insert into feed_champs as c (id, sport_id, country_id, name, priority, is_top, season_id)
    select r.id, r."sportId", r."countryId", r.name, r.priority, r."isTop", r."seasonId"
    from jsonb_to_recordset(${JSON.stringify(champs)}::jsonb) as r(
      id int, "sportId" int, "countryId" int, name jsonb, priority int, "isTop" boolean,
      "seasonId" int)
    on conflict (id) do update set sport_id = excluded.sport_id,
      country_id = excluded.country_id, name = excluded.name, priority = excluded.priority,
      is_top = excluded.is_top, season_id = excluded.season_id
    where (c.sport_id, c.country_id, c.name, c.priority, c.is_top, c.season_id)
      is distinct from (excluded.sport_id, excluded.country_id, excluded.name,
        excluded.priority, excluded.is_top, excluded.season_id)`);
}

async function upsertTeams(executor: Executor, teams: readonly SourceTeam[]): Promise<void> {
  await executor.execute(sql`
    insert into feed_teams as t (id, sport_id, country_id, name, players)
    select r.id, r."sportId", r."countryId", r.name, r.players
    from jsonb_to_recordset(${JSON.stringify(teams)}::jsonb) as r(
      id int, "sportId" int, "countryId" int, name jsonb, players jsonb)
    on conflict (id) do update set sport_id = excluded.sport_id,
      country_id = excluded.country_id, name = excluded.name, players = excluded.players
    where (t.sport_id, t.country_id, t.name, t.players)
      is distinct from (excluded.sport_id, excluded.country_id, excluded.name, excluded.players)`);
}

async function upsertGames(
  executor: Executor,
  games: readonly SourceGame[],
  version: number,
  now: Date,
): Promise<number[]> {
  if (games.length === 0) return [];
  const rows = JSON.stringify(games.map((game) => ({ phase: phaseOf(game), game })));
  const result = await executor.execute(sql`
    insert into feed_games as g (id, sport_id, champ_id, home_team_id, away_team_id, starts_at,
      phase, status, version, game, updated_at)
    select (r.game->>'id')::int, (r.game->>'sportId')::int, (r.game->>'champId')::int,
      (r.game->>'homeTeamId')::int, (r.game->>'awayTeamId')::int,
      to_timestamp((r.game->>'startsAt')::double precision), r.phase,
      (r.game->>'status')::smallint, ${version}::bigint, r.game, ${now.toISOString()}::timestamptz
    from jsonb_to_recordset(${rows}::jsonb) as r(phase text, game jsonb)
    on conflict (id) do update set sport_id = excluded.sport_id, champ_id = excluded.champ_id,
      home_team_id = excluded.home_team_id, away_team_id = excluded.away_team_id,
      starts_at = excluded.starts_at, phase = excluded.phase, status = excluded.status,
      version = excluded.version, game = excluded.game, updated_at = excluded.updated_at
    where g.game is distinct from excluded.game
    returning g.id`);
  return (result as unknown as { rows: { id: number }[] }).rows.map((row) => Number(row.id));
}

/** Line and live games the source no longer offers left without a result: cancelled. */
async function withdrawMissing(
  executor: Executor,
  offered: readonly SourceGame[],
  version: number,
  now: Date,
): Promise<void> {
  const ids = JSON.stringify(offered.map((game) => game.id));
  await executor.execute(sql`
    update feed_games set phase = 'finished', status = 4, version = ${version}::bigint,
      game = game || '{"isLive": false, "status": 4}'::jsonb,
      updated_at = ${now.toISOString()}::timestamptz
    where phase in ('line', 'live')
      and id not in (select value::int from jsonb_array_elements_text(${ids}::jsonb))`);
}

function* chunks<T>(items: readonly T[], size: number): Generator<readonly T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size);
}
