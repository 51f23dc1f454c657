import { type PlayedGame, resultOf } from './played-games.ts';

/*
 * A sport's team rating: Elo over its played games in the order they were played. Every team
 * starts at 1500; a win over a stronger team moves more than a win over a weaker one, so the
 * ranking reflects whom a team beat, not only how often it played.
 */
export const ELO_START = 1500;
export const ELO_K = 24;

export interface TeamRating {
  teamId: number;
  rating: number;
  played: number;
}

const RESULT_SCORE = { W: 1, D: 0.5, L: 0 } as const;

function expectedScore(rating: number, opponent: number): number {
  return 1 / (1 + 10 ** ((opponent - rating) / 400));
}

export function teamRatings(games: readonly PlayedGame[]): TeamRating[] {
  const ratings = new Map<number, TeamRating>();
  const entry = (teamId: number) => {
    let rating = ratings.get(teamId);
    if (!rating) {
      rating = { teamId, rating: ELO_START, played: 0 };
      ratings.set(teamId, rating);
    }
    return rating;
  };
  const chronological = [...games].sort(
    (a, b) => a.game.startsAt - b.game.startsAt || a.game.id - b.game.id,
  );
  for (const played of chronological) {
    const home = entry(played.homeTeamId);
    const away = entry(played.awayTeamId);
    const change =
      ELO_K *
      (RESULT_SCORE[resultOf(played, home.teamId)] - expectedScore(home.rating, away.rating));
    home.rating += change;
    away.rating -= change;
    home.played += 1;
    away.played += 1;
  }
  return [...ratings.values()]
    .map((rating) => ({ ...rating, rating: Math.round(rating.rating) }))
    .sort((a, b) => b.rating - a.rating || b.played - a.played || a.teamId - b.teamId);
}
