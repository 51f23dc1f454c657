import {
  type FeedGame,
  type FeedLiveScore,
  LIVE_INFO_KEY,
  type ScoreExtra,
  scoreExtras,
  superOverWinner,
} from '@arenabet/contracts';

/*
 * What the scoreboard says beside the score: a shoot-out's tally (football penalties are not
 * part of the score), the team that won a cricket super over, the length of an esports series.
 */

export interface ScoreNotes {
  tallies: ScoreExtra[];
  superOverTeam?: string;
  bestOf?: number;
}

export function scoreNotesOf(game: FeedGame, live: FeedLiveScore): ScoreNotes {
  const winner = superOverWinner(live);
  const superOverTeam = winner === 1 ? game.home.name : winner === 2 ? game.away?.name : undefined;
  const bestOf = Number(live.info.find((item) => item.key === LIVE_INFO_KEY.bestOf)?.value);
  return {
    tallies: scoreExtras(live),
    ...(superOverTeam === undefined ? {} : { superOverTeam }),
    ...(Number.isInteger(bestOf) && bestOf > 0 ? { bestOf } : {}),
  };
}
