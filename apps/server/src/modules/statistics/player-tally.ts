import type { PlayedGame } from './played-games.ts';

/*
 * What the games' events say about players: goals and cards carry the player's id and the side,
 * so the side's team is the player's team in that game.
 */

export interface PlayerTally {
  playerId: number;
  teamId: number;
  goals: number;
  yellowCards: number;
  redCards: number;
}

const TALLY_FIELD = { goal: 'goals', yellow_card: 'yellowCards', red_card: 'redCards' } as const;

function isTallied(kind: string): kind is keyof typeof TALLY_FIELD {
  return Object.hasOwn(TALLY_FIELD, kind);
}

export function playerTallies(games: readonly PlayedGame[]): Map<number, PlayerTally> {
  const tallies = new Map<number, PlayerTally>();
  for (const played of games) {
    for (const event of played.game.events) {
      if (event.playerId === undefined || event.side === 0 || !isTallied(event.kind)) continue;
      const teamId = event.side === 1 ? played.homeTeamId : played.awayTeamId;
      let tally = tallies.get(event.playerId);
      if (!tally) {
        tally = { playerId: event.playerId, teamId, goals: 0, yellowCards: 0, redCards: 0 };
        tallies.set(event.playerId, tally);
      }
      tally[TALLY_FIELD[event.kind]] += 1;
    }
  }
  return tallies;
}

/** Scorers with at least one goal, most goals first. */
export function topScorers(games: readonly PlayedGame[], limit: number): PlayerTally[] {
  return [...playerTallies(games).values()]
    .filter((tally) => tally.goals > 0)
    .sort((a, b) => b.goals - a.goals || a.playerId - b.playerId)
    .slice(0, limit);
}
