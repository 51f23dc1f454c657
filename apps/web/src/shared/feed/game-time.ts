/*
 * Times of games as the spec writes them (dd.MM, HH:mm, mm:ss), in the visitor's time zone.
 */

export interface StartText {
  /** dd.MM, or undefined when the game starts today. */
  day: string | undefined;
  /** HH:mm */
  time: string;
}

function sameDay(a: Date, b: Date): boolean {
  return (
    a.getFullYear() === b.getFullYear() &&
    a.getMonth() === b.getMonth() &&
    a.getDate() === b.getDate()
  );
}

const pad = (value: number) => String(value).padStart(2, '0');

/** `startsAt` in unix seconds, as the feed gives it. */
export function startText(startsAt: number, now: Date = new Date()): StartText {
  const start = new Date(startsAt * 1000);
  const time = `${pad(start.getHours())}:${pad(start.getMinutes())}`;
  const day = sameDay(start, now)
    ? undefined
    : `${pad(start.getDate())}.${pad(start.getMonth() + 1)}`;
  return { day, time };
}

/** Seconds played as mm:ss (minutes go past 59: a football clock reads 67:12). */
export function clockText(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${pad(Math.floor(whole / 60))}:${pad(whole % 60)}`;
}
