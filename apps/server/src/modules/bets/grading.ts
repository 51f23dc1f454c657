import {
  correctScoreOf,
  FIGHT_ROUND_TYPE_BASE,
  LIVE_INFO_KEY,
  MARKET_GROUP,
  marketGroupEntry,
  OUTCOME_TYPE,
  RACE_RUNNER_TYPE_BASE,
  sportTerms,
} from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import type { SourceGame } from '../feed/source.ts';

/*
 * Grading (settling) one outcome of a finished game, by the rules of docs/decisions.md,
 * "Settlement rules". Pure: the game as the feed gives it in, the leg's result out. Where the
 * game does not tell (a market this grader does not know, a sub-game without a recorded score,
 * a runner missing from the finishing order) the leg is void: the book never guesses against
 * the player.
 */

export type LegResult = 'won' | 'lost' | 'void' | 'half_won' | 'half_lost';

/** One leg of a coupon: an outcome of a game or of one of its sub-games (`gameId`). */
export interface GradedLeg {
  gameId: number;
  group: number;
  type: number;
  /** The line: a handicap or total, a correct score (home + away / 1000). */
  param?: number;
}

interface Score {
  home: number;
  away: number;
}

/** What a leg settles on: the score its market counts and the finished game it belongs to. */
interface Settled {
  game: SourceGame;
  score: Score;
  /** The leg is of the match itself, not of a period or a statistics sub-game. */
  match: boolean;
}

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;
/** Lines are quarters at finest; this absorbs the float noise of a line read from JSON. */
const EPSILON = 1e-9;
/** The live extra a race writes its finishing order in ("4,1,7,..."). */
const RACE_ORDER_KEY = 'order';
const FIGHT_METHODS: Readonly<Record<string, number>> = {
  ko: T.winByKnockout,
  submission: T.winBySubmission,
  decision: T.winByDecision,
};

/**
 * The result of one outcome of a finished game; undefined while it cannot be known yet (the
 * game is not settled). A cancelled game voids every outcome.
 */
export function gradeLeg(game: SourceGame, leg: GradedLeg): LegResult | undefined {
  if (game.status === GAME_STATUS.CANCELED) return 'void';
  if (game.status !== GAME_STATUS.SETTLED || !game.live) return undefined;
  const settled = settledOf(game, leg.gameId);
  if (!settled) return 'void';
  // An outcome of a market this grader does not know is void: never guessed against the player.
  return gradeOutcome(settled, leg) ?? 'void';
}

function settledOf(game: SourceGame, gameId: number): Settled | undefined {
  const live = game.live;
  if (!live) return undefined;
  if (gameId === game.id) {
    return { game, score: game.result?.regulationScore ?? live.score, match: true };
  }
  const sub = game.result?.subGames.find((s) => s.id === gameId);
  return sub ? { game, score: sub.score, match: false } : undefined;
}

function gradeOutcome(settled: Settled, leg: GradedLeg): LegResult | undefined {
  const { score } = settled;
  const line = leg.param;
  switch (leg.group) {
    case G.result1x2:
      return gradeResult(settled, leg.type);
    case G.doubleChance:
      return gradeDoubleChance(score, leg.type);
    case G.handicap:
      return line === undefined ? undefined : gradeHandicap(score, leg.type, line);
    case G.total:
      return line === undefined ? undefined : gradeTotal(settled, leg.type, line);
    case G.individualTotalHome:
      return line === undefined
        ? undefined
        : gradeOverUnder(score.home, line, leg.type, T.individualOverHome, T.individualUnderHome);
    case G.individualTotalAway:
      return line === undefined
        ? undefined
        : gradeOverUnder(score.away, line, leg.type, T.individualOverAway, T.individualUnderAway);
    case G.bothTeamsToScore:
      return gradeYesNo(score.home > 0 && score.away > 0, leg.type);
    case G.correctScore:
      return line === undefined ? undefined : gradeCorrectScore(score, leg.type, line);
    case G.overallWinner:
      return settled.match ? gradeWinner(winnerOf(settled.game), leg.type) : undefined;
    case G.raceWinner:
      return gradeRunner(settled.game, leg.type, 1);
    case G.racePlace:
      return gradeRunner(settled.game, leg.type, 3);
    default:
      return gradeFightOutcome(settled, leg);
  }
}

function won(condition: boolean): LegResult {
  return condition ? 'won' : 'lost';
}

/**
 * Group 1. A match of a sport without draws (tennis, MMA, cricket, basketball) is two-way:
 * types 1 and 3 are its winner, however decided (a super over after a tie); a level result
 * there (a drawn fight) voids them, as no draw was offered. Otherwise, and for every period,
 * it is the three-way result of the score.
 */
function gradeResult(settled: Settled, type: number): LegResult | undefined {
  const { game, score, match } = settled;
  if (match && !sportTerms(game.sportId).draws) return gradeWinner(winnerOf(game), type);
  const side = sideAhead(score);
  if (type === T.home) return won(side === 1);
  if (type === T.draw) return won(side === 0);
  if (type === T.away) return won(side === 2);
  return undefined;
}

/** A two-way winner (types 1 and 3): void when there is none. */
function gradeWinner(winner: 0 | 1 | 2, type: number): LegResult | undefined {
  if (type !== T.home && type !== T.away) return undefined;
  if (winner === 0) return 'void';
  return won(winner === (type === T.home ? 1 : 2));
}

/** Who won in the end (overtime, shoot-out, penalties, a tie's aggregate), else who is ahead. */
function winnerOf(game: SourceGame): 0 | 1 | 2 {
  if (game.result) return game.result.winner;
  return game.live ? sideAhead(game.live.score) : 0;
}

function sideAhead(score: Score): 0 | 1 | 2 {
  if (score.home === score.away) return 0;
  return score.home > score.away ? 1 : 2;
}

function gradeDoubleChance(score: Score, type: number): LegResult | undefined {
  const side = sideAhead(score);
  if (type === T.homeOrDraw) return won(side !== 2);
  if (type === T.homeOrAway) return won(side !== 0);
  if (type === T.drawOrAway) return won(side !== 1);
  return undefined;
}

/** The home side's handicap is added to its score; the away side's (its own line) to the away's. */
function gradeHandicap(score: Score, type: number, line: number): LegResult | undefined {
  if (type === T.handicapHome) return gradeAsian(score.home - score.away, line);
  if (type === T.handicapAway) return gradeAsian(score.away - score.home, line);
  return undefined;
}

function gradeTotal(settled: Settled, type: number, line: number): LegResult | undefined {
  const counted = countedTotal(settled);
  return counted === undefined ? undefined : gradeOverUnder(counted, line, type, T.over, T.under);
}

/** What a total counts: a fight's rounds fought, else the goals (points, sets) of both sides. */
function countedTotal(settled: Settled): number | undefined {
  const { game, score, match } = settled;
  if (match && isFight(game)) return game.result?.roundsFought;
  return score.home + score.away;
}

function gradeOverUnder(
  counted: number,
  line: number,
  type: number,
  over: number,
  under: number,
): LegResult | undefined {
  if (type === over) return gradeAsian(counted, -line);
  if (type === under) return gradeAsian(-counted, line);
  return undefined;
}

/**
 * A side that wins when `margin + line` is above zero. A whole line pushes (void) on zero; a
 * quarter line is two half-stakes on the neighbouring lines (-0.25 is half on 0, half on -0.5),
 * so one half pushing gives half_won or half_lost.
 */
function gradeAsian(margin: number, line: number): LegResult {
  if (!isQuarter(line)) return gradeStake(margin + line);
  const lower = gradeStake(margin + line - 0.25);
  const upper = gradeStake(margin + line + 0.25);
  if (lower === upper) return lower;
  if (lower === 'void') return upper === 'won' ? 'half_won' : 'half_lost';
  if (upper === 'void') return lower === 'won' ? 'half_won' : 'half_lost';
  // Neighbouring lines half a goal apart cannot split won and lost on a whole score.
  return 'void';
}

function gradeStake(value: number): LegResult {
  if (Math.abs(value) < EPSILON) return 'void';
  return won(value > 0);
}

function isQuarter(line: number): boolean {
  const quarters = Math.round(line * 4);
  return Math.abs(line * 4 - quarters) < EPSILON && Math.abs(quarters % 2) === 1;
}

function gradeYesNo(yes: boolean, type: number): LegResult | undefined {
  if (type === T.bothScoreYes) return won(yes);
  if (type === T.bothScoreNo) return won(!yes);
  return undefined;
}

function gradeCorrectScore(score: Score, type: number, line: number): LegResult | undefined {
  if (type !== T.correctScore) return undefined;
  const named = correctScoreOf(line);
  return won(named.home === score.home && named.away === score.away);
}

/** Winner (`places` 1) or place (3) of a race; a runner missing from the order did not run. */
function gradeRunner(game: SourceGame, type: number, places: number): LegResult | undefined {
  const order = raceOrderOf(game);
  const runner = type - RACE_RUNNER_TYPE_BASE;
  if (!order || runner < 1) return undefined;
  const place = order.indexOf(runner);
  if (place === -1) return 'void';
  return won(place < places);
}

function raceOrderOf(game: SourceGame): number[] | undefined {
  const value = game.live?.info.find((i) => i.key === RACE_ORDER_KEY)?.value;
  if (!value) return undefined;
  const order = value.split(',').map(Number);
  return order.every(Number.isInteger) ? order : undefined;
}

function isFight(game: SourceGame): boolean {
  return sportTerms(game.sportId).score === 'rounds';
}

/**
 * MMA's own markets, from the method in the live extras and the rounds in the period scores. A
 * draw (level, to the judges) voids the method and the round, which name how a winner won, and
 * went the distance; a no contest, or a method this grader does not know, voids them all.
 */
function gradeFightOutcome(settled: Settled, leg: GradedLeg): LegResult | undefined {
  const { game } = settled;
  if (!settled.match || !isFight(game)) return undefined;
  const method = game.live?.info.find((i) => i.key === LIVE_INFO_KEY.method)?.value;
  const methodType = method === undefined ? undefined : FIGHT_METHODS[method];
  if (methodType === undefined) return 'void';
  const decision = methodType === T.winByDecision;
  const drawn = winnerOf(game) === 0;
  if (leg.group === G.fightDistance) return gradeYesNo(decision, leg.type);
  if (drawn) return 'void';
  if (leg.group === G.methodOfVictory && isOfferedType(leg)) return won(leg.type === methodType);
  if (leg.group === G.fightEndRound && isOfferedType(leg)) {
    const endType = decision ? T.winByDecision : FIGHT_ROUND_TYPE_BASE + lastRound(game);
    return won(leg.type === endType);
  }
  return undefined;
}

/** The type is one the group offers (a type from elsewhere is not a bet this grader knows). */
function isOfferedType(leg: GradedLeg): boolean {
  return marketGroupEntry(leg.group)?.outcomeTypes.includes(leg.type) === true;
}

function lastRound(game: SourceGame): number {
  return Math.max(0, ...(game.live?.periodScores.map((p) => p.period) ?? []));
}
