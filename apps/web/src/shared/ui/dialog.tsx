import { type ReactNode, useEffect, useId, useRef } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { CloseButton } from './close-button.tsx';
import styles from './dialog.module.css';

interface DialogProps {
  open: boolean;
  title: string;
  onClose(): void;
  children: ReactNode;
  /** `alertdialog` for confirmations: screen readers announce them as needing an answer. */
  role?: 'dialog' | 'alertdialog';
  testId?: string;
}

/**
 * A modal on the browser's own `<dialog>`: `showModal` makes the rest of the page inert (the
 * focus trap), Escape fires `cancel`, and closing returns focus to whatever opened it. The
 * first field with `autoFocus` inside gets the focus, else the first focusable element.
 */
export function Dialog({ open, title, onClose, children, role = 'dialog', testId }: DialogProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  return (
    <dialog
      ref={ref}
      className={styles.dialog}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(event) => {
        // The parent owns `open`; letting the browser close it would leave the two out of step.
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <div className={styles.body}>
          <div className={styles.head}>
            <h2 id={titleId} className={styles.title}>
              {title}
            </h2>
            <CloseButton className={styles.close} label={t('dialog_close')} onClick={onClose} />
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
