import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CloseButton } from '../../../shared/ui/close-button.tsx';
import { useCouponNotices } from '../lib/coupon-notices.ts';
import styles from './coupon.module.css';

/** The coupon's short notices, announced politely; errors assertively. */
export function CouponNotices() {
  const { t } = useTranslation();
  const { notices, dismiss } = useCouponNotices();
  return (
    <div className={styles.notices} aria-live="polite" data-testid="coupon-notices">
      {notices.map((notice) => (
        <div
          key={notice.id}
          className={styles.notice}
          data-tone={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
          data-testid="coupon-notice"
        >
          <span>{t(notice.key, notice.values)}</span>
          <CloseButton label={t('dialog_close')} onClick={() => dismiss(notice.id)} />
        </div>
      ))}
    </div>
  );
}
