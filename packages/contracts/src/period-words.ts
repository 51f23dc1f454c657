import type { LocalizedName } from '@arenabet/reference/localized';

/*
 * The words for periods of play in the three reference languages, for the feed's period texts,
 * sub-game names, the chronology and the scoreboard alike. Russian writes "1-й тайм" / "1-я
 * четверть" after the noun's gender (and "1-го тайма" / "1-й четверти" in the genitive); Arabic
 * puts the ordinal after the noun and agrees it in gender.
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
  | 'race'
  | 'frame'
  | 'overtime';

interface UnitWords {
  /** English: "1st half" (ordinal) or "Map 1" (numbered). */
  en: string;
  enNumbered: boolean;
  ru: string;
  /** Russian genitive, for "End of the 2nd map": «Конец 2-й карты». */
  ruGenitive: string;
  ruFeminine: boolean;
  ar: string;
  arFeminine: boolean;
}

function words(
  en: string,
  enNumbered: boolean,
  [ru, ruGenitive, gender]: readonly [string, string, 'm' | 'f'],
  [ar, arGender]: readonly [string, 'm' | 'f'],
): UnitWords {
  return {
    en,
    enNumbered,
    ru,
    ruGenitive,
    ruFeminine: gender === 'f',
    ar,
    arFeminine: arGender === 'f',
  };
}

const UNITS: Readonly<Record<PeriodUnit, UnitWords>> = {
  half: words('half', false, ['тайм', 'тайма', 'm'], ['الشوط', 'm']),
  period: words('period', false, ['период', 'периода', 'm'], ['الفترة', 'f']),
  quarter: words('quarter', false, ['четверть', 'четверти', 'f'], ['الربع', 'm']),
  set: words('set', false, ['сет', 'сета', 'm'], ['المجموعة', 'f']),
  // A game of table tennis, which Russian calls a «партия» (a tennis game is a «гейм»).
  game: words('game', false, ['партия', 'партии', 'f'], ['الشوط', 'm']),
  map: words('Map', true, ['карта', 'карты', 'f'], ['الخريطة', 'f']),
  round: words('Round', true, ['раунд', 'раунда', 'm'], ['الجولة', 'f']),
  innings: words('innings', false, ['иннинг', 'иннинга', 'm'], ['الشوط', 'm']),
  race: words('Race', true, ['забег', 'забега', 'm'], ['السباق', 'm']),
  frame: words('frame', false, ['фрейм', 'фрейма', 'm'], ['الإطار', 'm']),
  overtime: words('overtime', false, ['овертайм', 'овертайма', 'm'], ['الوقت الإضافي', 'm']),
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

function arabicName(unit: UnitWords, n: number): string {
  const ordinal = (unit.arFeminine ? AR_FEMININE : AR_MASCULINE)[n - 1];
  return ordinal ? `${unit.ar} ${ordinal}` : `${unit.ar} ${n}`;
}

/** The bare noun of a period: "map" / «карты» (genitive) / «الخريطة», for "Map winner". */
export function periodNoun(unit: PeriodUnit): { en: string; ruGenitive: string; ar: string } {
  const w = UNITS[unit];
  return { en: w.en.toLowerCase(), ruGenitive: w.ruGenitive, ar: w.ar };
}

/** "2nd half" / «2-й тайм» / «الشوط الثاني»; "Map 2" / «2-я карта» / «الخريطة الثانية». */
export function periodName(unit: PeriodUnit, n: number): LocalizedName {
  const w = UNITS[unit];
  return {
    en: w.enNumbered ? `${w.en} ${n}` : `${englishOrdinal(n)} ${w.en}`,
    ru: `${n}-${w.ruFeminine ? 'я' : 'й'} ${w.ru}`,
    ar: arabicName(w, n),
  };
}

/** "End of 2nd half" / «Конец 2-го тайма» / «نهاية الشوط الثاني», for the chronology. */
export function periodEndName(unit: PeriodUnit, n: number): LocalizedName {
  const w = UNITS[unit];
  const en = w.enNumbered ? `${w.en} ${n}` : `${englishOrdinal(n)} ${w.en}`;
  return {
    en: `End of ${en}`,
    ru: `Конец ${n}-${w.ruFeminine ? 'й' : 'го'} ${w.ruGenitive}`,
    ar: `نهاية ${arabicName(w, n)}`,
  };
}

export const BREAK_TEXT: LocalizedName = { en: 'Break', ru: 'Перерыв', ar: 'استراحة' };
export const HALF_TIME_TEXT: LocalizedName = {
  en: 'Half-time',
  ru: 'Перерыв',
  ar: 'استراحة بين الشوطين',
};
export const OVERTIME_TEXT: LocalizedName = { en: 'Overtime', ru: 'Овертайм', ar: 'الوقت الإضافي' };
/** Football's extra time, played in two halves of 15 minutes. */
export const EXTRA_TIME_HALF_TEXTS: readonly [LocalizedName, LocalizedName] = [
  { en: 'Extra time, 1st half', ru: '1-й дополнительный тайм', ar: 'الشوط الإضافي الأول' },
  { en: 'Extra time, 2nd half', ru: '2-й дополнительный тайм', ar: 'الشوط الإضافي الثاني' },
];
export const EXTRA_TIME_HALF_END_TEXTS: readonly [LocalizedName, LocalizedName] = [
  {
    en: 'End of extra time, 1st half',
    ru: 'Конец 1-го дополнительного тайма',
    ar: 'نهاية الشوط الإضافي الأول',
  },
  {
    en: 'End of extra time',
    ru: 'Конец дополнительного времени',
    ar: 'نهاية الأشواط الإضافية',
  },
];
export const SHOOTOUT_END_TEXT: LocalizedName = {
  en: 'End of shoot-out',
  ru: 'Конец серии буллитов',
  ar: 'نهاية الضربات الترجيحية',
};
export const EXTRA_TIME_TEXT: LocalizedName = {
  en: 'Extra time',
  ru: 'Дополнительное время',
  ar: 'الأشواط الإضافية',
};
/** A football penalty shoot-out. */
export const PENALTIES_TEXT: LocalizedName = {
  en: 'Penalties',
  ru: 'Серия пенальти',
  ar: 'ركلات الترجيح',
};
/** An ice hockey shoot-out («буллиты»). */
export const SHOOTOUT_TEXT: LocalizedName = {
  en: 'Shoot-out',
  ru: 'Буллиты',
  ar: 'الضربات الترجيحية',
};
export const SUPER_OVER_TEXT: LocalizedName = {
  en: 'Super over',
  ru: 'Супер-овер',
  ar: 'السوبر أوفر',
};
export const GAME_OVER_TEXT: LocalizedName = {
  en: 'Game over',
  ru: 'Игра завершена',
  ar: 'انتهت المباراة',
};

/** The overtime being played: "Overtime", then "2nd overtime" in a playoff game. */
export function overtimeText(n: number): LocalizedName {
  return n <= 1 ? OVERTIME_TEXT : periodName('overtime', n);
}
