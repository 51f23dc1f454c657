import { GAME_STATUS } from '@arenabet/reference/games';
import type { Clock } from '../../platform/clock.ts';
import type { FeedApi } from '../feed/feed-api.ts';
import type { SourceGame } from '../feed/source.ts';
import { type PlayedGame, playedGames } from './played-games.ts';

/*
 * Questions the feed cannot answer by one id (every game of a sport for a rating, which team a
 * player belongs to, a horse's races) are answered from a sport's whole history, read champ by
 * champ at most once a minute per sport: results arrive a few a minute, and a ranking a minute
 * old is still right for everyone.
 */
export const HISTORY_REFRESH_MS = 60_000;
/** The most finished games the feed gives per question; a champ's history holds fewer. */
export const HISTORY_LIMIT = 500;

export interface SportHistory {
  games: PlayedGame[];
  /** Races run to a result, most recent first. */
  races: SourceGame[];
  /** Player id -> team id, from the squads of every team in the history. */
  playerTeams: Map<number, number>;
}

export class HistoryIndex {
  private readonly sports = new Map<number, { readAt: number; history: Promise<SportHistory> }>();

  constructor(
    private readonly feed: () => FeedApi,
    private readonly clock: Clock,
  ) {}

  sport(sportId: number): Promise<SportHistory> {
    const now = this.clock.now().getTime();
    const cached = this.sports.get(sportId);
    if (cached && now - cached.readAt < HISTORY_REFRESH_MS) return cached.history;
    const history = this.read(sportId);
    this.sports.set(sportId, { readAt: now, history });
    // A failed read must not stick: the next question tries again.
    history.catch(() => {
      if (this.sports.get(sportId)?.history === history) this.sports.delete(sportId);
    });
    return history;
  }

  /** The sports the feed has champs of, for a question that names no sport. */
  async sportIds(): Promise<number[]> {
    const champs = await this.feed().champs();
    return [...new Set(champs.map((champ) => champ.sportId))];
  }

  /** A sport's history, read champ by champ: the history is indexed by champ. */
  private async read(sportId: number): Promise<SportHistory> {
    const feed = this.feed();
    const champs = await feed.champs(sportId);
    const perChamp = await Promise.all(
      champs.map((champ) => feed.finishedGames({ champId: champ.id, limit: HISTORY_LIMIT })),
    );
    const finished = perChamp.flat().sort((a, b) => b.startsAt - a.startsAt || b.id - a.id);
    const games = playedGames(finished);
    const races = finished.filter(
      (game) => game.runners !== undefined && game.status === GAME_STATUS.SETTLED,
    );
    return { games, races, playerTeams: await this.playerTeams(games) };
  }

  private async playerTeams(games: readonly PlayedGame[]): Promise<Map<number, number>> {
    const teamIds = new Set(games.flatMap((played) => [played.homeTeamId, played.awayTeamId]));
    const teams = await Promise.all([...teamIds].map((id) => this.feed().team(id)));
    const playerTeams = new Map<number, number>();
    for (const team of teams) {
      if (!team) continue;
      for (const player of team.players) playerTeams.set(player.id, team.id);
    }
    return playerTeams;
  }
}
