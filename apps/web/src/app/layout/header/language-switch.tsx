import { languageById } from '@arenabet/reference/languages';
import { useLocation, useNavigate } from 'react-router';
import { useAuth } from '../../../features/auth/hooks/use-auth.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { switchLanguagePath } from '../../../shared/routes/route-links.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './language-switch.module.css';

interface LanguageSwitchProps {
  /** Shows the language code only (header); the footer shows the full name. */
  compact?: boolean;
}

/**
 * A native select: keyboard, screen reader and phone pickers work without extra code. The
 * language names are each in their own language, as language pickers show them.
 */
export function LanguageSwitch({ compact = false }: LanguageSwitchProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  const { languages } = useSiteSettings();
  const { loggedIn } = useAuth();
  const choices = languages.available.filter(
    (id) => id === language || loggedIn || !languages.hiddenForAnonymous.includes(id),
  );
  const current = languageById(language);

  return (
    <label className={compact ? styles.compact : styles.full} data-testid="language-switch">
      <Icon name="globe" size={compact ? 18 : 20} />
      <span className={styles.value} aria-hidden="true">
        {compact ? language.toUpperCase() : (current?.nativeName ?? language)}
      </span>
      <Icon name="chevronDown" size={14} className={styles.chevron} />
      <select
        className={styles.select}
        value={language}
        aria-label={t('language_switch_label')}
        onChange={(event) =>
          navigate(`${switchLanguagePath(pathname, language, event.target.value)}${search}${hash}`)
        }
      >
        {choices.map((id) => (
          <option key={id} value={id} lang={id}>
            {languageById(id)?.nativeName ?? id}
          </option>
        ))}
      </select>
    </label>
  );
}
