import { intlLocale } from '../../../shared/i18n/format.ts';

/*
 * Times of games in the frame's time zone (`tz`, hours from UTC) when the host gives one, else
 * in the browser's own. The offset is applied by hand and formatted as UTC, so fractional zones
 * (+5.5, +5.75) work in every browser.
 */

function formatter(lng: string, tz: number | undefined, options: Intl.DateTimeFormatOptions) {
  return new Intl.DateTimeFormat(intlLocale(lng), {
    ...options,
    ...(tz === undefined ? {} : { timeZone: 'UTC' }),
  });
}

function shifted(unixSeconds: number, tz: number | undefined): Date {
  return new Date((unixSeconds + (tz ?? 0) * 3600) * 1000);
}

/** dd.MM HH:mm in the site's languages (the spec's time format). */
export function formatGameTime(unixSeconds: number, lng: string, tz?: number): string {
  return formatter(lng, tz, {
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  }).format(shifted(unixSeconds, tz));
}

/** The date with the year, for lists that reach back over a season. */
export function formatGameDate(unixSeconds: number, lng: string, tz?: number): string {
  return formatter(lng, tz, { day: '2-digit', month: '2-digit', year: '2-digit' }).format(
    shifted(unixSeconds, tz),
  );
}

/** HH:mm, for the odds graph's time axis. */
export function formatClock(unixSeconds: number, lng: string, tz?: number): string {
  return formatter(lng, tz, { hour: '2-digit', minute: '2-digit', hour12: false }).format(
    shifted(unixSeconds, tz),
  );
}

/** Minutes of play, as a scoreboard shows an event (61'). */
export function formatPlayTime(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}'`;
}
