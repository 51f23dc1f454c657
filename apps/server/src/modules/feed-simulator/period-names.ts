/*
 * The period words moved to packages/contracts (period-words.ts), where the web app reads them
 * too; the simulator keeps importing them from here.
 */
export {
  BREAK_TEXT,
  EXTRA_TIME_HALF_TEXTS,
  GAME_OVER_TEXT,
  HALF_TIME_TEXT,
  OVERTIME_TEXT,
  overtimeText,
  PENALTIES_TEXT,
  type PeriodUnit,
  periodName,
  SHOOTOUT_TEXT,
} from '@arenabet/contracts';
