import type { VerificationView } from '@arenabet/contracts/verification';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import sections from '../../../shared/ui/page/page-card.module.css';
import { facePending, statusTextKey, statusTitleKey } from '../lib/status-text.ts';
import styles from './verification.module.css';

/** Where the identity stands: the status in words, how it was verified, why it was refused. */
export function StatusCard({ view }: { view: VerificationView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { status } = view;
  return (
    <div
      className={styles.status}
      data-status={status}
      data-testid="verification-status"
      role="status"
    >
      <h2 className={styles.statusTitle}>
        <Icon name={status === 'approved' ? 'shield' : 'info'} size={20} />
        <span data-testid="verification-status-title">{t(statusTitleKey(status))}</span>
      </h2>
      <p>{t(statusTextKey(status))}</p>
      {status === 'approved' && view.verifiedBy && (
        <p className={sections.muted} data-testid="verification-verified-by">
          {t(`verification_by_${view.verifiedBy}`)}
          {view.verifiedAt && ` · ${formatDateTime(view.verifiedAt, language)}`}
        </p>
      )}
      {status === 'rejected' && view.reason && (
        <p data-testid="verification-reason">
          {t('verification_reason_label', { reason: t(view.reason) })}
        </p>
      )}
      {status === 'pending' && view.faceRequired && (
        <p data-testid="verification-face-needed">{t('verification_face_needed')}</p>
      )}
      {status === 'pending' && facePending(view) && (
        <p className={sections.muted}>{t('verification_face_pending')}</p>
      )}
    </div>
  );
}
