import {
  type ChronoEventWire,
  EXTRA_TIME_HALF_END_TEXTS,
  type FeedEventKind,
  periodEndName,
  SHOOTOUT_END_TEXT,
  sportTerms,
} from '@arenabet/contracts';
import type { LocalizedName, ReferenceLanguage } from '@arenabet/reference/localized';
import type { NameBook } from '../snapshot/game-view.ts';
import type { SourceGame, SourceGameEvent } from '../source.ts';

/** How the chronology names each kind of moment. */
const EVENT_KIND_NAMES: Readonly<Record<FeedEventKind, LocalizedName>> = {
  goal: { en: 'Goal', ru: 'Гол', ar: 'هدف' },
  red_card: { en: 'Red card', ru: 'Красная карточка', ar: 'بطاقة حمراء' },
  yellow_card: { en: 'Yellow card', ru: 'Жёлтая карточка', ar: 'بطاقة صفراء' },
  period_end: { en: 'End of period', ru: 'Конец периода', ar: 'نهاية الشوط' },
  result: { en: 'Final result', ru: 'Итоговый результат', ar: 'النتيجة النهائية' },
  point: { en: 'Point', ru: 'Очко', ar: 'نقطة' },
  dangerous_attack: { en: 'Dangerous attack', ru: 'Опасная атака', ar: 'هجمة خطيرة' },
  game_start: { en: 'Start', ru: 'Начало игры', ar: 'بداية المباراة' },
  penalty_scored: { en: 'Penalty scored', ru: 'Пенальти забит', ar: 'ركلة ترجيح ناجحة' },
  penalty_missed: { en: 'Penalty missed', ru: 'Пенальти не забит', ar: 'ركلة ترجيح ضائعة' },
};

/** A hockey shoot-out's attempts are not penalty kicks. */
const SHOOTOUT_ATTEMPT_NAMES: Readonly<Record<'penalty_scored' | 'penalty_missed', LocalizedName>> =
  {
    penalty_scored: { en: 'Shoot-out goal', ru: 'Буллит реализован', ar: 'ضربة ترجيحية ناجحة' },
    penalty_missed: {
      en: 'Shoot-out attempt missed',
      ru: 'Буллит не реализован',
      ar: 'ضربة ترجيحية ضائعة',
    },
  };

const isAttempt = (e: SourceGameEvent) =>
  e.kind === 'penalty_scored' || e.kind === 'penalty_missed';

/** GetChronoOfPlay: the game's moments in order, named in the asked language. */
export function chronology(
  game: SourceGame,
  names: NameBook,
  lang: ReferenceLanguage,
): ChronoEventWire[] {
  const tally = { home: 0, away: 0 };
  let shootout = false;
  return game.events.map((event) => {
    if (event.kind === 'penalty_scored') tally[event.side === 1 ? 'home' : 'away'] += 1;
    const name = momentName(game.sportId, event, shootout)[lang];
    shootout ||= isAttempt(event);
    const text = isAttempt(event) ? `${name} (${tally.home}:${tally.away})` : name;
    const player = playerName(game, event, names, lang);
    return {
      TS: event.atSeconds,
      K: event.kind,
      O: event.side,
      N: player ? `${text}: ${player}` : text,
      FS: { S1: event.score.home, S2: event.score.away },
    };
  });
}

/** A moment's name in the sport's words: "End of Map 2", "Shoot-out goal". */
function momentName(
  sportId: number,
  event: SourceGameEvent,
  afterShootout: boolean,
): LocalizedName {
  const terms = sportTerms(sportId);
  if (isAttempt(event) && terms.decider === 'shootout') {
    return SHOOTOUT_ATTEMPT_NAMES[event.kind as keyof typeof SHOOTOUT_ATTEMPT_NAMES];
  }
  if (event.kind !== 'period_end' || event.period === undefined)
    return EVENT_KIND_NAMES[event.kind];
  if (afterShootout) return SHOOTOUT_END_TEXT;
  const extra = event.period - (terms.regulation ?? Number.POSITIVE_INFINITY);
  if (extra > 0 && terms.extra === 'extraTime')
    return EXTRA_TIME_HALF_END_TEXTS[extra - 1] ?? EVENT_KIND_NAMES.period_end;
  if (extra > 0) return periodEndName('overtime', extra);
  return periodEndName(terms.period, event.period);
}

function playerName(
  game: SourceGame,
  event: SourceGameEvent,
  names: NameBook,
  lang: ReferenceLanguage,
): string | undefined {
  if (event.playerId === undefined || event.side === 0) return undefined;
  const teamId = event.side === 1 ? game.homeTeamId : game.awayTeamId;
  const team = teamId === undefined ? undefined : names.team(teamId);
  return team?.players.find((p) => p.id === event.playerId)?.name[lang];
}
