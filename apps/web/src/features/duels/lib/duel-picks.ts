import type { DuelCandidate, DuelPickRequest } from '@arenabet/contracts';

/** A pick as a select's value and back: `gameId:side`. */
export function pickValue(pick: DuelPickRequest): string {
  return `${pick.gameId}:${pick.side}`;
}

export function pickFromValue(value: string | null): DuelPickRequest | undefined {
  const match = /^(\d+):([12])$/.exec(value ?? '');
  if (!match) return undefined;
  return { gameId: Number(match[1]), side: match[2] === '2' ? 2 : 1 };
}

/** Each game's two teams as picks, with the game's other team named beside. */
export interface TeamChoice {
  pick: DuelPickRequest;
  team: string;
  opponent: string;
}

export interface ChampChoices {
  champId: number;
  champName: string;
  teams: TeamChoice[];
}

/** The teams of the candidate games, grouped by champ in feed order. */
export function teamChoices(games: readonly DuelCandidate[]): ChampChoices[] {
  const byChamp = new Map<number, ChampChoices>();
  for (const game of games) {
    const champ = byChamp.get(game.champId) ?? {
      champId: game.champId,
      champName: game.champName,
      teams: [],
    };
    champ.teams.push(
      { pick: { gameId: game.gameId, side: 1 }, team: game.home.name, opponent: game.away.name },
      { pick: { gameId: game.gameId, side: 2 }, team: game.away.name, opponent: game.home.name },
    );
    byChamp.set(game.champId, champ);
  }
  return [...byChamp.values()];
}

/** Two picks make a duel only from two different games. */
export function duelOf(
  first: DuelPickRequest | undefined,
  second: DuelPickRequest | undefined,
): { first: DuelPickRequest; second: DuelPickRequest } | undefined {
  if (!first || !second || first.gameId === second.gameId) return undefined;
  return { first, second };
}
