import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSiteSettings } from '../../shared/site-config/use-site-settings.ts';

/**
 * The title follows the page's language. `<html lang dir>` is set by the language loader
 * (`showLanguage`), which runs before this layout exists and before any error screen.
 */
export function useDocumentTitle(): void {
  const { t } = useTranslation();
  const { brand } = useSiteSettings();
  useLayoutEffect(() => {
    document.title = `${brand.name} — ${t('site_title_tagline')}`;
  }, [brand.name, t]);
}
