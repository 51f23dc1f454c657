import { useTranslation } from '../i18n/use-translation.ts';
import { Dialog } from '../ui/dialog.tsx';
import { Spinner } from '../ui/spinner.tsx';
import styles from './captcha.module.css';
import { useCaptchaStore } from './captcha-store.ts';

/** The captcha's modal dialog (spec 000 section 2): its close button dismisses the captcha. */
export function CaptchaDialog() {
  const { t } = useTranslation();
  const dialog = useCaptchaStore((state) => state.dialog);
  const onDismiss = useCaptchaStore((state) => state.onDismiss);
  return (
    <Dialog
      open={dialog.kind !== 'closed'}
      title={t('reg_captcha_title')}
      onClose={() => onDismiss?.()}
      testId="captcha-dialog"
    >
      {dialog.kind === 'working' ? (
        <p className={styles.working}>
          <Spinner size="1.5rem" />
          <span>{t('reg_captcha_working')}</span>
        </p>
      ) : (
        <p className={styles.unavailable}>{t('reg_captcha_needs_keys')}</p>
      )}
    </Dialog>
  );
}
