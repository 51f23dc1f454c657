import { randomInt } from 'node:crypto';

/*
 * Vitest global setup: each run of the unit suite happens at its own wall-clock instant, in its
 * own time zone and locale, so a test that reads any of them fails on some run instead of on
 * some future date. Workers inherit the choice through the environment; shift-wall-clock.ts
 * moves their Date to the chosen instant. The line printed at start replays a failed run.
 */

/** Zones far from UTC, with half and quarter hours and both date lines. */
const FAR_ZONES = [
  'Pacific/Kiritimati',
  'Pacific/Pago_Pago',
  'Pacific/Chatham',
  'Asia/Kathmandu',
  'America/St_Johns',
  'Australia/Eucla',
  'America/Adak',
  'Asia/Tehran',
] as const;

/** Locales whose digits, separators or case rules differ from English. */
const LOCALES = [
  'ar_EG.UTF-8',
  'tr_TR.UTF-8',
  'de_CH.UTF-8',
  'hi_IN.UTF-8',
  'fa_IR.UTF-8',
] as const;

const EARLIEST = Date.UTC(2025, 0, 1);
const LATEST = Date.UTC(2041, 0, 1);

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)] as T;
}

function randomInstant(): string {
  const span = (LATEST - EARLIEST) / 1000;
  return new Date(EARLIEST + randomInt(span) * 1000).toISOString();
}

export default function setup(): void {
  const env = process.env;
  env.TEST_NOW ||= randomInstant();
  if (Number.isNaN(Date.parse(env.TEST_NOW)))
    throw new Error(`TEST_NOW is not an instant: ${env.TEST_NOW}`);
  env.TZ ||= pick(FAR_ZONES);
  env.TEST_LOCALE ||= pick(LOCALES);
  env.LANG = env.TEST_LOCALE;
  env.LC_ALL = env.TEST_LOCALE;
  console.log(
    `Unit tests run with the wall clock at TEST_NOW=${env.TEST_NOW}, TZ=${env.TZ}, ` +
      `TEST_LOCALE=${env.TEST_LOCALE} (set the three to replay this run)`,
  );
}
