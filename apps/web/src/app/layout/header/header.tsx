import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { AuthButtons } from './auth-buttons.tsx';
import { BrandLogo } from './brand-logo.tsx';
import { FontSizeControl } from './font-size-control.tsx';
import styles from './header.module.css';
import { HeaderNav } from './header-nav.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

interface HeaderProps {
  menuOpen: boolean;
  onToggleMenu(): void;
}

export function Header({ menuOpen, onToggleMenu }: HeaderProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      <div className={styles.top}>
        <div className={styles.topInner}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls="side-menu"
            aria-label={menuOpen ? t('menu_close') : t('menu_open')}
            onClick={onToggleMenu}
          >
            <Icon name={menuOpen ? 'close' : 'menu'} size={22} />
          </button>
          <BrandLogo />
          <div className={styles.controls}>
            {/* On phones these three move into the menu drawer to leave room for sign-in. */}
            <div className={styles.desktopOnly}>
              <FontSizeControl />
              <ThemeToggle />
              <LanguageSwitch compact />
            </div>
            <AuthButtons />
          </div>
        </div>
      </div>
      <HeaderNav />
    </header>
  );
}
