import { DEFAULT_LANGUAGE } from '@arenabet/reference/languages';
import { useParams } from 'react-router';

/** The language of the page: the `/:lng` segment, which the language loader has checked. */
export function useLanguage(): string {
  return useParams().lng ?? DEFAULT_LANGUAGE;
}
