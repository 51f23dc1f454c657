import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import segmented from '../../../shared/ui/segmented.module.css';
import type { SignInOutcome } from '../api/sign-in.ts';
import type { SecondStep, SocialReturn } from '../hooks/sign-in-dialog-store.ts';
import { PasswordResetForm } from './password-reset-form.tsx';
import { PasswordSignIn } from './password-sign-in.tsx';
import { RegisterLink } from './register-link.tsx';
import { SecondStepForm } from './second-step-form.tsx';
import styles from './sign-in.module.css';
import { SmsSignIn } from './sms-sign-in.tsx';
import { SocialButtons } from './social-buttons.tsx';

type Mode = 'password' | 'sms';
type View = 'sign-in' | 'reset';

/**
 * Sign-in in every mode: login (account number, e-mail or phone) with a password, or a code
 * by SMS; then the second step when the account has two-factor or auth by e-mail on.
 */
export function SignInForm({
  onSignedIn,
  socialReturn,
}: {
  onSignedIn(previousSignInAt: string | null): void;
  /** A social sign-in that came back needing the second step, or with an error. */
  socialReturn: SocialReturn | null;
}) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<Mode>('password');
  const [view, setView] = useState<View>('sign-in');
  const [secondStep, setSecondStep] = useState<SecondStep | null>(socialReturn?.secondStep ?? null);

  const finished = (outcome: SignInOutcome) => {
    if (outcome.kind === 'second-step') setSecondStep(outcome);
    else onSignedIn(outcome.previousSignInAt);
  };

  if (secondStep) {
    return (
      <SecondStepForm
        step={secondStep}
        onSignedIn={onSignedIn}
        onBack={() => setSecondStep(null)}
      />
    );
  }

  if (view === 'reset') return <PasswordResetForm onBack={() => setView('sign-in')} />;

  return (
    <div className={styles.panel}>
      {socialReturn?.errorKey ? (
        <FormError testId="social-sign-in-error">{t(socialReturn.errorKey)}</FormError>
      ) : null}
      <div
        className={`${segmented.segments} ${styles.modes}`}
        role="tablist"
        aria-label={t('sign_in_mode_label')}
      >
        {(['password', 'sms'] as const).map((value) => (
          <button
            key={value}
            type="button"
            role="tab"
            aria-selected={mode === value}
            className={`${segmented.segment} ${styles.mode}`}
            data-testid={`sign-in-mode-${value}`}
            onClick={() => setMode(value)}
          >
            {t(value === 'password' ? 'sign_in_mode_password' : 'sign_in_mode_sms')}
          </button>
        ))}
      </div>
      <div role="tabpanel">
        {mode === 'password' ? (
          <PasswordSignIn onDone={finished} />
        ) : (
          <SmsSignIn onDone={finished} />
        )}
      </div>
      {mode === 'password' && (
        <button
          type="button"
          className={`${styles.linkButton} ${styles.forgot}`}
          onClick={() => setView('reset')}
          data-testid="sign-in-forgot-password"
        >
          {t('sign_in_forgot_password')}
        </button>
      )}
      <SocialButtons />
      <RegisterLink />
    </div>
  );
}
