import type { LocalizedName } from '@arenabet/reference/localized';
import { MARKET_GROUP, marketGroupEntry } from './feed-markets.ts';
import { periodNoun } from './period-words.ts';
import { type ScoreUnit, type SportTerms, scoreUnitWords, sportTerms } from './sport-terms.ts';

/*
 * A market's title in its sport's words: the dictionary (GetMarketsZip) names a group once for
 * every sport ("Total"), a game's page names it for the game ("Total maps" for a CS2 match,
 * "Total rounds" for one of its maps, "Total (regulation time)" for ice hockey). The server and
 * the web app both take titles from here.
 */

/** The whole match, or one of its periods (a sub-game: a half, a set, a map). */
export type MarketScope = 'match' | 'period';

const G = MARKET_GROUP;

/** Hockey's match markets other than the overall winner are of regulation time. */
const REGULATION_GROUPS: ReadonlySet<number> = new Set([
  G.result1x2,
  G.handicap,
  G.doubleChance,
  G.total,
  G.bothTeamsToScore,
  G.individualTotalHome,
  G.individualTotalAway,
  G.correctScore,
]);
/** Basketball's match markets that count overtime points. */
const OVERTIME_GROUPS: ReadonlySet<number> = new Set([
  G.result1x2,
  G.handicap,
  G.total,
  G.individualTotalHome,
  G.individualTotalAway,
]);

const REGULATION_TIME: LocalizedName = {
  en: 'regulation time',
  ru: 'основное время',
  ar: 'الوقت الأصلي',
};
const INCLUDING_OVERTIME: LocalizedName = {
  en: 'incl. overtime',
  ru: 'с учётом ОТ',
  ar: 'شاملاً الوقت الإضافي',
};

function withNote(title: LocalizedName, note: LocalizedName): LocalizedName {
  return {
    en: `${title.en} (${note.en})`,
    ru: `${title.ru} (${note.ru})`,
    ar: `${title.ar} (${note.ar})`,
  };
}

function capitalised(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function winnerTitle(terms: SportTerms, scope: MarketScope): LocalizedName | undefined {
  if (scope === 'period') {
    const noun = periodNoun(terms.period);
    return {
      en: `${capitalised(noun.en)} winner`,
      ru: `Победитель ${noun.ruGenitive}`,
      ar: `الفائز ب${noun.ar}`,
    };
  }
  if (terms.period === 'round') {
    return { en: 'Fight winner', ru: 'Победитель боя', ar: 'الفائز بالنزال' };
  }
  if (terms.overtimeCounts) return { en: 'Winner', ru: 'Победитель', ar: 'الفائز' };
  if (terms.draws) return undefined;
  return { en: 'Match winner', ru: 'Победитель матча', ar: 'الفائز بالمباراة' };
}

function unitTitle(group: number, unit: ScoreUnit): LocalizedName | undefined {
  const w = scoreUnitWords(unit);
  switch (group) {
    case G.handicap:
      return {
        en: `${capitalised(w.enOne)} handicap`,
        ru: `Фора по ${w.ruDative}`,
        ar: `هانديكاب ${w.ar}`,
      };
    case G.total:
      return { en: `Total ${w.en}`, ru: `Тотал ${w.ruGenitive}`, ar: `مجموع ${w.ar}` };
    case G.correctScore:
      return {
        en: `Correct score (${w.en})`,
        ru: `Точный счёт по ${w.ruDative}`,
        ar: `النتيجة الصحيحة (${w.ar})`,
      };
    case G.individualTotalHome:
      return {
        en: `Home team total ${w.en}`,
        ru: `Индивидуальный тотал ${w.ruGenitive} 1`,
        ar: `مجموع ${w.ar} للفريق المضيف`,
      };
    case G.individualTotalAway:
      return {
        en: `Away team total ${w.en}`,
        ru: `Индивидуальный тотал ${w.ruGenitive} 2`,
        ar: `مجموع ${w.ar} للفريق الضيف`,
      };
    default:
      return undefined;
  }
}

function overallWinnerTitle(terms: SportTerms): LocalizedName | undefined {
  if (terms.decider === 'shootout') {
    return {
      en: 'Winner incl. overtime and shoot-out',
      ru: 'Победитель с учётом ОТ и буллитов',
      ar: 'الفائز شاملاً الوقت الإضافي والضربات الترجيحية',
    };
  }
  if (terms.decider === 'penalties') return { en: 'To qualify', ru: 'Проход', ar: 'التأهل' };
  return undefined;
}

function sportTitle(group: number, terms: SportTerms, scope: MarketScope) {
  if (group === G.result1x2 && !terms.draws) return winnerTitle(terms, scope);
  if (group === G.overallWinner) return overallWinnerTitle(terms);
  if (terms.impliedUnit) return undefined;
  return unitTitle(group, scope === 'match' ? terms.score : terms.periodScore);
}

/** A market's title for a game of this sport; undefined for a group the dictionary lacks. */
export function marketTitle(
  group: number,
  sportId: number,
  scope: MarketScope = 'match',
): LocalizedName | undefined {
  const terms = sportTerms(sportId);
  const title = sportTitle(group, terms, scope) ?? marketGroupEntry(group)?.names;
  if (!title || scope === 'period') return title;
  if (terms.regulationMarkets && REGULATION_GROUPS.has(group))
    return withNote(title, REGULATION_TIME);
  if (terms.overtimeCounts && OVERTIME_GROUPS.has(group))
    return withNote(title, INCLUDING_OVERTIME);
  return title;
}
