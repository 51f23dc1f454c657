import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import social from '../../../shared/ui/social-links.module.css';
import { socialStartUrl, useSocialProviders } from '../api/sign-in.ts';
import styles from './sign-in.module.css';

/** Sign-in with the social providers the brand configured; nothing when none (or on failure). */
export function SocialButtons() {
  const { t } = useTranslation();
  const { data: providers = [] } = useSocialProviders();
  const location = useLocation();
  if (providers.length === 0) return null;
  const returnTo = `${location.pathname}${location.search}`;
  return (
    <div className={styles.social} data-testid="social-sign-in">
      <p className={styles.divider}>
        <span>{t('sign_in_or')}</span>
      </p>
      <ul className={`${social.list} ${styles.socialList}`}>
        {providers.map((provider) => (
          <li key={provider.id}>
            <a
              className={`${social.link} ${styles.socialButton}`}
              href={socialStartUrl(provider.id, returnTo)}
              data-provider={provider.id}
            >
              {t('sign_in_with', { name: isolated(provider.name) })}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * A provider's name keeps its own direction inside a sentence of the other one ("… عبر Google"):
 * first-strong isolate marks, since the sentence is one translated string.
 */
function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}
