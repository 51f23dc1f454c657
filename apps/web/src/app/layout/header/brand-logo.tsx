import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import styles from './header.module.css';

/** The brand name is the operator's (configuration), never a dictionary text. */
export function BrandLogo() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { brand } = useSiteSettings();
  return (
    <Link
      to={pathFor('home', {}, language)}
      className={styles.logo}
      aria-label={t('logo_home_label', { brand: brand.name })}
    >
      <svg className={styles.logoMark} viewBox="0 0 64 64" aria-hidden="true">
        <rect width="64" height="64" rx="14" fill="var(--color-accent)" />
        <path d="M32 10 52 54H42l-4-9H26l-4 9H12zm0 15-4 11h8z" fill="var(--color-accent-text)" />
      </svg>
      <span className={styles.logoText} dir="ltr">
        {brand.name}
      </span>
    </Link>
  );
}
