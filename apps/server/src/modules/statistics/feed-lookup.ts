import type { StatisticsGame, StatisticsPlayer, StatisticsTeam } from '@arenabet/contracts';
import { countryById, countryName } from '@arenabet/reference/countries';
import { nameIn } from '@arenabet/reference/localized';
import type { FeedApi } from '../feed/feed-api.ts';
import type { SourceChamp, SourceGame, SourcePlayer, SourceTeam } from '../feed/source.ts';
import type { PlayedGame } from './played-games.ts';
import { unknownId } from './statistics-error.ts';

/** One request per id for the life of the lookup, which is one answer. */
function once<T>(cache: Map<number, Promise<T>>, id: number, load: () => Promise<T>): Promise<T> {
  let value = cache.get(id);
  if (!value) {
    value = load();
    cache.set(id, value);
  }
  return value;
}

/**
 * The feed read for one answer in one language: each team and champ is asked for once however
 * many rows name it, and names come out in the asked language.
 */
export class FeedLookup {
  private readonly teams = new Map<number, Promise<SourceTeam | undefined>>();
  private readonly champs = new Map<number, Promise<SourceChamp | undefined>>();

  constructor(
    readonly feed: FeedApi,
    readonly lng: string,
  ) {}

  async game(gameId: number): Promise<SourceGame> {
    const game = await this.feed.game(gameId);
    if (!game) throw unknownId('gameId', gameId);
    return game;
  }

  team(teamId: number): Promise<SourceTeam | undefined> {
    return once(this.teams, teamId, () => this.feed.team(teamId));
  }

  async knownTeam(teamId: number, param = 'teamId'): Promise<SourceTeam> {
    const team = await this.team(teamId);
    if (!team) throw unknownId(param, teamId);
    return team;
  }

  champ(champId: number): Promise<SourceChamp | undefined> {
    return once(this.champs, champId, () => this.feed.champ(champId));
  }

  async knownChamp(champId: number, param: string): Promise<SourceChamp> {
    const champ = await this.champ(champId);
    if (!champ) throw unknownId(param, champId);
    return champ;
  }

  /** A team the feed has lost (a withdrawn side) still shows, by its id. */
  async teamRef(teamId: number): Promise<StatisticsTeam> {
    const team = await this.team(teamId);
    return { id: teamId, name: team ? nameIn(team.name, this.lng) : `#${teamId}` };
  }

  /** The refs of every team of these games, loaded at once, for synchronous use. */
  async teamRefs(teamIds: Iterable<number>): Promise<(teamId: number) => StatisticsTeam> {
    const ids = [...new Set(teamIds)];
    const refs = new Map(
      await Promise.all(ids.map(async (id) => [id, await this.teamRef(id)] as const)),
    );
    return (teamId) => refs.get(teamId) ?? { id: teamId, name: `#${teamId}` };
  }

  async champName(champId: number): Promise<string> {
    const champ = await this.champ(champId);
    return champ ? nameIn(champ.name, this.lng) : `#${champId}`;
  }

  countryName(countryId: number): string {
    const country = countryById(countryId);
    return country ? countryName(country, this.lng) : '';
  }

  player(player: SourcePlayer): StatisticsPlayer {
    return {
      id: player.id,
      name: nameIn(player.name, this.lng),
      ...(player.number === undefined ? {} : { number: player.number }),
      ...(player.position === undefined ? {} : { position: player.position }),
    };
  }

  /** Played games as statistics show them, in the order given. */
  async games(played: readonly PlayedGame[]): Promise<StatisticsGame[]> {
    const teamOf = await this.teamRefs(played.flatMap((p) => [p.homeTeamId, p.awayTeamId]));
    const champIds = [...new Set(played.map((p) => p.game.champId))];
    const champNames = new Map(
      await Promise.all(champIds.map(async (id) => [id, await this.champName(id)] as const)),
    );
    return played.map((p) => ({
      gameId: p.game.id,
      sportId: p.game.sportId,
      champId: p.game.champId,
      champName: champNames.get(p.game.champId) ?? '',
      startsAt: p.game.startsAt,
      home: teamOf(p.homeTeamId),
      away: teamOf(p.awayTeamId),
      score: { home: p.home, away: p.away },
      periodScores: p.game.live?.periodScores ?? [],
    }));
  }
}
