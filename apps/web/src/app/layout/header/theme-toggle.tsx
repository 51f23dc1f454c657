import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { usePreferences } from '../../../shared/storage/preferences-store.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './header.module.css';

export function ThemeToggle() {
  const { t } = useTranslation();
  const theme = usePreferences((state) => state.theme);
  const toggleTheme = usePreferences((state) => state.toggleTheme);
  const label = theme === 'dark' ? t('theme_switch_to_light') : t('theme_switch_to_dark');
  return (
    <button
      type="button"
      className={styles.iconButton}
      onClick={toggleTheme}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      <Icon name={theme === 'dark' ? 'sun' : 'moon'} size={20} />
    </button>
  );
}
