import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import styles from './notice.module.css';

export interface Notice {
  tone: 'success' | 'warning';
  text: string;
}

/** What the operator's last action ended with, announced, until they close it or act again. */
export function ActionNotice({ notice, onClose }: { notice: Notice | null; onClose(): void }) {
  const { t } = useTranslation();
  if (!notice) return null;
  return (
    <div
      className={styles.notice}
      data-tone={notice.tone}
      role={notice.tone === 'warning' ? 'alert' : 'status'}
      data-testid="action-notice"
    >
      <p className={styles.text}>{notice.text}</p>
      <CloseButton className={styles.close} label={t('dialog_close')} onClick={onClose} />
    </div>
  );
}
