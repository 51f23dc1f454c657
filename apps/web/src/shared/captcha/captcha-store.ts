import { create } from 'zustand';

export type CaptchaDialogState =
  | { kind: 'closed' }
  | { kind: 'working' }
  /** A captcha type whose provider keys the site does not have (google, hunt, puzzle, hcaptcha). */
  | { kind: 'needs-keys'; type: string };

interface CaptchaStore {
  dialog: CaptchaDialogState;
  /** What closing the dialog does: rejects the running captcha. */
  onDismiss: (() => void) | null;
  show(dialog: CaptchaDialogState, onDismiss: () => void): void;
  hide(): void;
}

export const useCaptchaStore = create<CaptchaStore>((set) => ({
  dialog: { kind: 'closed' },
  onDismiss: null,
  show: (dialog, onDismiss) => set({ dialog, onDismiss }),
  hide: () => set({ dialog: { kind: 'closed' }, onDismiss: null }),
}));
