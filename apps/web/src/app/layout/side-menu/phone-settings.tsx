import { Link } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import { Icon } from '../../../shared/ui/icon.tsx';
import { FontSizeControl } from '../header/font-size-control.tsx';
import { LanguageSwitch } from '../header/language-switch.tsx';
import { ThemeToggle } from '../header/theme-toggle.tsx';
import styles from './side-menu.module.css';

/**
 * A signed-in player's first moves, which a phone's header has no room for beside the balance:
 * the deposit and the office's menu, at the top of the drawer the header's menu button opens.
 */
function PhoneAccountLinks() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { loggedIn } = useAuth();
  if (!loggedIn) return null;
  return (
    <div className={styles.accountLinks}>
      <Link
        to={pathFor('recharge', {}, language)}
        className={styles.deposit}
        data-testid="menu-deposit"
      >
        <Icon name="deposit" size={18} />
        {t('payment_make_deposit')}
      </Link>
      <Link to={pathFor('office', {}, language)} className={styles.officeLink}>
        <Icon name="user" size={18} />
        {t('office_title')}
      </Link>
    </div>
  );
}

/** The header's display settings, which a phone's header has no room for. */
export function PhoneSettings({ onClose }: { onClose(): void }) {
  const { t } = useTranslation();
  return (
    <div className={styles.phoneSettings}>
      <div className={styles.settingsRow}>
        <div className={styles.settingsGroup}>
          <ThemeToggle />
          <LanguageSwitch compact />
        </div>
        <CloseButton className={styles.close} label={t('menu_close')} onClick={onClose} />
      </div>
      <div className={styles.settingsRow}>
        <span className={styles.settingsLabel}>{t('font_size_label')}</span>
        <FontSizeControl />
      </div>
      <PhoneAccountLinks />
    </div>
  );
}
