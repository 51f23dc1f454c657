import { create } from 'zustand';
import type { SignInOutcome } from '../api/sign-in.ts';

export type SecondStep = Extract<SignInOutcome, { kind: 'second-step' }>;

/** Where a social sign-in came back to: a second step to finish, or why it failed. */
export interface SocialReturn {
  secondStep?: SecondStep;
  /** A dictionary key from `socauth_error`. */
  errorKey?: string;
}

interface SignInDialogState {
  open: boolean;
  /** When the player signed in before this time; `null` on a first sign-in. */
  notice: { previousSignInAt: string | null } | null;
  socialReturn: SocialReturn | null;
  openSignIn(): void;
  /** Opens the form where a social sign-in left off. */
  resumeSocialSignIn(socialReturn: SocialReturn): void;
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
  socialReturn: null,
  openSignIn: () => set({ open: true, socialReturn: null }),
  resumeSocialSignIn: (socialReturn) => set({ open: true, socialReturn }),
  closeSignIn: () => set({ open: false, socialReturn: null }),
  showNotice: (previousSignInAt) => set({ notice: { previousSignInAt } }),
  dismissNotice: () => set({ notice: null }),
}));
