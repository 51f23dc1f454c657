import type { LocalizedName } from '@arenabet/reference/localized';

/*
 * Period texts in the three reference languages. Russian writes "1-й тайм" / "1-я четверть"
 * after the noun's gender; Arabic puts the ordinal after the noun and agrees it in gender.
 */

export type PeriodUnit =
  | 'half'
  | 'period'
  | 'quarter'
  | 'set'
  | 'game'
  | 'map'
  | 'round'
  | 'innings'
  | 'race';

interface UnitWords {
  /** English: "1st half" (ordinal) or "Map 1" (numbered). */
  en: string;
  enNumbered: boolean;
  ru: string;
  ruFeminine: boolean;
  ar: string;
  arFeminine: boolean;
}

const UNITS: Readonly<Record<PeriodUnit, UnitWords>> = {
  half: {
    en: 'half',
    enNumbered: false,
    ru: 'тайм',
    ruFeminine: false,
    ar: 'الشوط',
    arFeminine: false,
  },
  period: {
    en: 'period',
    enNumbered: false,
    ru: 'период',
    ruFeminine: false,
    ar: 'الفترة',
    arFeminine: true,
  },
  quarter: {
    en: 'quarter',
    enNumbered: false,
    ru: 'четверть',
    ruFeminine: true,
    ar: 'الربع',
    arFeminine: false,
  },
  set: {
    en: 'set',
    enNumbered: false,
    ru: 'сет',
    ruFeminine: false,
    ar: 'المجموعة',
    arFeminine: true,
  },
  game: {
    en: 'game',
    enNumbered: false,
    ru: 'партия',
    ruFeminine: true,
    ar: 'الشوط',
    arFeminine: false,
  },
  map: {
    en: 'Map',
    enNumbered: true,
    ru: 'карта',
    ruFeminine: true,
    ar: 'الخريطة',
    arFeminine: true,
  },
  round: {
    en: 'Round',
    enNumbered: true,
    ru: 'раунд',
    ruFeminine: false,
    ar: 'الجولة',
    arFeminine: true,
  },
  innings: {
    en: 'innings',
    enNumbered: false,
    ru: 'иннинг',
    ruFeminine: false,
    ar: 'الشوط',
    arFeminine: false,
  },
  race: {
    en: 'Race',
    enNumbered: true,
    ru: 'забег',
    ruFeminine: false,
    ar: 'السباق',
    arFeminine: false,
  },
};

const AR_MASCULINE = [
  'الأول',
  'الثاني',
  'الثالث',
  'الرابع',
  'الخامس',
  'السادس',
  'السابع',
  'الثامن',
  'التاسع',
  'العاشر',
];
const AR_FEMININE = [
  'الأولى',
  'الثانية',
  'الثالثة',
  'الرابعة',
  'الخامسة',
  'السادسة',
  'السابعة',
  'الثامنة',
  'التاسعة',
  'العاشرة',
];

function englishOrdinal(n: number): string {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
}

export function periodName(unit: PeriodUnit, n: number): LocalizedName {
  const words = UNITS[unit];
  const arOrdinal = (words.arFeminine ? AR_FEMININE : AR_MASCULINE)[n - 1];
  return {
    en: words.enNumbered ? `${words.en} ${n}` : `${englishOrdinal(n)} ${words.en}`,
    ru: `${n}-${words.ruFeminine ? 'я' : 'й'} ${words.ru}`,
    ar: arOrdinal ? `${words.ar} ${arOrdinal}` : `${words.ar} ${n}`,
  };
}

export const BREAK_TEXT: LocalizedName = { en: 'Break', ru: 'Перерыв', ar: 'استراحة' };
export const HALF_TIME_TEXT: LocalizedName = {
  en: 'Half-time',
  ru: 'Перерыв',
  ar: 'استراحة بين الشوطين',
};
export const OVERTIME_TEXT: LocalizedName = { en: 'Overtime', ru: 'Овертайм', ar: 'الوقت الإضافي' };
export const GAME_OVER_TEXT: LocalizedName = {
  en: 'Game over',
  ru: 'Игра завершена',
  ar: 'انتهت المباراة',
};
