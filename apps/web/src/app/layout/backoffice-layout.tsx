import { Link, Outlet, ScrollRestoration } from 'react-router';
import { useDictionaryRetry } from '../../shared/i18n/use-dictionary-retry.ts';
import { useLanguage } from '../../shared/i18n/use-language.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { pathFor } from '../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../shared/site-config/use-site-settings.ts';
import { PageTitleProvider } from '../../shared/ui/page/page-title.tsx';
import styles from './backoffice-layout.module.css';
import { LanguageSwitch } from './header/language-switch.tsx';
import { ThemeToggle } from './header/theme-toggle.tsx';
import { NavigationProgress } from './navigation-progress.tsx';

/**
 * The back office's own frame: an operator's header (brand, theme, language) around its screens,
 * which bring their navigation and sign-out (`BackofficeScreen`). None of the player's site
 * surrounds it: no player header with its "Sign in", no sports menu, coupon, footer or cookie
 * banner (the operator's session cookie is the tool's own, not the site's tracking).
 */
export function BackofficeLayout() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { brand } = useSiteSettings();
  useDictionaryRetry();
  const tool = `${t('backoffice_title')} — ${brand.name}`;

  // Each screen names itself ("Withdrawals — Back office — Arenabet"); the sign-in the tool.
  return (
    <PageTitleProvider brand={tool} site={tool}>
      <div className={styles.shell} data-testid="backoffice-shell">
        <a className={styles.skipLink} href="#main">
          {t('skip_to_content')}
        </a>
        <NavigationProgress />
        <header className={styles.header}>
          <div className={styles.inner}>
            <Link to={pathFor('backoffice', {}, language)} className={styles.brand}>
              <svg className={styles.mark} viewBox="0 0 64 64" aria-hidden="true">
                <rect width="64" height="64" rx="14" fill="var(--color-accent)" />
                <path
                  d="M32 10 52 54H42l-4-9H26l-4 9H12zm0 15-4 11h8z"
                  fill="var(--color-accent-text)"
                />
              </svg>
              <span className={styles.brandName} dir="ltr">
                {brand.name}
              </span>
              <span className={styles.tool}>{t('backoffice_title')}</span>
            </Link>
            <div className={styles.controls}>
              <ThemeToggle />
              <LanguageSwitch compact />
            </div>
          </div>
        </header>
        <main id="main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
        <ScrollRestoration />
      </div>
    </PageTitleProvider>
  );
}
