import type { ChronoEventWire, FeedEventKind } from '@arenabet/contracts';
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
};

/** GetChronoOfPlay: the game's moments in order, named in the asked language. */
export function chronology(
  game: SourceGame,
  names: NameBook,
  lang: ReferenceLanguage,
): ChronoEventWire[] {
  return game.events.map((event) => ({
    TS: event.atSeconds,
    K: event.kind,
    O: event.side,
    N: eventText(game, event, names, lang),
    FS: { S1: event.score.home, S2: event.score.away },
  }));
}

function eventText(
  game: SourceGame,
  event: SourceGameEvent,
  names: NameBook,
  lang: ReferenceLanguage,
): string {
  const kind = EVENT_KIND_NAMES[event.kind][lang];
  const text = event.period === undefined ? kind : `${kind} ${event.period}`;
  const player = playerName(game, event, names, lang);
  return player ? `${text}: ${player}` : text;
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
