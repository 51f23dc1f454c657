import type { LocalizedName } from '@arenabet/reference/localized';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { DUEL_FIRST_ID, DUEL_LAST_ID } from './duels/duel-ids.ts';
import type { SourceGame, SourcePlayer } from './source.ts';

/*
 * The line as the feed source last gave it. The in-memory snapshot serves every call; these
 * tables let a restarted or second instance start from the same line, keep finished games as
 * history for statistics and results, and let settlement read results.
 */

export const feedChamps = pgTable(
  'feed_champs',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    countryId: integer('country_id').notNull(),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    priority: integer('priority').notNull().default(0),
    isTop: boolean('is_top').notNull().default(false),
    seasonId: integer('season_id').notNull(),
  },
  (table) => [index('feed_champs_sport_idx').on(table.sportId)],
);

export const feedTeams = pgTable(
  'feed_teams',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    countryId: integer('country_id').notNull(),
    name: jsonb('name').$type<LocalizedName>().notNull(),
    players: jsonb('players').$type<SourcePlayer[]>().notNull().default([]),
  },
  (table) => [index('feed_teams_sport_idx').on(table.sportId)],
);

/** Where a game is: before its start, in play, or finished (settled or cancelled). */
export const FEED_GAME_PHASES = ['line', 'live', 'finished'] as const;
export type FeedGamePhase = (typeof FEED_GAME_PHASES)[number];

export const feedGames = pgTable(
  'feed_games',
  {
    id: integer('id').primaryKey(),
    sportId: integer('sport_id').notNull(),
    champId: integer('champ_id').notNull(),
    homeTeamId: integer('home_team_id').notNull(),
    awayTeamId: integer('away_team_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    phase: text('phase').$type<FeedGamePhase>().notNull(),
    /** GAME_STATUS: 1 accepting bets, 2 settled, 3 no longer accepting, 4 cancelled. */
    status: smallint('status').notNull(),
    /** The `U` of the feed: grows with every stored change. */
    version: bigint('version', { mode: 'number' }).notNull(),
    /** The whole game as the source gave it: markets, sub-games, score, events, odds history. */
    game: jsonb('game').$type<SourceGame>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('feed_games_phase_known', sql`${table.phase} in ('line', 'live', 'finished')`),
    check('feed_games_status_known', sql`${table.status} between 1 and 4`),
    index('feed_games_phase_start_idx').on(table.phase, table.startsAt),
    index('feed_games_champ_start_idx').on(table.champId, table.startsAt),
    index('feed_games_home_idx').on(table.homeTeamId, table.startsAt),
    index('feed_games_away_idx').on(table.awayTeamId, table.startsAt),
  ],
);

/**
 * Duels (BuildDuel): one team of a game against one team of another game, on who scores more.
 * A duel is priced and settled from its two games whenever it is read; the row keeps only which
 * sides of which games it pits, once per pair, so building it again gives the same duel.
 */
export const feedDuels = pgTable(
  'feed_duels',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({
      startWith: DUEL_FIRST_ID,
      minValue: DUEL_FIRST_ID,
      maxValue: DUEL_LAST_ID,
    }),
    sportId: integer('sport_id').notNull(),
    firstGameId: integer('first_game_id').notNull(),
    /** 1 the game's home team, 2 its away team. */
    firstSide: smallint('first_side').notNull(),
    secondGameId: integer('second_game_id').notNull(),
    secondSide: smallint('second_side').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('feed_duels_pair_key').on(
      table.firstGameId,
      table.firstSide,
      table.secondGameId,
      table.secondSide,
    ),
    index('feed_duels_second_idx').on(table.secondGameId),
    check(
      'feed_duels_id_range',
      sql`${table.id} between ${sql.raw(String(DUEL_FIRST_ID))} and ${sql.raw(String(DUEL_LAST_ID))}`,
    ),
    check('feed_duels_two_games', sql`${table.firstGameId} <> ${table.secondGameId}`),
    check('feed_duels_sides', sql`${table.firstSide} in (1, 2) and ${table.secondSide} in (1, 2)`),
  ],
);
