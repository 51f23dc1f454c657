import type { LocalizedName } from '@arenabet/reference/localized';
import type { FeedLiveScore, FeedScorePair } from './feed-wire.ts';
import { PENALTIES_TEXT, SHOOTOUT_TEXT } from './period-words.ts';
import { sportTerms } from './sport-terms.ts';

/*
 * The scoreboard beyond the score: the live extras (`SC.S`) a game sends, and the short labels
 * of its period columns (1 2 3 OT SO). A football shoot-out is not part of the score (the score
 * is the one after extra time), so it comes as an extra of its own; a hockey shoot-out is a
 * period whose winner is credited one goal, as the NHL and the KHL record it, and its attempts
 * come as an extra too.
 */

/** Keys of the live extras the simulator sends; a provider may send others, shown as they come. */
export const LIVE_INFO_KEY = {
  /** 1 or 2: who serves next (tennis, volleyball, table tennis). */
  serve: 'serve',
  /** "3:2": attempts scored in a hockey shoot-out so far. */
  shootout: 'shootout',
  /** "4:3": kicks scored in a football penalty shoot-out so far. */
  penalties: 'penalties',
  /** "1" or "2": who won a cricket super over after a tie. */
  superOver: 'superOver',
  /** "3": the series is played best of this many maps or sets. */
  bestOf: 'bestOf',
  /** "ko", "submission", "decision": how a fight ended. */
  method: 'method',
} as const;

function infoValue(live: Pick<FeedLiveScore, 'info'>, key: string): string | undefined {
  return live.info.find((item) => item.key === key)?.value;
}

/** An extra written "home:away" ("4:3"), or undefined when absent or not a score. */
export function infoScore(
  live: Pick<FeedLiveScore, 'info'>,
  key: string,
): FeedScorePair | undefined {
  const match = /^(\d+):(\d+)$/.exec(infoValue(live, key) ?? '');
  return match ? { home: Number(match[1]), away: Number(match[2]) } : undefined;
}

export interface ScoreExtra {
  label: LocalizedName;
  score: FeedScorePair;
}

/** The shoot-out tally the scoreboard shows beside the score, when there is one. */
export function scoreExtras(live: Pick<FeedLiveScore, 'info'>): ScoreExtra[] {
  const extras: ScoreExtra[] = [];
  const penalties = infoScore(live, LIVE_INFO_KEY.penalties);
  if (penalties) extras.push({ label: PENALTIES_TEXT, score: penalties });
  const shootout = infoScore(live, LIVE_INFO_KEY.shootout);
  if (shootout) extras.push({ label: SHOOTOUT_TEXT, score: shootout });
  return extras;
}

/** Who won a cricket super over (a tie stays a tie in the score). */
export function superOverWinner(live: Pick<FeedLiveScore, 'info'>): 1 | 2 | undefined {
  const value = infoValue(live, LIVE_INFO_KEY.superOver);
  return value === '1' ? 1 : value === '2' ? 2 : undefined;
}

const SHORT = {
  overtime: { en: 'OT', ru: 'ОТ', ar: 'إضافي' },
  extraTime: { en: 'ET', ru: 'ДВ', ar: 'إضافي' },
  shootout: { en: 'SO', ru: 'Буллиты', ar: 'ترجيح' },
} as const satisfies Record<string, LocalizedName>;

function numbered(label: LocalizedName, n: number | undefined): LocalizedName {
  if (n === undefined) return label;
  return { en: `${label.en}${n}`, ru: `${label.ru}${n}`, ar: `${label.ar} ${n}` };
}

/**
 * A period column's label: its number in regulation time, then "OT" ("OT2", ... in a playoff),
 * "ET1"/"ET2" for football's extra time, and "SO" for the shoot-out period.
 */
export function periodLabel(
  sportId: number,
  period: number,
  live: Pick<FeedLiveScore, 'info' | 'periodScores'>,
): LocalizedName {
  const terms = sportTerms(sportId);
  const plain = String(period);
  if (terms.regulation === undefined || period <= terms.regulation || !terms.extra) {
    return { en: plain, ru: plain, ar: plain };
  }
  const last = Math.max(...live.periodScores.map((p) => p.period));
  if (period === last && infoScore(live, LIVE_INFO_KEY.shootout)) return SHORT.shootout;
  const extra = period - terms.regulation;
  if (terms.extra === 'extraTime') return numbered(SHORT.extraTime, extra);
  const overtimes = last - terms.regulation - (infoScore(live, LIVE_INFO_KEY.shootout) ? 1 : 0);
  return numbered(SHORT.overtime, overtimes > 1 ? extra : undefined);
}
