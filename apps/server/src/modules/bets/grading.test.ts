import {
  correctScoreLine,
  FIGHT_ROUND_TYPE_BASE,
  LIVE_INFO_KEY,
  MARKET_GROUP,
  OUTCOME_TYPE,
  RACE_RUNNER_TYPE_BASE,
} from '@arenabet/contracts';
import { TEST_INSTANT } from '@arenabet/domain/testing/test-instant';
import { GAME_STATUS } from '@arenabet/reference/games';
import { beforeAll, describe, expect, it } from 'vitest';
import type { SourceGame, SourceOutcome } from '../feed/source.ts';
import { createFeedSimulator } from '../feed-simulator/simulator.ts';
import { type GradedLeg, gradeLeg, type LegResult } from './grading.ts';

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;
const FOOTBALL = 1;
const HOCKEY = 2;
const TENNIS = 4;
const MMA = 37;
const HORSE_RACING = 44;
const GAME_ID = 500;

interface Score {
  home: number;
  away: number;
}

/** A settled game with the final score `score` and regulation periods `periods`. */
function finished(sportId: number, score: Score, extra: Partial<SourceGame> = {}): SourceGame {
  return {
    id: GAME_ID,
    sportId,
    champId: 1,
    homeTeamId: 1,
    awayTeamId: 2,
    startsAt: TEST_INSTANT.getTime() / 1000,
    priority: 1,
    status: GAME_STATUS.SETTLED,
    isLive: false,
    outcomes: [],
    subGames: [],
    events: [],
    oddsHistory: [],
    live: { score, periodScores: [], info: [] },
    ...extra,
  };
}

const leg = (group: number, type: number, param?: number, gameId = GAME_ID): GradedLeg => ({
  gameId,
  group,
  type,
  ...(param === undefined ? {} : { param }),
});

describe('grading a football match', () => {
  const twoOne = finished(FOOTBALL, { home: 2, away: 1 });

  it('settles 1X2, double chance, both teams to score and the correct score on the score', () => {
    expect(gradeLeg(twoOne, leg(G.result1x2, T.home))).toBe('won');
    expect(gradeLeg(twoOne, leg(G.result1x2, T.draw))).toBe('lost');
    expect(gradeLeg(twoOne, leg(G.result1x2, T.away))).toBe('lost');
    expect(gradeLeg(twoOne, leg(G.doubleChance, T.homeOrDraw))).toBe('won');
    expect(gradeLeg(twoOne, leg(G.doubleChance, T.homeOrAway))).toBe('won');
    expect(gradeLeg(twoOne, leg(G.doubleChance, T.drawOrAway))).toBe('lost');
    expect(gradeLeg(twoOne, leg(G.bothTeamsToScore, T.bothScoreYes))).toBe('won');
    expect(gradeLeg(twoOne, leg(G.bothTeamsToScore, T.bothScoreNo))).toBe('lost');
    expect(gradeLeg(twoOne, leg(G.correctScore, T.correctScore, correctScoreLine(2, 1)))).toBe(
      'won',
    );
    expect(gradeLeg(twoOne, leg(G.correctScore, T.correctScore, correctScoreLine(1, 2)))).toBe(
      'lost',
    );
  });

  it('settles handicaps: half lines never push, whole lines do, quarter lines split', () => {
    const home = (line: number) => gradeLeg(twoOne, leg(G.handicap, T.handicapHome, line));
    const away = (line: number) => gradeLeg(twoOne, leg(G.handicap, T.handicapAway, line));
    expect([home(-0.5), home(-1.5), away(0.5), away(1.5)]).toEqual(['won', 'lost', 'lost', 'won']);
    expect([home(-1), away(1)]).toEqual(['void', 'void']);
    // -1.25 is half on -1 (push) and half on -1.5 (lost); -0.75 half on -0.5 (won), half on -1.
    expect([home(-1.25), away(1.25)]).toEqual(['half_lost', 'half_won']);
    expect([home(-0.75), away(0.75)]).toEqual(['half_won', 'half_lost']);
    expect([home(-0.25), away(0.25)]).toEqual(['won', 'lost']);
  });

  it('settles totals and team totals the same way', () => {
    const total = (type: number, line: number) => gradeLeg(twoOne, leg(G.total, type, line));
    expect([total(T.over, 2.5), total(T.under, 2.5)]).toEqual(['won', 'lost']);
    expect([total(T.over, 3), total(T.under, 3)]).toEqual(['void', 'void']);
    expect([total(T.over, 2.75), total(T.under, 2.75)]).toEqual(['half_won', 'half_lost']);
    expect([total(T.over, 3.25), total(T.under, 3.25)]).toEqual(['half_lost', 'half_won']);
    expect(gradeLeg(twoOne, leg(G.individualTotalHome, T.individualOverHome, 1.5))).toBe('won');
    expect(gradeLeg(twoOne, leg(G.individualTotalHome, T.individualUnderHome, 2))).toBe('void');
    expect(gradeLeg(twoOne, leg(G.individualTotalAway, T.individualOverAway, 0.5))).toBe('won');
    expect(gradeLeg(twoOne, leg(G.individualTotalAway, T.individualUnderAway, 1.5))).toBe('won');
  });

  it('settles regulation markets on 90 minutes and the overall winner on who went through', () => {
    // 1:1 after 90 minutes, 2:1 after extra time; the second leg of a tie the away side wins.
    const knockout = finished(
      FOOTBALL,
      { home: 2, away: 1 },
      { result: { regulationScore: { home: 1, away: 1 }, winner: 2, subGames: [] } },
    );
    expect(gradeLeg(knockout, leg(G.result1x2, T.draw))).toBe('won');
    expect(gradeLeg(knockout, leg(G.total, T.over, 2.5))).toBe('lost');
    expect(gradeLeg(knockout, leg(G.overallWinner, T.home))).toBe('lost');
    expect(gradeLeg(knockout, leg(G.overallWinner, T.away))).toBe('won');
  });

  it('settles a half on its own score', () => {
    const firstHalf = GAME_ID + 2 ** 28;
    const game = finished(
      FOOTBALL,
      { home: 2, away: 1 },
      { result: { winner: 1, subGames: [{ id: firstHalf, score: { home: 0, away: 1 } }] } },
    );
    expect(gradeLeg(game, leg(G.result1x2, T.away, undefined, firstHalf))).toBe('won');
    expect(gradeLeg(game, leg(G.total, T.under, 1.5, firstHalf))).toBe('won');
    // A sub-game the result does not name cannot be known: void, never lost.
    expect(gradeLeg(game, leg(G.result1x2, T.away, undefined, firstHalf + 2 ** 28))).toBe('void');
  });

  it('settles a statistics sub-game (corners) on its counts', () => {
    const corners = GAME_ID + 3 * 2 ** 28;
    const game = finished(
      FOOTBALL,
      { home: 0, away: 0 },
      { result: { winner: 0, subGames: [{ id: corners, score: { home: 7, away: 3 } }] } },
    );
    expect(gradeLeg(game, leg(G.total, T.over, 9.5, corners))).toBe('won');
    expect(gradeLeg(game, leg(G.handicap, T.handicapHome, -4, corners))).toBe('void');
  });
});

describe('grading other sports', () => {
  it('settles hockey on 60 minutes, and its overall winner with the shoot-out', () => {
    const shootout = finished(
      HOCKEY,
      { home: 3, away: 2 },
      { result: { regulationScore: { home: 2, away: 2 }, winner: 1, subGames: [] } },
    );
    expect(gradeLeg(shootout, leg(G.result1x2, T.draw))).toBe('won');
    expect(gradeLeg(shootout, leg(G.handicap, T.handicapHome, -0.5))).toBe('lost');
    expect(gradeLeg(shootout, leg(G.overallWinner, T.home))).toBe('won');
  });

  it('settles a two-way winner of a sport without draws, and a set on its games', () => {
    const set2 = GAME_ID + 2 * 2 ** 28;
    const tennis = finished(
      TENNIS,
      { home: 1, away: 2 },
      { result: { winner: 2, subGames: [{ id: set2, score: { home: 7, away: 6 } }] } },
    );
    expect(gradeLeg(tennis, leg(G.result1x2, T.home))).toBe('lost');
    expect(gradeLeg(tennis, leg(G.result1x2, T.away))).toBe('won');
    expect(gradeLeg(tennis, leg(G.handicap, T.handicapHome, 1.5))).toBe('won');
    expect(gradeLeg(tennis, leg(G.correctScore, T.correctScore, correctScoreLine(1, 2)))).toBe(
      'won',
    );
    expect(gradeLeg(tennis, leg(G.result1x2, T.home, undefined, set2))).toBe('won');
  });

  it('settles a race from its finishing order; a runner not in it did not run', () => {
    const race = finished(
      HORSE_RACING,
      { home: 3, away: 0 },
      {
        live: {
          score: { home: 3, away: 0 },
          periodScores: [],
          info: [{ key: 'order', value: '3,1,5,2' }],
        },
      },
    );
    const runner = (group: number, n: number) =>
      gradeLeg(race, leg(group, RACE_RUNNER_TYPE_BASE + n));
    expect([1, 2, 3, 4, 5].map((n) => runner(G.raceWinner, n))).toEqual([
      'lost',
      'lost',
      'won',
      'void',
      'lost',
    ]);
    expect([1, 2, 3, 4, 5].map((n) => runner(G.racePlace, n))).toEqual([
      'won',
      'lost',
      'won',
      'void',
      'won',
    ]);
  });
});

describe('grading a fight', () => {
  const fight = (method: string, score: Score, rounds: number, roundsFought: number) =>
    finished(MMA, score, {
      live: {
        score,
        periodScores: Array.from({ length: rounds }, (_, i) => ({
          period: i + 1,
          score: { home: 0, away: 0 },
        })),
        info: [{ key: LIVE_INFO_KEY.method, value: method }],
      },
      result: {
        winner: score.home > score.away ? 1 : score.away > score.home ? 2 : 0,
        roundsFought,
        subGames: [],
      },
    });

  it('settles a knockout in round 2', () => {
    const ko = fight('ko', { home: 1, away: 0 }, 2, 1.7);
    expect(gradeLeg(ko, leg(G.result1x2, T.home))).toBe('won');
    expect(gradeLeg(ko, leg(G.methodOfVictory, T.winByKnockout))).toBe('won');
    expect(gradeLeg(ko, leg(G.methodOfVictory, T.winByDecision))).toBe('lost');
    expect(gradeLeg(ko, leg(G.fightDistance, T.bothScoreNo))).toBe('won');
    expect(gradeLeg(ko, leg(G.fightEndRound, FIGHT_ROUND_TYPE_BASE + 2))).toBe('won');
    expect(gradeLeg(ko, leg(G.fightEndRound, T.winByDecision))).toBe('lost');
    expect(gradeLeg(ko, leg(G.total, T.over, 1.5))).toBe('won');
    expect(gradeLeg(ko, leg(G.total, T.under, 2.5))).toBe('won');
  });

  it('voids the winner, method and round of a draw; it went the distance', () => {
    const draw = fight('decision', { home: 0, away: 0 }, 3, 3);
    expect(gradeLeg(draw, leg(G.result1x2, T.home))).toBe('void');
    expect(gradeLeg(draw, leg(G.methodOfVictory, T.winByDecision))).toBe('void');
    expect(gradeLeg(draw, leg(G.fightEndRound, T.winByDecision))).toBe('void');
    expect(gradeLeg(draw, leg(G.fightDistance, T.bothScoreYes))).toBe('won');
    expect(gradeLeg(draw, leg(G.total, T.over, 2.5))).toBe('won');
  });

  it('voids every fight market of a no contest', () => {
    const noContest = fight('noContest', { home: 0, away: 0 }, 1, 0.4);
    expect(gradeLeg(noContest, leg(G.result1x2, T.away))).toBe('void');
    expect(gradeLeg(noContest, leg(G.methodOfVictory, T.winByKnockout))).toBe('void');
    expect(gradeLeg(noContest, leg(G.fightDistance, T.bothScoreNo))).toBe('void');
  });
});

describe('grading a game that is not settled', () => {
  it('knows nothing before the result, voids everything of a cancelled game', () => {
    const closing = {
      ...finished(FOOTBALL, { home: 1, away: 0 }),
      status: GAME_STATUS.BETS_ARE_NO_LONGER_ACCEPTED,
    };
    const cancelled = { ...finished(FOOTBALL, { home: 1, away: 0 }), status: GAME_STATUS.CANCELED };
    expect(gradeLeg(closing, leg(G.result1x2, T.home))).toBeUndefined();
    expect(gradeLeg(cancelled, leg(G.result1x2, T.home))).toBe('void');
  });

  it('voids an outcome it does not know', () => {
    const game = finished(FOOTBALL, { home: 1, away: 0 });
    expect(gradeLeg(game, leg(999, 1))).toBe('void');
    expect(gradeLeg(game, leg(G.total, T.home, 2.5))).toBe('void');
    expect(gradeLeg(game, leg(G.methodOfVictory, T.winByKnockout))).toBe('void');
  });
});

/*
 * Real games: every outcome offered before the start, graded once the simulator finished the
 * game. Within each market exactly the outcomes the score allows win.
 */
describe('grading the simulator’s finished games', () => {
  const OFFERED_AT = TEST_INSTANT.getTime();
  const SETTLED_AT = OFFERED_AT + 36 * 3600 * 1000;
  const offered = new Map<
    number,
    { game: SourceGame; legs: { leg: GradedLeg; outcome: SourceOutcome }[] }
  >();
  const graded: { game: SourceGame; market: string; results: LegResult[]; legs: GradedLeg[] }[] =
    [];

  beforeAll(async () => {
    const before = await createFeedSimulator({ seed: 11, speed: 1, size: 'small' }).load(
      new Date(OFFERED_AT),
    );
    for (const game of before.games) {
      if (game.status !== GAME_STATUS.BETS_ARE_BEING_ACCEPTED || game.isLive) continue;
      const legs = [
        ...game.outcomes.map((outcome) => ({ leg: legOf(game.id, outcome), outcome })),
        ...game.subGames.flatMap((sub) =>
          sub.outcomes.map((outcome) => ({ leg: legOf(sub.id, outcome), outcome })),
        ),
      ];
      offered.set(game.id, { game, legs });
    }
    const after = await createFeedSimulator({ seed: 11, speed: 1, size: 'small' }).load(
      new Date(SETTLED_AT),
    );
    for (const game of after.games) {
      const entry = offered.get(game.id);
      if (!entry || (game.status !== GAME_STATUS.SETTLED && game.status !== GAME_STATUS.CANCELED))
        continue;
      const markets = new Map<string, { results: LegResult[]; legs: GradedLeg[] }>();
      for (const { leg: l, outcome } of entry.legs) {
        const key = marketKey(l, outcome);
        const market = markets.get(key) ?? { results: [], legs: [] };
        const result = gradeLeg(game, l);
        expect(result, `game ${game.id} ${key} type ${l.type}`).toBeDefined();
        market.results.push(result as LegResult);
        market.legs.push(l);
        markets.set(key, market);
      }
      for (const [market, { results, legs }] of markets)
        graded.push({ game, market, results, legs });
    }
  });

  it('finishes games of every kind of market', () => {
    expect(new Set(graded.map((g) => g.game.id)).size).toBeGreaterThan(20);
    const groups = new Set(graded.map((g) => g.legs[0]?.group));
    for (const group of [
      G.result1x2,
      G.handicap,
      G.total,
      G.correctScore,
      G.raceWinner,
      G.methodOfVictory,
    ])
      expect(groups, `group ${group}`).toContain(group);
  });

  it('wins exactly the outcomes the result allows in each market', () => {
    for (const { game, market, results, legs } of graded) {
      const where = `game ${game.id} (sport ${game.sportId}) market ${market}: ${results.join(',')}`;
      if (game.status === GAME_STATUS.CANCELED) {
        expect(
          results.every((r) => r === 'void'),
          where,
        ).toBe(true);
        continue;
      }
      expect(consistent(legs[0]?.group ?? 0, results), where).toBe(true);
    }
  });

  it('splits some quarter lines into half results', () => {
    const quarterResults = graded
      .filter(({ legs }) =>
        legs.some((l) => l.param !== undefined && Math.abs((l.param * 4) % 2) === 1),
      )
      .flatMap((g) => g.results);
    expect(quarterResults.length).toBeGreaterThan(0);
    expect(quarterResults.some((r) => r === 'half_won' || r === 'half_lost')).toBe(true);
  });
});

function legOf(gameId: number, outcome: SourceOutcome): GradedLeg {
  return {
    gameId,
    group: outcome.group,
    type: outcome.type,
    ...(outcome.line === undefined ? {} : { param: outcome.line }),
  };
}

/** One market per group and line; a handicap's away side is keyed by the home line it mirrors. */
function marketKey(leg: GradedLeg, outcome: SourceOutcome): string {
  const mirrored = leg.group === G.handicap && outcome.type === T.handicapAway;
  const whole =
    leg.group === G.correctScore || leg.group === G.raceWinner || leg.group === G.racePlace;
  const line = whole ? '' : mirrored ? -(leg.param ?? 0) : (leg.param ?? '');
  return `${leg.gameId}:${leg.group}:${line}`;
}

const OPPOSITE: Readonly<Record<LegResult, LegResult>> = {
  won: 'lost',
  lost: 'won',
  void: 'void',
  half_won: 'half_lost',
  half_lost: 'half_won',
};

function count(results: readonly LegResult[], result: LegResult): number {
  return results.filter((r) => r === result).length;
}

/** The results of one market agree with a single result of the game. */
function consistent(group: number, results: readonly LegResult[]): boolean {
  const allVoid = results.every((r) => r === 'void');
  switch (group) {
    case G.doubleChance:
      return count(results, 'won') === 2 && count(results, 'lost') === 1;
    case G.correctScore:
      return (
        count(results, 'won') <= 1 &&
        count(results, 'won') + count(results, 'lost') === results.length
      );
    case G.racePlace:
      return count(results, 'won') === Math.min(3, results.length) || allVoid;
    case G.result1x2:
    case G.overallWinner:
    case G.raceWinner:
    case G.methodOfVictory:
    case G.fightEndRound:
      return (
        allVoid || (count(results, 'won') === 1 && count(results, 'lost') === results.length - 1)
      );
    default: {
      // Two sides of one line: opposite results, or both void on a push.
      const [first, second] = results;
      return results.length === 2 && first !== undefined && second === OPPOSITE[first];
    }
  }
}
