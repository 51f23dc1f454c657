import { isRightToLeft } from '@arenabet/reference/languages';
import { useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useSiteSettings } from '../../shared/site-config/use-site-settings.ts';

/** `<html lang dir>` and the title follow the page's language, so RTL layouts mirror at once. */
export function useDocumentLanguage(): void {
  const language = useLanguage();
  const { t } = useTranslation();
  const { brand } = useSiteSettings();
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = language;
    root.dir = isRightToLeft(language) ? 'rtl' : 'ltr';
  }, [language]);
  useLayoutEffect(() => {
    document.title = `${brand.name} — ${t('site_title_tagline')}`;
  }, [brand.name, t]);
}
