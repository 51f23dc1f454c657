import type { RegistrationFormType } from '@arenabet/contracts';
import { create } from 'zustand';

interface RegistrationDialogState {
  isOpen: boolean;
  /** The tab asked for; null means the configured default tab. */
  tab: RegistrationFormType | null;
  open(tab?: RegistrationFormType): void;
  close(): void;
}

/**
 * Opens the registration popup from anywhere (the header's Register button, the sign-in
 * dialog's "no account yet" link) without knowing where it is drawn.
 */
export const useRegistrationDialog = create<RegistrationDialogState>((set) => ({
  isOpen: false,
  tab: null,
  open: (tab) => set({ isOpen: true, tab: tab ?? null }),
  close: () => set({ isOpen: false, tab: null }),
}));
