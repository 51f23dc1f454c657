import type { SecurityOverview } from '@arenabet/contracts/profile';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import type { Translate } from '../../../shared/i18n/texts.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useSecurityOverview } from '../api/security-overview.ts';
import styles from './security-hub.module.css';

type Tone = 'good' | 'warn' | 'off';

interface HubItem {
  id: string;
  title: string;
  state: string;
  tone: Tone;
  links: { route: RouteName; label: string }[];
}

/** Each setting with its state and where to change it; what needs attention reads as such. */
function hubItems(o: SecurityOverview, t: Translate, language: string): HubItem[] {
  const link = (route: RouteName, label: string) => ({ route, label: t(label) });
  return [
    {
      id: 'password',
      title: t('security_password'),
      state: o.password_changed_at
        ? t('security_password_changed_at', {
            date: formatDateTime(o.password_changed_at, language),
          })
        : t('security_password_never_changed'),
      tone: 'good',
      links: [link('changePassword', 'security_change')],
    },
    {
      id: 'login',
      title: t('security_login'),
      state: o.login ?? t('security_login_none'),
      tone: o.login ? 'good' : 'off',
      links: [link('changeLogin', o.login ? 'security_change' : 'security_set')],
    },
    {
      id: 'phone',
      title: t('security_phone'),
      state: o.phone
        ? `${o.phone} · ${t(o.phone_confirmed ? 'security_confirmed' : 'security_not_confirmed')}`
        : t('security_phone_none'),
      tone: o.phone_confirmed ? 'good' : 'warn',
      links: o.phone_confirmed
        ? [link('phoneChange', 'security_change')]
        : [link('phoneBinding', 'security_bind')],
    },
    {
      id: 'email',
      title: t('security_email'),
      state: o.email
        ? `${o.email} · ${t(o.email_confirmed ? 'security_confirmed' : 'security_not_confirmed')}`
        : t('security_email_none'),
      tone: o.email_confirmed ? 'good' : 'warn',
      links: [
        link('emailChange', o.email ? 'security_change' : 'security_set'),
        ...(o.email && !o.email_confirmed ? [link('activationEmail', 'security_confirm')] : []),
      ],
    },
    {
      id: 'question',
      title: t('security_question'),
      state: t(o.security_question_set ? 'security_question_set' : 'security_question_none'),
      tone: o.security_question_set ? 'good' : 'warn',
      links: [
        link('securityQuestion', o.security_question_set ? 'security_change' : 'security_set'),
      ],
    },
    {
      id: 'two-factor',
      title: t('security_two_factor'),
      state: t(o.two_factor_enabled ? 'security_on' : 'security_off'),
      tone: o.two_factor_enabled ? 'good' : 'off',
      links: [
        o.two_factor_enabled
          ? link('disableTwoFactor', 'security_turn_off')
          : link('enableTwoFactor', 'security_turn_on'),
      ],
    },
    {
      id: 'auth-by-email',
      title: t('security_auth_by_email'),
      state: t(o.auth_by_email ? 'security_on' : 'security_off'),
      tone: o.auth_by_email ? 'good' : 'off',
      links: [link('authByEmail', 'security_open')],
    },
    {
      id: 'sessions',
      title: t('sessions_title'),
      state: t('security_sessions_state'),
      tone: 'good',
      links: [link('sessionHistory', 'security_open')],
    },
  ];
}

const TONE_ICON: Record<Tone, 'shield' | 'info' | 'lock'> = {
  good: 'shield',
  warn: 'info',
  off: 'lock',
};

/** The security hub: every protection of the account, its state, and where to change it. */
export function SecurityHub() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const overview = useSecurityOverview();
  return (
    <PageCard
      testId="security-hub"
      title={t('security_title')}
      lead={t('security_lead')}
      busy={overview.isPending}
    >
      {overview.isPending && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {overview.isError && (
        <div className={page.state} role="alert">
          <p>{errorText(overview.error, t, i18n.exists)}</p>
          <button type="button" className={buttons.secondary} onClick={() => overview.refetch()}>
            {t('error_retry')}
          </button>
        </div>
      )}
      {overview.data && (
        <ul className={styles.grid}>
          {hubItems(overview.data, t, language).map((item) => (
            <li
              key={item.id}
              className={styles.item}
              data-tone={item.tone}
              data-testid={`security-item-${item.id}`}
            >
              <Icon name={TONE_ICON[item.tone]} size={22} className={styles.icon} />
              <div className={styles.text}>
                <h2 className={styles.itemTitle}>{item.title}</h2>
                <p className={styles.itemState}>{item.state}</p>
              </div>
              <div className={styles.links}>
                {item.links.map((entry) => (
                  <Link
                    key={entry.route}
                    to={pathFor(entry.route, {}, language)}
                    className={styles.link}
                  >
                    {entry.label}
                  </Link>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
    </PageCard>
  );
}
