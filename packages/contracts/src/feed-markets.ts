import { type LocalizedName, nameIn } from '@arenabet/reference/localized';
import { periodName } from './period-words.ts';

/*
 * Market groups (`G`) and outcome types (`T`) of the public feed format. The first five groups
 * and their types are the ones third-party tools for this family of sites already read; the rest
 * were assigned here and are frozen, because ids sit in coupons, bets and tools' configuration.
 */
export const MARKET_GROUP = {
  /**
   * The match result. A match that cannot end in a draw (tennis, volleyball, MMA, esports, ...)
   * is priced here too, with types 1 and 3 and no 2, as the family prices it: aggregators look
   * for the winner in group 1 and nowhere else.
   */
  result1x2: 1,
  handicap: 2,
  doubleChance: 8,
  total: 17,
  bothTeamsToScore: 19,
  individualTotalHome: 15,
  individualTotalAway: 62,
  correctScore: 136,
  /** Winner of a race (horse racing): one outcome per runner, `T` = 2000 + runner number. */
  raceWinner: 201,
  /** A runner finishes in the first three. */
  racePlace: 202,
  /**
   * Two-way winner of a game that must have one after a level regulation time: ice hockey
   * including overtime and the shoot-out; a football knockout's side that goes through (extra
   * time, penalties, the aggregate of a second leg). Apart from group 1, which holds the
   * regulation-time 1X2 of these sports.
   */
  overallWinner: 102,
  /** MMA: how the fight ends. */
  methodOfVictory: 210,
  /** MMA: the fight goes the scheduled distance (yes/no). */
  fightDistance: 211,
  /** MMA: the round the fight ends in, or the judges' decision. */
  fightEndRound: 212,
} as const;
export type MarketGroupKey = keyof typeof MARKET_GROUP;
export type MarketGroupId = (typeof MARKET_GROUP)[MarketGroupKey];

export const OUTCOME_TYPE = {
  home: 1,
  draw: 2,
  away: 3,
  homeOrDraw: 4,
  homeOrAway: 5,
  drawOrAway: 6,
  handicapHome: 7,
  handicapAway: 8,
  over: 9,
  under: 10,
  individualOverHome: 11,
  individualUnderHome: 12,
  individualOverAway: 13,
  individualUnderAway: 14,
  bothScoreYes: 180,
  bothScoreNo: 181,
  /** Correct score: the score is in `P` as home + away / 1000 (2:1 is 2.001). */
  correctScore: 731,
  winByKnockout: 1101,
  winBySubmission: 1102,
  winByDecision: 1103,
  /** The fight ends in round n: FIGHT_ROUND_TYPE_BASE + n (1-5). */
  fightEndsRound1: 1201,
  fightEndsRound2: 1202,
  fightEndsRound3: 1203,
  fightEndsRound4: 1204,
  fightEndsRound5: 1205,
} as const;
export type OutcomeTypeKey = keyof typeof OUTCOME_TYPE;

/** The outcome type of "the fight ends in round n" is FIGHT_ROUND_TYPE_BASE + n. */
export const FIGHT_ROUND_TYPE_BASE = 1200;

/** First runner's outcome type of a race market; runner n is RACE_RUNNER_TYPE_BASE + n. */
export const RACE_RUNNER_TYPE_BASE = 2000;

export interface MarketGroupEntry {
  readonly group: number;
  readonly names: LocalizedName;
  /** Outcome types this group can hold, in display order (race runners are not listed). */
  readonly outcomeTypes: readonly number[];
}

function entry(
  group: number,
  outcomeTypes: readonly number[],
  en: string,
  ru: string,
  ar: string,
): MarketGroupEntry {
  return { group, outcomeTypes, names: { en, ru, ar } };
}

const T = OUTCOME_TYPE;
const G = MARKET_GROUP;

/** The market dictionary: the names the dictionary call serves per language. */
export const MARKET_GROUPS: readonly MarketGroupEntry[] = [
  entry(G.result1x2, [T.home, T.draw, T.away], '1X2', 'Исход', 'النتيجة 1X2'),
  entry(
    G.doubleChance,
    [T.homeOrDraw, T.homeOrAway, T.drawOrAway],
    'Double chance',
    'Двойной шанс',
    'فرصة مزدوجة',
  ),
  entry(G.handicap, [T.handicapHome, T.handicapAway], 'Handicap', 'Фора', 'الهانديكاب'),
  entry(G.total, [T.over, T.under], 'Total', 'Тотал', 'المجموع'),
  entry(
    G.bothTeamsToScore,
    [T.bothScoreYes, T.bothScoreNo],
    'Both teams to score',
    'Обе забьют',
    'كلا الفريقين يسجل',
  ),
  entry(
    G.individualTotalHome,
    [T.individualOverHome, T.individualUnderHome],
    'Home team total',
    'Индивидуальный тотал 1',
    'مجموع الفريق المضيف',
  ),
  entry(
    G.individualTotalAway,
    [T.individualOverAway, T.individualUnderAway],
    'Away team total',
    'Индивидуальный тотал 2',
    'مجموع الفريق الضيف',
  ),
  entry(G.correctScore, [T.correctScore], 'Correct score', 'Точный счёт', 'النتيجة الصحيحة'),
  entry(
    G.overallWinner,
    [T.home, T.away],
    'Winner incl. overtime',
    'Победитель с учётом овертайма',
    'الفائز شاملاً الوقت الإضافي',
  ),
  entry(G.raceWinner, [], 'Race winner', 'Победитель забега', 'الفائز بالسباق'),
  entry(G.racePlace, [], 'Place (top 3)', 'Место (топ-3)', 'المراكز الثلاثة الأولى'),
  entry(
    G.methodOfVictory,
    [T.winByKnockout, T.winBySubmission, T.winByDecision],
    'Method of victory',
    'Способ победы',
    'طريقة الفوز',
  ),
  entry(
    G.fightDistance,
    [T.bothScoreYes, T.bothScoreNo],
    'Fight goes the distance',
    'Бой пройдёт всю дистанцию',
    'النزال يكتمل حتى النهاية',
  ),
  entry(
    G.fightEndRound,
    [
      T.fightEndsRound1,
      T.fightEndsRound2,
      T.fightEndsRound3,
      T.fightEndsRound4,
      T.fightEndsRound5,
      T.winByDecision,
    ],
    'Round the fight ends in',
    'Раунд окончания боя',
    'جولة نهاية النزال',
  ),
];

/** Outcome names; `{line}` is the handicap or total, `{home}`/`{away}` the teams. */
export const OUTCOME_NAMES: Readonly<Record<number, LocalizedName>> = {
  [T.home]: { en: 'W1', ru: 'П1', ar: 'ف1' },
  [T.draw]: { en: 'X', ru: 'Х', ar: 'X' },
  [T.away]: { en: 'W2', ru: 'П2', ar: 'ف2' },
  [T.homeOrDraw]: { en: '1X', ru: '1Х', ar: '1X' },
  [T.homeOrAway]: { en: '12', ru: '12', ar: '12' },
  [T.drawOrAway]: { en: 'X2', ru: 'Х2', ar: 'X2' },
  [T.handicapHome]: { en: 'H1 ({line})', ru: 'Ф1 ({line})', ar: 'هـ1 ({line})' },
  [T.handicapAway]: { en: 'H2 ({line})', ru: 'Ф2 ({line})', ar: 'هـ2 ({line})' },
  [T.over]: { en: 'Over {line}', ru: 'ТБ {line}', ar: 'أكثر من {line}' },
  [T.under]: { en: 'Under {line}', ru: 'ТМ {line}', ar: 'أقل من {line}' },
  [T.individualOverHome]: { en: 'Over {line}', ru: 'ИТБ1 {line}', ar: 'أكثر من {line}' },
  [T.individualUnderHome]: { en: 'Under {line}', ru: 'ИТМ1 {line}', ar: 'أقل من {line}' },
  [T.individualOverAway]: { en: 'Over {line}', ru: 'ИТБ2 {line}', ar: 'أكثر من {line}' },
  [T.individualUnderAway]: { en: 'Under {line}', ru: 'ИТМ2 {line}', ar: 'أقل من {line}' },
  [T.bothScoreYes]: { en: 'Yes', ru: 'Да', ar: 'نعم' },
  [T.bothScoreNo]: { en: 'No', ru: 'Нет', ar: 'لا' },
  [T.correctScore]: { en: '{line}', ru: '{line}', ar: '{line}' },
  [T.winByKnockout]: { en: 'KO/TKO', ru: 'Нокаут', ar: 'ضربة قاضية' },
  [T.winBySubmission]: { en: 'Submission', ru: 'Болевой/удушающий', ar: 'استسلام' },
  [T.winByDecision]: { en: 'Decision', ru: 'Решение судей', ar: 'قرار الحكام' },
  [T.fightEndsRound1]: periodName('round', 1),
  [T.fightEndsRound2]: periodName('round', 2),
  [T.fightEndsRound3]: periodName('round', 3),
  [T.fightEndsRound4]: periodName('round', 4),
  [T.fightEndsRound5]: periodName('round', 5),
};

const groupsById: ReadonlyMap<number, MarketGroupEntry> = new Map(
  MARKET_GROUPS.map((g) => [g.group, g]),
);

export function marketGroupEntry(group: number): MarketGroupEntry | undefined {
  return groupsById.get(group);
}

const groupPlaces: ReadonlyMap<number, number> = new Map(
  MARKET_GROUPS.map((entry, place) => [entry.group, place + 1]),
);

/** A group's place in the dictionary, 1 first; a group it does not know comes after, by id. */
export function marketSortOrder(group: number): number {
  return groupPlaces.get(group) ?? MARKET_GROUPS.length + group;
}

/**
 * Markets of two sides per line: a row is one line with both sides. A handicap's away side
 * carries its own line, the home line negated (H1 -1.5 goes with H2 +1.5); the others share it.
 */
export const TWO_SIDED_LINES: Readonly<
  Record<number, { sides: readonly [number, number]; mirrored: boolean }>
> = {
  [G.handicap]: { sides: [T.handicapHome, T.handicapAway], mirrored: true },
  [G.total]: { sides: [T.over, T.under], mirrored: false },
  [G.individualTotalHome]: {
    sides: [T.individualOverHome, T.individualUnderHome],
    mirrored: false,
  },
  [G.individualTotalAway]: {
    sides: [T.individualOverAway, T.individualUnderAway],
    mirrored: false,
  },
};

/** A correct-score line: 2.001 is 2:1. */
export function correctScoreLine(home: number, away: number): number {
  return home + away / 1000;
}

export function correctScoreOf(line: number): { home: number; away: number } {
  const home = Math.floor(line + 1e-9);
  return { home, away: Math.round((line - home) * 1000) };
}

/** One key per outcome of a game, stable across updates: the coupon and the push use it. */
export function outcomeKey(outcome: { group: number; type: number; line?: number }): string {
  return outcome.line === undefined
    ? `${outcome.group}:${outcome.type}`
    : `${outcome.group}:${outcome.type}:${outcome.line}`;
}

const HANDICAP_TYPES: ReadonlySet<number> = new Set([T.handicapHome, T.handicapAway]);

function lineText(type: number, line: number): string {
  if (type === T.correctScore) {
    const score = correctScoreOf(line);
    return `${score.home}:${score.away}`;
  }
  // A handicap's sign is part of the bet: +1.5 and -1.5 are different bets.
  if (HANDICAP_TYPES.has(type) && line > 0) return `+${line}`;
  return String(line);
}

/**
 * An outcome's name with its line (Over 2.5, H1 (+1.5), 2:1), the same on the page, in the
 * coupon and in the bets history; a race runner by its name when the runners are given.
 */
export function outcomeName(
  outcome: { type: number; line?: number },
  language: string,
  runners?: readonly LocalizedName[],
): string {
  if (outcome.type > RACE_RUNNER_TYPE_BASE) {
    const runner = runners?.[outcome.type - RACE_RUNNER_TYPE_BASE - 1];
    return runner ? nameIn(runner, language) : `#${outcome.type - RACE_RUNNER_TYPE_BASE}`;
  }
  const names = OUTCOME_NAMES[outcome.type];
  if (!names) return '';
  const line = outcome.line === undefined ? '' : lineText(outcome.type, outcome.line);
  return nameIn(names, language).replace('{line}', line);
}
