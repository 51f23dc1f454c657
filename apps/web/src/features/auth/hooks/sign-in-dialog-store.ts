import { create } from 'zustand';

interface SignInDialogState {
  open: boolean;
  /** When the player signed in before this time; `null` on a first sign-in. */
  notice: { previousSignInAt: string | null } | null;
  openSignIn(): void;
  closeSignIn(): void;
  showNotice(previousSignInAt: string | null): void;
  dismissNotice(): void;
}

/**
 * The spec's "event that opens or closes the authorisation form": any screen (a guard, a bet
 * button later) can ask for the sign-in form without knowing where it is drawn.
 */
export const useSignInDialog = create<SignInDialogState>((set) => ({
  open: false,
  notice: null,
  openSignIn: () => set({ open: true }),
  closeSignIn: () => set({ open: false }),
  showNotice: (previousSignInAt) => set({ notice: { previousSignInAt } }),
  dismissNotice: () => set({ notice: null }),
}));
