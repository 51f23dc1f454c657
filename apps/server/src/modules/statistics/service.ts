import type {
  GameStatusInfo,
  HeadToHead,
  HorseRaces,
  HorsesRace,
  LineUps,
  LineUpsFormation,
  OddsGraph,
  PlayerShortInfo,
  StadiumInfo,
  StageTable,
  StatisticsRating,
  TeamLastGames,
  TournamentSeason,
} from '@arenabet/contracts';
import { STATISTICS_DEFAULT_COUNT } from '@arenabet/contracts';
import { STATISTICS_TABLE_TYPE, type StatisticsTableType } from '@arenabet/domain';
import type { Clock } from '../../platform/clock.ts';
import type { FeedApi } from '../feed/feed-api.ts';
import { FeedLookup } from './feed-lookup.ts';
import {
  gameFormations,
  gameLineUps,
  gameOddsGraph,
  gameStadium,
  gameStatus,
} from './game-statistics.ts';
import { HistoryIndex } from './history-index.ts';
import { horseRaces, horsesRace } from './race-statistics.ts';
import { sportRating, stageTable, tournamentSeason } from './stage-statistics.ts';
import {
  gameHeadToHead,
  shortPlayersInfo,
  teamLastGames,
  teamsHeadToHead,
} from './team-statistics.ts';

/*
 * The statistics pages' data, all derived from the feed's finished games and squads: this
 * module keeps no tables of its own, so it can never disagree with the results the feed settled.
 */
export class StatisticsService {
  private readonly history: HistoryIndex;

  /** The feed is reached when called: services are built in any order. */
  constructor(
    private readonly feed: () => FeedApi,
    clock: Clock,
  ) {
    this.history = new HistoryIndex(feed, clock);
  }

  private lookup(lng: string): FeedLookup {
    return new FeedLookup(this.feed(), lng);
  }

  status(gameId: number, lng: string): Promise<GameStatusInfo> {
    return gameStatus(this.lookup(lng), gameId);
  }

  lineUps(gameId: number, lng: string): Promise<LineUps> {
    return gameLineUps(this.lookup(lng), gameId);
  }

  lineUpsFormation(gameId: number, lng: string): Promise<LineUpsFormation> {
    return gameFormations(this.lookup(lng), gameId);
  }

  stadium(gameId: number, lng: string): Promise<StadiumInfo> {
    return gameStadium(this.lookup(lng), gameId);
  }

  oddsGraph(gameId: number, lng: string): Promise<OddsGraph> {
    return gameOddsGraph(this.lookup(lng), gameId);
  }

  gameHeadToHead(
    gameId: number,
    lng: string,
    count = STATISTICS_DEFAULT_COUNT,
  ): Promise<HeadToHead> {
    return gameHeadToHead(this.lookup(lng), gameId, count);
  }

  headToHead(
    team1: number,
    team2: number,
    lng: string,
    count = STATISTICS_DEFAULT_COUNT,
  ): Promise<HeadToHead> {
    return teamsHeadToHead(this.lookup(lng), team1, team2, count);
  }

  teamLastGames(
    teamId: number,
    lng: string,
    count = STATISTICS_DEFAULT_COUNT,
  ): Promise<TeamLastGames> {
    return teamLastGames(this.lookup(lng), teamId, count);
  }

  shortPlayersInfo(
    playerIds: readonly number[],
    lng: string,
    sportId?: number,
  ): Promise<PlayerShortInfo[]> {
    return shortPlayersInfo(this.lookup(lng), this.history, playerIds, sportId);
  }

  stageTable(
    stageId: number,
    lng: string,
    tableType: StatisticsTableType = STATISTICS_TABLE_TYPE.total,
    seasonId?: number,
  ): Promise<StageTable> {
    return stageTable(this.lookup(lng), stageId, seasonId, tableType);
  }

  tournamentSeason(
    tournamentId: number,
    lng: string,
    seasonId?: number,
  ): Promise<TournamentSeason> {
    return tournamentSeason(this.lookup(lng), tournamentId, seasonId);
  }

  rating(sportId: number, ratingId: number, lng: string): Promise<StatisticsRating> {
    return sportRating(this.lookup(lng), this.history, sportId, ratingId);
  }

  horsesRace(gameId: number, lng: string): Promise<HorsesRace> {
    return horsesRace(this.lookup(lng), gameId);
  }

  horseRaces(horseId: number, lng: string, count = STATISTICS_DEFAULT_COUNT): Promise<HorseRaces> {
    return horseRaces(this.lookup(lng), this.history, horseId, count);
  }
}
