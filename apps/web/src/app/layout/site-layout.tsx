import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { useSignInDialog } from '../../features/auth/hooks/sign-in-dialog-store.ts';
import { CookieBanner } from '../../features/cookie-consent/components/cookie-banner.tsx';
import { CouponPanel, CouponProvider, showsCoupon } from '../../features/coupon/index.ts';
import { useDictionaryRetry } from '../../shared/i18n/use-dictionary-retry.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageTitleProvider } from '../../shared/ui/page/page-title.tsx';
import { Footer } from './footer/footer.tsx';
import { Header } from './header/header.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { SideMenu } from './side-menu/side-menu.tsx';
import styles from './site-layout.module.css';
import { useDocumentTitle } from './use-document-title.ts';

/** The frame of every page: header, sports menu, the page, footer and the consent banner. */
export function SiteLayout() {
  const { t } = useTranslation();
  const title = useDocumentTitle();
  useDictionaryRetry();
  const [menuOpen, setMenuOpen] = useState(false);
  const location = useLocation();
  const openSignIn = useSignInDialog((state) => state.openSignIn);
  const withCoupon = showsCoupon(location.pathname);
  // A followed link closes the phone menu.
  const [lastPath, setLastPath] = useState(location.pathname + location.search);
  if (lastPath !== location.pathname + location.search) {
    setLastPath(location.pathname + location.search);
    setMenuOpen(false);
  }

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMenuOpen(false);
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <PageTitleProvider brand={title.brand} site={title.site}>
      <CouponProvider onSignIn={openSignIn}>
        <div className={styles.shell}>
          <a className={styles.skipLink} href="#main">
            {t('skip_to_content')}
          </a>
          <NavigationProgress />
          <Header menuOpen={menuOpen} onToggleMenu={() => setMenuOpen((open) => !open)} />
          <div className={styles.body} data-coupon={withCoupon ? '' : undefined}>
            <SideMenu open={menuOpen} onClose={() => setMenuOpen(false)} />
            <main id="main" className={styles.main} tabIndex={-1}>
              <Outlet />
            </main>
            {withCoupon && <CouponPanel onSignIn={openSignIn} />}
          </div>
          <Footer />
          <CookieBanner />
          <ScrollRestoration />
        </div>
      </CouponProvider>
    </PageTitleProvider>
  );
}
