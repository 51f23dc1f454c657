import { MARKET_GROUP, OUTCOME_TYPE, oddsText } from '@arenabet/contracts';
import { GAME_STATUS } from '@arenabet/reference/games';
import type { SourceChamp, SourceGame, SourceOutcome, SourceTeam } from './source.ts';

/*
 * Hand-made games for the unit tests of pure parts (markets, deltas, snapshot), where exact
 * odds and lines make the expected answer obvious. Route and service tests use the simulator.
 */

export function outcome(
  group: number,
  type: number,
  odds: number,
  extra: { line?: number; locked?: boolean } = {},
): SourceOutcome {
  return {
    group,
    type,
    odds,
    oddsText: oddsText(odds),
    ...(extra.line === undefined ? {} : { line: extra.line }),
    locked: extra.locked ?? false,
  };
}

const G = MARKET_GROUP;
const T = OUTCOME_TYPE;

/** A football game's markets: 1X2, double chance, two handicap and three total lines, BTTS. */
export function footballOutcomes(): SourceOutcome[] {
  return [
    outcome(G.result1x2, T.home, 2.1),
    outcome(G.result1x2, T.draw, 3.4),
    outcome(G.result1x2, T.away, 3.6),
    outcome(G.doubleChance, T.homeOrDraw, 1.3),
    outcome(G.doubleChance, T.homeOrAway, 1.33),
    outcome(G.doubleChance, T.drawOrAway, 1.75),
    outcome(G.handicap, T.handicapHome, 1.5, { line: 0 }),
    outcome(G.handicap, T.handicapAway, 2.6, { line: 0 }),
    outcome(G.handicap, T.handicapHome, 2.0, { line: -1 }),
    outcome(G.handicap, T.handicapAway, 1.8, { line: 1 }),
    outcome(G.total, T.over, 1.4, { line: 1.5 }),
    outcome(G.total, T.under, 2.9, { line: 1.5 }),
    outcome(G.total, T.over, 1.95, { line: 2.5 }),
    outcome(G.total, T.under, 1.85, { line: 2.5 }),
    outcome(G.total, T.over, 3.1, { line: 3.5 }),
    outcome(G.total, T.under, 1.35, { line: 3.5 }),
    outcome(G.bothTeamsToScore, T.bothScoreYes, 1.8),
    outcome(G.bothTeamsToScore, T.bothScoreNo, 1.95),
  ];
}

export function fixtureGame(overrides: Partial<SourceGame> = {}): SourceGame {
  return {
    id: 1001,
    sportId: 1,
    champId: 11,
    homeTeamId: 101,
    awayTeamId: 102,
    startsAt: 1_767_268_800,
    priority: 0,
    status: GAME_STATUS.BETS_ARE_BEING_ACCEPTED,
    isLive: false,
    outcomes: footballOutcomes(),
    subGames: [],
    events: [],
    oddsHistory: [],
    ...overrides,
  };
}

export function fixtureChamp(overrides: Partial<SourceChamp> = {}): SourceChamp {
  return {
    id: 11,
    sportId: 1,
    countryId: 1,
    name: { ru: 'Премьер-лига', en: 'Premier League', ar: 'الدوري الممتاز' },
    priority: 10,
    isTop: true,
    seasonId: 2026,
    ...overrides,
  };
}

export function fixtureTeam(id: number, en: string, ru: string, ar: string): SourceTeam {
  return { id, sportId: 1, countryId: 1, name: { en, ru, ar }, players: [] };
}

export const FIXTURE_TEAMS: SourceTeam[] = [
  fixtureTeam(101, 'Northport Rovers', 'Нортпорт Роверс', 'نورثبورت روفرز'),
  fixtureTeam(102, 'Eastfield United', 'Истфилд Юнайтед', 'إيستفيلد يونايتد'),
];

/** The game in play: started, with a score and a running clock. */
export function liveFixture(game: SourceGame, home: number, away: number, seconds: number) {
  return {
    ...game,
    isLive: true,
    live: {
      score: { home, away },
      periodScores: [{ period: 1, score: { home, away } }],
      period: 1,
      periodText: { ru: '1-й тайм', en: '1st half', ar: 'الشوط الأول' },
      timerSeconds: seconds,
      info: [],
    },
  } satisfies SourceGame;
}
