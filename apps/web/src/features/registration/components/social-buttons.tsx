import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import social from '../../../shared/ui/social-links.module.css';
import { socialProvidersQuery } from '../api/registration-queries.ts';
import styles from './registration.module.css';

interface SocialButtonsProps {
  /** The brand's social registration types (configuration). */
  networks: readonly string[];
  currencyId: string;
  countryId: string;
}

/**
 * Social registration: a link per provider that is both configured for registration and set up
 * on the server; the provider's page comes back to where the visitor was.
 */
export function SocialButtons({ networks, currencyId, countryId }: SocialButtonsProps) {
  const { t } = useTranslation();
  const location = useLocation();
  const providers = useQuery(socialProvidersQuery);
  const offered = (providers.data ?? []).filter(
    (provider) => networks.length === 0 || networks.includes(provider.id),
  );
  if (providers.isPending) return null;
  if (offered.length === 0) return <p className={forms.note}>{t('reg_social_none')}</p>;
  const query = new URLSearchParams({
    mode: 'register',
    ...(currencyId ? { currency_id: currencyId } : {}),
    ...(countryId ? { country_id: countryId } : {}),
    return_to: `${location.pathname}${location.search}`,
  });
  return (
    <div className={forms.form}>
      <p className={forms.label}>{t('reg_social_hint')}</p>
      <ul className={`${social.list} ${styles.social}`}>
        {offered.map((provider) => (
          <li key={provider.id}>
            <a
              className={`${social.link} ${styles.socialButton}`}
              href={`/web-api/socauth/start/${provider.id}?${query.toString()}`}
            >
              {provider.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
