import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import cards from '../../../shared/ui/card.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import type { SessionEntry } from '../api/get-sessions.ts';
import styles from './sessions.module.css';

interface SessionCardProps {
  session: SessionEntry;
  onClose(session: SessionEntry): void;
}

export function SessionCard({ session, onClose }: SessionCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li
      className={session.current ? `${styles.card} ${cards.highlighted}` : styles.card}
      data-testid="session"
      data-current={session.current || undefined}
    >
      <div className={styles.cardHead}>
        <Icon name="devices" size={22} className={styles.deviceIcon} />
        <div className={styles.who}>
          <p className={styles.device}>{session.device}</p>
          <p className={styles.browser}>{session.browser}</p>
        </div>
        {session.current && <span className={styles.current}>{t('sessions_current')}</span>}
      </div>
      <dl className={styles.facts}>
        <div>
          <dt>{t('sessions_ip')}</dt>
          {/* Addresses read left to right in every language. */}
          <dd>
            <span dir="ltr">{session.ip ?? t('sessions_ip_unknown')}</span>
          </dd>
        </div>
        <div>
          <dt>{t('sessions_started')}</dt>
          <dd>{formatDateTime(session.createdAt, language)}</dd>
        </div>
        <div>
          <dt>{t('sessions_last_seen')}</dt>
          <dd>{formatDateTime(session.lastSeenAt, language)}</dd>
        </div>
      </dl>
      {!session.current && (
        <button type="button" className={buttons.secondary} onClick={() => onClose(session)}>
          {t('sessions_close')}
        </button>
      )}
    </li>
  );
}
