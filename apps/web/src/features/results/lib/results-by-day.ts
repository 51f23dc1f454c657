import type { StatisticsGame } from '@arenabet/contracts';

export interface ResultsDay {
  /** yyyy-mm-dd in the visitor's time zone. */
  day: string;
  /** Unix seconds of the day's first game, for formatting the heading. */
  startsAt: number;
  games: StatisticsGame[];
}

function localDay(startsAt: number): string {
  const date = new Date(startsAt * 1000);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Finished games by the day they were played, newest day first, games newest first. */
export function resultsByDay(games: readonly StatisticsGame[]): ResultsDay[] {
  const days = new Map<string, StatisticsGame[]>();
  for (const game of [...games].sort((a, b) => b.startsAt - a.startsAt)) {
    const day = localDay(game.startsAt);
    days.set(day, [...(days.get(day) ?? []), game]);
  }
  return [...days.entries()].map(([day, list]) => ({
    day,
    startsAt: list[0]?.startsAt ?? 0,
    games: list,
  }));
}

export type Outcome = 'home' | 'away' | 'draw';

/** Who won, for bolding the winner's name. */
export function winnerOf(game: Pick<StatisticsGame, 'score'>): Outcome {
  if (game.score.home > game.score.away) return 'home';
  return game.score.home < game.score.away ? 'away' : 'draw';
}
