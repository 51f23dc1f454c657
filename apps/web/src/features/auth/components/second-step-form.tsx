import { type FormEvent, useState } from 'react';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { CodeField } from '../../../shared/ui/form/code-field.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { type SignInOutcome, useSecondStep } from '../api/sign-in.ts';
import { useAttemptGuard } from '../hooks/use-attempt-guard.ts';
import { SignInAlerts } from './attempt-notes.tsx';
import styles from './sign-in.module.css';
import { checkRequired, type SignInErrors, signInErrors } from './sign-in-errors.ts';

const NO_ERRORS: SignInErrors = { fields: {}, form: null };

interface SecondStepFormProps {
  step: Extract<SignInOutcome, { kind: 'second-step' }>;
  onSignedIn(previousSignInAt: string | null): void;
  onBack(): void;
}

/** The second step (/user/twoauth/): the authenticator code, or the code sent by e-mail. */
export function SecondStepForm({ step, onSignedIn, onBack }: SecondStepFormProps) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const secondStep = useSecondStep();
  const guard = useAttemptGuard();
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<SignInErrors>(NO_ERRORS);
  const busy = secondStep.isPending;
  const locked = guard.lockSeconds > 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || locked) return;
    const local = checkRequired({ code }, t);
    setErrors(local);
    if (Object.keys(local.fields).length > 0) return;
    try {
      const outcome = await guard.run(() => secondStep.mutateAsync({ token: step.token, code }));
      onSignedIn(outcome.previousSignInAt);
    } catch (error) {
      setErrors(signInErrors(error, { t, exists: i18n.exists, language }));
    }
  };

  const app = step.method === 'app';
  return (
    <form
      className={forms.form}
      onSubmit={submit}
      noValidate
      aria-busy={busy}
      data-testid="sign-in-second-step"
    >
      <p className={styles.lead}>
        {t(app ? 'sign_in_second_step_app' : 'sign_in_second_step_email')}
      </p>
      <SignInAlerts error={errors.form} {...guard} />
      <CodeField
        label={t(app ? 'two_factor_app_code_label' : 'sign_in_email_code_label')}
        name="code"
        autoFocus
        maxLength={app ? 7 : 12}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setErrors(NO_ERRORS);
        }}
        error={errors.fields.code}
      />
      <div className={styles.actions}>
        <button type="button" className={buttons.secondary} onClick={onBack}>
          {t('sign_in_back')}
        </button>
        <SubmitButton pending={busy} disabled={locked} testId="second-step-submit">
          {t('sign_in_confirm')}
        </SubmitButton>
      </div>
    </form>
  );
}
