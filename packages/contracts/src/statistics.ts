import { z } from 'zod/mini';
import { defineCall } from './call.ts';
import { feedEnvelope } from './feed-wire.ts';
import { languageCode } from './primitives.ts';

/*
 * The statistics calls (spec 001 section 7: statisticfeed LineUps, Status, h2h, TeamLastGames;
 * SiteService StageTable, LineUps2, GetStadiumForGame_2, HeadToHead, ShortPlayersInfo,
 * HorsesRace), plus the few the popup's other pages need (odds graph, tournament season, rating,
 * a player's and a horse's history), all built from the feed's finished games.
 *
 * Envelope: they belong to the feed family, so they answer in the feed's envelope
 * `{Id, Success, Error, ErrorCode, Guid, Value}`: a tool that reads one reads all. A bad
 * parameter is HTTP 400 and an unknown id HTTP 404, with `Success: false`, `ErrorCode` equal to
 * the status and `Error` in the spec's link-builder wording ("Wrong input param [gameId]: x").
 * Inside `Value` names are clear camelCase: the spec gives no compact names for these, and
 * inventing cryptic ones would only cost readers.
 */

export const STATISTICS_ROOTS = {
  statisticFeed: '/service-api/statisticfeed',
  siteService: '/service-api/SiteService',
} as const;

/** Most games a list call gives (last games, head to head). */
export const STATISTICS_MAX_COUNT = 50;
export const STATISTICS_DEFAULT_COUNT = 10;
/** Most players ShortPlayersInfo answers at once. */
export const STATISTICS_MAX_PLAYERS = 50;

/** Rating ids of a sport: teams by strength (Elo over the history), players by scoring. */
export const STATISTICS_RATING = { teams: 1, scorers: 2 } as const;
export type StatisticsRatingId = (typeof STATISTICS_RATING)[keyof typeof STATISTICS_RATING];

// ---- Pieces --------------------------------------------------------------------------------

const id = z.coerce.number().check(z.int(), z.gte(1), z.lte(Number.MAX_SAFE_INTEGER));
const lng = z.optional(languageCode);
const count = z.optional(z.coerce.number().check(z.int(), z.gte(1), z.lte(STATISTICS_MAX_COUNT)));

export const statisticsTeam = z.object({ id: z.int(), name: z.string() });
export type StatisticsTeam = z.infer<typeof statisticsTeam>;

export const statisticsScore = z.object({
  home: z.int(),
  away: z.int(),
});
export type StatisticsScore = z.infer<typeof statisticsScore>;

export const FORM_LETTERS = ['W', 'D', 'L'] as const;
export const formLetter = z.enum(FORM_LETTERS);
export type FormLetter = z.infer<typeof formLetter>;

/** A finished game as statistics show it. */
export const statisticsGame = z.object({
  gameId: z.int(),
  sportId: z.int(),
  champId: z.int(),
  champName: z.string(),
  /** Unix seconds. */
  startsAt: z.int(),
  home: statisticsTeam,
  away: statisticsTeam,
  score: statisticsScore,
  periodScores: z.array(z.object({ period: z.int(), score: statisticsScore })),
});
export type StatisticsGame = z.infer<typeof statisticsGame>;

export const statisticsPlayer = z.object({
  id: z.int(),
  name: z.string(),
  number: z.optional(z.int()),
  position: z.optional(z.string()),
});
export type StatisticsPlayer = z.infer<typeof statisticsPlayer>;

/** Totals of a run of games from one team's side. */
export const statisticsRecord = z.object({
  played: z.int(),
  won: z.int(),
  drawn: z.int(),
  lost: z.int(),
  goalsFor: z.int(),
  goalsAgainst: z.int(),
});
export type StatisticsRecord = z.infer<typeof statisticsRecord>;

export const stageRow = z.extend(statisticsRecord, {
  position: z.int(),
  team: statisticsTeam,
  goalDifference: z.int(),
  points: z.int(),
  /** The last five results, most recent first. */
  form: z.array(formLetter),
});
export type StageRow = z.infer<typeof stageRow>;

export const stageTable = z.object({
  stageId: z.int(),
  seasonId: z.int(),
  sportId: z.int(),
  name: z.string(),
  countryName: z.optional(z.string()),
  /** 1 every game, 2 home games only, 3 away games only. */
  tableType: z.int().check(z.gte(1), z.lte(3)),
  /** False for sports without draws: the table leaves the column out. */
  hasDraws: z.boolean(),
  rows: z.array(stageRow),
});
export type StageTable = z.infer<typeof stageTable>;

export const headToHead = z.object({
  home: statisticsTeam,
  away: statisticsTeam,
  /** From the first team's side: its wins, draws, losses and goals. */
  summary: statisticsRecord,
  games: z.array(statisticsGame),
});
export type HeadToHead = z.infer<typeof headToHead>;

export const teamLastGames = z.object({
  team: z.extend(statisticsTeam, {
    sportId: z.int(),
    countryId: z.int(),
    countryName: z.string(),
    squad: z.array(statisticsPlayer),
  }),
  record: statisticsRecord,
  /** Most recent first, with the result from this team's side. */
  games: z.array(z.extend(statisticsGame, { result: formLetter })),
});
export type TeamLastGames = z.infer<typeof teamLastGames>;

export const gameEventEntry = z.object({
  kind: z.string(),
  atSeconds: z.int(),
  /** 1 home, 2 away, 0 neither. */
  side: z.int().check(z.gte(0), z.lte(2)),
  score: statisticsScore,
  period: z.optional(z.int()),
  player: z.optional(statisticsPlayer),
});
export type GameEventEntry = z.infer<typeof gameEventEntry>;

export const gameStatus = z.object({
  gameId: z.int(),
  sportId: z.int(),
  sportName: z.string(),
  champId: z.int(),
  champName: z.string(),
  seasonId: z.int(),
  startsAt: z.int(),
  /** The game status of the spec (1 accepting bets, 2 settled, 3 closed, 4 cancelled). */
  status: z.int(),
  isLive: z.boolean(),
  isFinished: z.boolean(),
  home: statisticsTeam,
  away: z.optional(statisticsTeam),
  score: z.optional(statisticsScore),
  periodScores: z.array(z.object({ period: z.int(), score: statisticsScore })),
  periodText: z.optional(z.string()),
  timerSeconds: z.optional(z.int()),
  events: z.array(gameEventEntry),
  /** The main market's outcomes now, for the coupon; empty once betting closed. */
  outcomes: z.array(
    z.object({
      group: z.int(),
      type: z.int(),
      odds: z.number(),
      line: z.optional(z.number()),
      locked: z.boolean(),
    }),
  ),
  /** Which tabs have something to show for this game. */
  hasLineUps: z.boolean(),
  hasTable: z.boolean(),
  hasOddsGraph: z.boolean(),
});
export type GameStatusInfo = z.infer<typeof gameStatus>;

const lineUpSide = z.object({
  team: statisticsTeam,
  starting: z.array(statisticsPlayer),
  substitutes: z.array(statisticsPlayer),
});

export const lineUps = z.object({
  gameId: z.int(),
  /** False for sports without line-ups (tennis, races, fights): the sides are empty. */
  available: z.boolean(),
  home: lineUpSide,
  /** Absent for a game without an opponent (a race, an outright). */
  away: z.optional(lineUpSide),
});
export type LineUps = z.infer<typeof lineUps>;

const formationSide = z.object({
  team: statisticsTeam,
  /** "4-4-2": outfield players per line, from the back. */
  formation: z.string(),
  /** The starters by line, goalkeeper first. */
  lines: z.array(z.array(statisticsPlayer)),
});

/** LineUps2: the starters arranged on the pitch. */
export const lineUpsFormation = z.object({
  gameId: z.int(),
  available: z.boolean(),
  home: formationSide,
  away: z.optional(formationSide),
});
export type LineUpsFormation = z.infer<typeof lineUpsFormation>;

export const stadiumInfo = z.object({
  gameId: z.int(),
  name: z.string(),
  countryName: z.string(),
  capacity: z.int(),
  /** Year opened. */
  opened: z.int(),
});
export type StadiumInfo = z.infer<typeof stadiumInfo>;

export const playerShortInfo = z.extend(statisticsPlayer, {
  sportId: z.int(),
  team: statisticsTeam,
  /** Finished games of the player's team in the history. */
  games: z.int(),
  goals: z.int(),
  yellowCards: z.int(),
  redCards: z.int(),
});
export type PlayerShortInfo = z.infer<typeof playerShortInfo>;

export const raceRunner = z.object({
  number: z.int(),
  horseId: z.int(),
  name: z.string(),
  /** Win odds while the race is open. */
  odds: z.optional(z.number()),
  /** Finishing place once the race is over. */
  place: z.optional(z.int()),
});
export type RaceRunner = z.infer<typeof raceRunner>;

export const horsesRace = z.object({
  gameId: z.int(),
  champId: z.int(),
  champName: z.string(),
  startsAt: z.int(),
  isFinished: z.boolean(),
  runners: z.array(raceRunner),
});
export type HorsesRace = z.infer<typeof horsesRace>;

export const horseRaces = z.object({
  horse: z.object({ id: z.int(), name: z.string() }),
  /** Races won and places in the first three, over the history. */
  starts: z.int(),
  wins: z.int(),
  podiums: z.int(),
  races: z.array(
    z.object({
      gameId: z.int(),
      champName: z.string(),
      startsAt: z.int(),
      number: z.int(),
      runners: z.int(),
      place: z.optional(z.int()),
    }),
  ),
});
export type HorseRaces = z.infer<typeof horseRaces>;

export const oddsGraph = z.object({
  gameId: z.int(),
  home: statisticsTeam,
  away: z.optional(statisticsTeam),
  /** One line per outcome of the main market: odds over time (unix seconds). */
  series: z.array(
    z.object({
      type: z.int(),
      name: z.string(),
      points: z.array(z.object({ at: z.int(), odds: z.number() })),
    }),
  ),
});
export type OddsGraph = z.infer<typeof oddsGraph>;

export const tournamentSeason = z.object({
  tournamentId: z.int(),
  seasonId: z.int(),
  sportId: z.int(),
  name: z.string(),
  countryName: z.optional(z.string()),
  table: stageTable,
  /** Most recent first. */
  games: z.array(statisticsGame),
  topScorers: z.array(z.object({ player: statisticsPlayer, team: statisticsTeam, goals: z.int() })),
});
export type TournamentSeason = z.infer<typeof tournamentSeason>;

export const ratingRow = z.object({
  position: z.int(),
  id: z.int(),
  name: z.string(),
  /** The player's team on a scorers' rating. */
  team: z.optional(statisticsTeam),
  /** Elo points on a teams' rating, goals on a scorers' rating. */
  value: z.int(),
  played: z.int(),
});
export type RatingRow = z.infer<typeof ratingRow>;

export const statisticsRating = z.object({
  sportId: z.int(),
  ratingId: z.int(),
  sportName: z.string(),
  rows: z.array(ratingRow),
});
export type StatisticsRating = z.infer<typeof statisticsRating>;

// ---- Calls ---------------------------------------------------------------------------------

const gameQuery = z.object({ gameId: id, lng });

function statisticsCall<Q extends z.ZodMiniType, V extends z.ZodMiniType>(
  path: string,
  summary: string,
  query: Q,
  value: V,
) {
  return defineCall({
    method: 'GET',
    path,
    summary,
    tag: 'statistics',
    access: 'public',
    query,
    response: feedEnvelope(value),
    mediaType: 'application/json',
  });
}

const SF = STATISTICS_ROOTS.statisticFeed;
const SS = STATISTICS_ROOTS.siteService;

export const statisticsCalls = {
  lineUps: statisticsCall(`${SF}/LineUps`, 'Line-ups of a game', gameQuery, lineUps),
  status: statisticsCall(
    `${SF}/Status`,
    'A game: score, periods, events and which statistics it has',
    gameQuery,
    gameStatus,
  ),
  h2h: statisticsCall(
    `${SF}/h2h`,
    'Head to head of the two teams of a game',
    z.extend(gameQuery, { count }),
    headToHead,
  ),
  teamLastGames: statisticsCall(
    `${SF}/TeamLastGames`,
    'A team, its squad and its last finished games',
    z.object({ teamId: id, count, lng }),
    teamLastGames,
  ),
  oddsGraph: statisticsCall(
    `${SF}/OddsGraph`,
    "The main market's odds of a game over time",
    gameQuery,
    oddsGraph,
  ),
  tournamentSeason: statisticsCall(
    `${SF}/TournamentSeason`,
    'A season of a tournament: table, results and top scorers',
    z.object({ tournamentId: id, seasonId: z.optional(id), lng }),
    tournamentSeason,
  ),
  rating: statisticsCall(
    `${SF}/Rating`,
    'A ranking of the teams or players of a sport',
    z.object({ sportId: id, ratingId: id, lng }),
    statisticsRating,
  ),
  horseRaces: statisticsCall(
    `${SF}/HorseRaces`,
    "A horse's last races",
    z.object({ horseId: id, count, lng }),
    horseRaces,
  ),
  stageTable: statisticsCall(
    `${SS}/StageTable`,
    'The table of a stage (a champ season): 1 total, 2 home, 3 away',
    z.object({
      stageId: id,
      seasonId: z.optional(id),
      tt: z.optional(z.pipe(z.coerce.number(), z.literal([1, 2, 3]))),
      lng,
    }),
    stageTable,
  ),
  lineUps2: statisticsCall(
    `${SS}/LineUps2`,
    'The starters of a game arranged on the pitch',
    gameQuery,
    lineUpsFormation,
  ),
  stadium: statisticsCall(
    `${SS}/GetStadiumForGame_2`,
    'The stadium a game is played at',
    gameQuery,
    stadiumInfo,
  ),
  headToHead: statisticsCall(
    `${SS}/HeadToHead`,
    'Head to head of two teams',
    z.object({ team1: id, team2: id, count, lng }),
    headToHead,
  ),
  shortPlayersInfo: statisticsCall(
    `${SS}/ShortPlayersInfo`,
    'Short information about players (comma-separated ids)',
    z.object({
      playerIds: z
        .pipe(
          z.string().check(z.regex(/^\d{1,15}(,\d{1,15})*$/)),
          z.transform((text) => [...new Set(text.split(',').map(Number))]),
        )
        .check(z.refine((ids) => ids.length <= STATISTICS_MAX_PLAYERS)),
      /** Where to look: without it every sport's squads are searched. */
      sportId: z.optional(id),
      lng,
    }),
    z.array(playerShortInfo),
  ),
  horsesRace: statisticsCall(
    `${SS}/HorsesRace`,
    'The runners of a horse race and, once run, the result',
    gameQuery,
    horsesRace,
  ),
};
export type StatisticsCallName = keyof typeof statisticsCalls;
