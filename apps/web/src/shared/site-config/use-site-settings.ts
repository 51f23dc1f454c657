import type { SiteSettings } from '@arenabet/domain';
import { readSiteSettings } from '@arenabet/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLanguage } from '../i18n/use-language.ts';
import { siteConfigQuery } from './site-config-query.ts';

/**
 * Flat settings of the page's language. The language loader fetched the configuration before
 * any page rendered, so this never suspends in practice.
 */
export function useSiteSettings(): SiteSettings {
  const language = useLanguage();
  return useSuspenseQuery({
    ...siteConfigQuery(language),
    select: (config) => readSiteSettings(config.sections, language),
  }).data;
}
