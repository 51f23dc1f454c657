import { useTranslation } from '../i18n/use-translation.ts';
import buttons from './button.module.css';
import styles from './dialog.module.css';
import { Dialog } from './dialog.tsx';
import { Spinner } from './spinner.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  pending?: boolean;
  /** A failure of the confirmed action, already in the visitor's language. */
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** Asks before an action that cannot be undone; the first focus lands on closing, not acting. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { t } = useTranslation();
  const { open, title, text, confirmLabel, pending = false, error, onConfirm, onCancel } = props;
  return (
    <Dialog open={open} title={title} onClose={onCancel} role="alertdialog" testId="confirm-dialog">
      <p className={styles.text}>{text}</p>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onCancel}>
          {t('confirm_cancel')}
        </button>
        <button
          type="button"
          className={buttons.danger}
          onClick={onConfirm}
          disabled={pending}
          aria-busy={pending}
        >
          {pending && <Spinner />}
          {confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
