import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useSiteSettings } from '../../shared/site-config/use-site-settings.ts';

/**
 * The brand and the site's own title, in the page's language, for `PageTitleProvider`: a page
 * that names itself (`usePageTitle`) is titled "its name — brand", the others by the site's
 * title. `<html lang dir>` is set by the language loader (`showLanguage`), which runs before
 * this layout exists and before any error screen.
 */
export function useDocumentTitle(): { brand: string; site: string } {
  const { t } = useTranslation();
  const { brand } = useSiteSettings();
  return { brand: brand.name, site: `${brand.name} — ${t('site_title_tagline')}` };
}
