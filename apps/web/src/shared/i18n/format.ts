import { localeOf } from '@arenabet/reference/languages';

/** `ru` -> `ru-RU`: the locale Intl expects for a site language. */
/** The BCP 47 locale Intl formats with for an interface language. */
export const intlLocale = (language: string) => localeOf(language).replace('_', '-');

/** A moment as the visitor reads dates and times in their language, in their time zone. */
export function formatDateTime(iso: string, language: string): string {
  return new Intl.DateTimeFormat(intlLocale(language), {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(iso));
}

/** A wait: "45 seconds", "3 minutes" (rounded up: telling someone to wait less would fail). */
export function formatWait(seconds: number, language: string): string {
  const minutes = Math.ceil(seconds / 60);
  const [value, unit] = seconds < 60 ? [Math.max(1, seconds), 'second'] : [minutes, 'minute'];
  return new Intl.NumberFormat(intlLocale(language), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
  }).format(value);
}
