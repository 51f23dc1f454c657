import type { LocalizedName } from './localized.ts';

// Places and champ regions that betting lines list as countries but ISO 3166-1 does not.
// Ids continue after the frozen ISO table and are frozen the same way: append, never renumber.
// Codes come only from ISO's user-assigned ranges (AA, QM-QZ, XA-XZ, ZZ), so they can never
// collide with a real country code; they mean nothing outside this site. Kosovo is not here:
// i18n-iso-countries already carries it as XK, so it sits in the ISO table.
export type NonIsoKind = 'territory' | 'region';

export interface NonIsoCountry {
  readonly id: number;
  readonly code: string;
  readonly kind: NonIsoKind;
  readonly names: LocalizedName;
}

export const NON_ISO_COUNTRIES: readonly NonIsoCountry[] = [
  // UK home nations play as separate national teams; GB stays the United Kingdom.
  { id: 251, code: 'XE', kind: 'territory', names: { ru: 'Англия', en: 'England', ar: 'إنجلترا' } },
  {
    id: 252,
    code: 'XS',
    kind: 'territory',
    names: { ru: 'Шотландия', en: 'Scotland', ar: 'اسكتلندا' },
  },
  { id: 253, code: 'XW', kind: 'territory', names: { ru: 'Уэльс', en: 'Wales', ar: 'ويلز' } },
  // XI is also what HMRC and the EU use for Northern Ireland since 2021.
  {
    id: 254,
    code: 'XI',
    kind: 'territory',
    names: { ru: 'Северная Ирландия', en: 'Northern Ireland', ar: 'أيرلندا الشمالية' },
  },
  {
    id: 255,
    code: 'XA',
    kind: 'territory',
    names: { ru: 'Абхазия', en: 'Abkhazia', ar: 'أبخازيا' },
  },
  {
    id: 256,
    code: 'XC',
    kind: 'territory',
    names: { ru: 'Северный Кипр', en: 'Northern Cyprus', ar: 'قبرص الشمالية' },
  },
  {
    id: 257,
    code: 'XT',
    kind: 'territory',
    names: { ru: 'Приднестровье', en: 'Transnistria', ar: 'ترانسنيستريا' },
  },
  // XL, not XS: Scotland took XS first.
  {
    id: 258,
    code: 'XL',
    kind: 'territory',
    names: { ru: 'Сомалиленд', en: 'Somaliland', ar: 'أرض الصومال' },
  },
  // ISO's own IC for the Canary Islands is an exceptional reservation, outside the ranges we use.
  {
    id: 259,
    code: 'XN',
    kind: 'territory',
    names: { ru: 'Канарские острова', en: 'Canary Islands', ar: 'جزر الكناري' },
  },
  // The Basque and Catalan sides play friendlies that lines carry under their own flag.
  {
    id: 260,
    code: 'XB',
    kind: 'territory',
    names: { ru: 'Страна Басков', en: 'Basque Country', ar: 'إقليم الباسك' },
  },
  {
    id: 261,
    code: 'XG',
    kind: 'territory',
    names: { ru: 'Каталония', en: 'Catalonia', ar: 'كتالونيا' },
  },
  // Zanzibar is a CAF associate member with its own national team, apart from Tanzania.
  {
    id: 262,
    code: 'XZ',
    kind: 'territory',
    names: { ru: 'Занзибар', en: 'Zanzibar', ar: 'زنجبار' },
  },
  // Champ regions: competitions that belong to no single country.
  { id: 263, code: 'AA', kind: 'region', names: { ru: 'Мир', en: 'World', ar: 'العالم' } },
  {
    id: 264,
    code: 'QM',
    kind: 'region',
    names: { ru: 'Международные', en: 'International', ar: 'دولي' },
  },
  { id: 265, code: 'QU', kind: 'region', names: { ru: 'Европа', en: 'Europe', ar: 'أوروبا' } },
  { id: 266, code: 'QS', kind: 'region', names: { ru: 'Азия', en: 'Asia', ar: 'آسيا' } },
  { id: 267, code: 'QR', kind: 'region', names: { ru: 'Африка', en: 'Africa', ar: 'أفريقيا' } },
  {
    id: 268,
    code: 'QT',
    kind: 'region',
    names: { ru: 'Южная Америка', en: 'South America', ar: 'أمريكا الجنوبية' },
  },
  {
    id: 269,
    code: 'QN',
    kind: 'region',
    names: {
      ru: 'Северная и Центральная Америка',
      en: 'North and Central America',
      ar: 'أمريكا الشمالية والوسطى',
    },
  },
  // QO is also CLDR's "Outlying Oceania".
  {
    id: 270,
    code: 'QO',
    kind: 'region',
    names: { ru: 'Океания', en: 'Oceania', ar: 'أوقيانوسيا' },
  },
  {
    id: 271,
    code: 'QV',
    kind: 'region',
    names: { ru: 'Северная Америка', en: 'North America', ar: 'أمريكا الشمالية' },
  },
  {
    id: 272,
    code: 'QW',
    kind: 'region',
    names: { ru: 'Центральная Америка', en: 'Central America', ar: 'أمريكا الوسطى' },
  },
  {
    id: 273,
    code: 'QY',
    kind: 'region',
    names: { ru: 'Карибский бассейн', en: 'Caribbean', ar: 'منطقة الكاريبي' },
  },
  {
    id: 274,
    code: 'QX',
    kind: 'region',
    names: { ru: 'Латинская Америка', en: 'Latin America', ar: 'أمريكا اللاتينية' },
  },
  {
    id: 275,
    code: 'QQ',
    kind: 'region',
    names: { ru: 'Ближний Восток', en: 'Middle East', ar: 'الشرق الأوسط' },
  },
  {
    id: 276,
    code: 'QP',
    kind: 'region',
    names: { ru: 'Арабский мир', en: 'Arab World', ar: 'العالم العربي' },
  },
  {
    id: 277,
    code: 'XR',
    kind: 'region',
    names: { ru: 'СНГ', en: 'CIS', ar: 'رابطة الدول المستقلة' },
  },
  {
    id: 278,
    code: 'XD',
    kind: 'region',
    names: { ru: 'Скандинавия', en: 'Scandinavia', ar: 'إسكندنافيا' },
  },
  {
    id: 279,
    code: 'XF',
    kind: 'region',
    names: { ru: 'Прибалтика', en: 'Baltic States', ar: 'دول البلطيق' },
  },
  { id: 280, code: 'XH', kind: 'region', names: { ru: 'Балканы', en: 'Balkans', ar: 'البلقان' } },
  {
    id: 281,
    code: 'XJ',
    kind: 'region',
    names: { ru: 'Центральная Азия', en: 'Central Asia', ar: 'آسيا الوسطى' },
  },
  {
    id: 282,
    code: 'XM',
    kind: 'region',
    names: { ru: 'Юго-Восточная Азия', en: 'Southeast Asia', ar: 'جنوب شرق آسيا' },
  },
  {
    id: 283,
    code: 'XP',
    kind: 'region',
    names: { ru: 'Восточная Азия', en: 'East Asia', ar: 'شرق آسيا' },
  },
  {
    id: 284,
    code: 'XQ',
    kind: 'region',
    names: { ru: 'Западная Азия', en: 'West Asia', ar: 'غرب آسيا' },
  },
  {
    id: 285,
    code: 'XU',
    kind: 'region',
    names: { ru: 'Южная Азия', en: 'South Asia', ar: 'جنوب آسيا' },
  },
  {
    id: 286,
    code: 'XV',
    kind: 'region',
    names: { ru: 'Страны Персидского залива', en: 'Gulf States', ar: 'دول الخليج' },
  },
  // ZZ is "unknown region" in CLDR too: champs that fit no country or region above.
  { id: 287, code: 'ZZ', kind: 'region', names: { ru: 'Другие', en: 'Other', ar: 'أخرى' } },
];
