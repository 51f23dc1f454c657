import { useTranslation } from 'react-i18next';
import { FontSizeControl } from '../header/font-size-control.tsx';
import { LanguageSwitch } from '../header/language-switch.tsx';
import { ThemeToggle } from '../header/theme-toggle.tsx';
import styles from './side-menu.module.css';

/** The header's display settings, which a phone's header has no room for. */
export function PhoneSettings() {
  const { t } = useTranslation();
  return (
    <div className={styles.phoneSettings}>
      <div className={styles.settingsRow}>
        <ThemeToggle />
        <LanguageSwitch compact />
      </div>
      <div className={styles.settingsRow}>
        <span className={styles.settingsLabel}>{t('font_size_label')}</span>
        <FontSizeControl />
      </div>
    </div>
  );
}
