import { useTranslation } from 'react-i18next';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import { FontSizeControl } from '../header/font-size-control.tsx';
import { LanguageSwitch } from '../header/language-switch.tsx';
import { ThemeToggle } from '../header/theme-toggle.tsx';
import styles from './side-menu.module.css';

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
    </div>
  );
}
