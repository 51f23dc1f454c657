import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { useSiteSettings } from '../../../shared/site-config/use-site-settings.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { LanguageSwitch } from '../header/language-switch.tsx';
import styles from './footer.module.css';

export function Footer() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { brand, footer, minimumAge } = useSiteSettings();
  const year = new Date().getFullYear();

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        <div className={styles.top}>
          <nav aria-label={t('footer_information_title')} className={styles.linksBlock}>
            <h2 className={styles.heading}>{t('footer_information_title')}</h2>
            <ul className={styles.links}>
              {footer.informationLinks.map((link) => (
                <li key={link.slug}>
                  <Link
                    to={pathFor('informationPage', { slug: link.slug }, language)}
                    className={styles.link}
                  >
                    {t(link.dictKey)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className={styles.aside}>
            <Link to={pathFor('responsibleGaming', {}, language)} className={styles.responsible}>
              <span className={styles.ageBadge} aria-hidden="true" dir="ltr">
                {minimumAge}+
              </span>
              <span>
                <strong>{t('footer_responsible_title')}</strong>
                <span className={styles.responsibleText}>
                  {t('footer_responsible_text', { age: minimumAge })}
                </span>
              </span>
            </Link>
            <div className={styles.language}>
              <LanguageSwitch />
            </div>
          </div>
        </div>
        <div className={styles.bottom}>
          <p className={styles.licence}>
            <Icon name="shield" size={18} />
            <span>
              {t('footer_licence', { brand: brand.name })}{' '}
              <Link to={pathFor('licenses', {}, language)} className={styles.licenceLink}>
                {t('footer_licence_link')}
              </Link>
            </span>
          </p>
          <p className={styles.copyright}>{t('footer_copyright', { year, brand: brand.name })}</p>
        </div>
      </div>
    </footer>
  );
}
