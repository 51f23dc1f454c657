import { COOKIE_CONSENT } from '@arenabet/reference/account';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import {
  type CookieConsentLevel,
  usePreferences,
} from '../../../shared/storage/preferences-store.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import styles from './cookie-banner.module.css';

/**
 * Asks once which optional cookies the visitor allows; the level and the time of the answer
 * stay in this browser. Strictly necessary cookies need no consent and are used at every level.
 */
export function CookieBanner() {
  const { t } = useTranslation();
  const language = useLanguage();
  const consent = usePreferences((state) => state.cookieConsent);
  const setCookieConsent = usePreferences((state) => state.setCookieConsent);
  if (consent) return null;

  // data-level lets tests and analytics name a choice without depending on its wording.
  const choice = (level: CookieConsentLevel) => ({
    'data-level': level,
    onClick: () => setCookieConsent(level),
  });
  return (
    <section className={styles.banner} aria-labelledby="cookie-title" data-testid="cookie-banner">
      <div className={styles.text}>
        <h2 id="cookie-title" className={styles.title}>
          <Icon name="cookie" size={20} className={styles.icon} />
          {t('cookie_title')}
        </h2>
        <p className={styles.body}>
          {t('cookie_text')}{' '}
          <Link to={pathFor('cookies', {}, language)} className={styles.link}>
            {t('cookie_policy_link')}
          </Link>
        </p>
      </div>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} {...choice(COOKIE_CONSENT.all)}>
          {t('cookie_accept_all')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          {...choice(COOKIE_CONSENT.onlyFunctionality)}
        >
          {t('cookie_only_functionality')}
        </button>
        <button
          type="button"
          className={styles.secondary}
          {...choice(COOKIE_CONSENT.onlyMarketing)}
        >
          {t('cookie_only_marketing')}
        </button>
        <button type="button" className={styles.ghost} {...choice(COOKIE_CONSENT.disable)}>
          {t('cookie_reject')}
        </button>
      </div>
    </section>
  );
}
