import type { SiteConfig } from '@arenabet/contracts/site-config';
import { readSiteSettings, type SiteSettings } from '@arenabet/domain';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useLanguage } from '../i18n/use-language.ts';
import { siteConfigQuery } from './site-config-query.ts';

/**
 * Flat settings of the page's language. The language loader fetched the configuration before
 * any page rendered, so this never suspends in practice.
 */
export function useSiteSettings(): SiteSettings {
  const language = useLanguage();
  // A stable selector: the settings are read once per configuration, not on every render.
  const select = useCallback(
    (config: SiteConfig) => readSiteSettings(config.sections, language),
    [language],
  );
  return useSuspenseQuery({ ...siteConfigQuery(language), select }).data;
}
