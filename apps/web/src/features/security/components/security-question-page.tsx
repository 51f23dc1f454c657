import {
  normaliseSecurityAnswer,
  SECURITY_ANSWER_MIN_LENGTH,
} from '@arenabet/contracts/security-question';
import { type FormEvent, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import forms from '../../../shared/ui/form/form.module.css';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useCheckSecureAnswer,
  useSecureQuestions,
  useSetSecureAnswer,
  useUserSecureQuestion,
} from '../api/security-question.ts';
import { type FieldMessages, serverFieldErrors } from '../lib/field-errors.ts';
import styles from './office-form.module.css';
import {
  BackToSecurity,
  Field,
  FormAlert,
  FormSuccess,
  OfficePage,
  PasswordInput,
} from './office-form.tsx';

const CUSTOM = 'custom';

/** Security question: choose one (or write your own), answer it, and check an answer. */
export function SecurityQuestionPage() {
  const { t } = useTranslation();
  const current = useUserSecureQuestion();
  const isSet = Boolean(current.data?.secure_question);
  const currentText = current.data?.is_custom
    ? current.data.secure_question
    : current.data?.secure_question && t(current.data.secure_question);
  return (
    <OfficePage
      testId="security-question-page"
      title={t('secure_question_title')}
      lead={t('secure_question_lead')}
      back={<BackToSecurity />}
    >
      {currentText && (
        <p data-testid="current-question">
          {t('secure_question_current')}: <strong>{currentText}</strong>
        </p>
      )}
      <SetAnswerForm replacing={isSet} />
      {isSet && <CheckAnswerForm />}
    </OfficePage>
  );
}

function SetAnswerForm({ replacing }: { replacing: boolean }) {
  const { t } = useTranslation();
  const questions = useSecureQuestions();
  const save = useSetSecureAnswer();
  const [choice, setChoice] = useState('1');
  const [custom, setCustom] = useState('');
  const [answer, setAnswer] = useState('');
  const [proofBy, setProofBy] = useState<'old_answer' | 'password'>('old_answer');
  const [proof, setProof] = useState('');
  const [errors, setErrors] = useState<FieldMessages>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const failures: FieldMessages = {};
    if (normaliseSecurityAnswer(answer).length < SECURITY_ANSWER_MIN_LENGTH) {
      failures.answer = { key: 'min_symbols_limit', params: { min: SECURITY_ANSWER_MIN_LENGTH } };
    }
    if (choice === CUSTOM && custom.trim().length < 3)
      failures.question = { key: 'min_symbols_limit', params: { min: 3 } };
    if (replacing && proof === '') failures[proofBy] = { key: 'required' };
    setErrors(failures);
    if (Object.keys(failures).length > 0) return;
    const question = choice === CUSTOM ? { question: custom } : { question_id: Number(choice) };
    save.mutate(
      { ...question, answer, ...(replacing ? { [proofBy]: proof } : {}) },
      {
        onSuccess: () => {
          setAnswer('');
          setProof('');
        },
        onError: (failure) => setErrors(serverFieldErrors(failure)),
      },
    );
  };

  // The select is drawn with its options: before they arrive it would show the wrong one.
  if (!questions.data)
    return questions.isError ? <FormAlert error={questions.error} /> : <Spinner />;
  return (
    <form className={forms.form} onSubmit={submit} noValidate>
      <div className={forms.field}>
        <label htmlFor="secure-question" className={forms.label}>
          {t('secure_question_choose')}
        </label>
        <select
          id="secure-question"
          name="question_id"
          className={forms.input}
          value={choice}
          onChange={(event) => setChoice(event.target.value)}
        >
          {questions.data.map((question) => (
            <option key={question.id} value={question.id}>
              {t(question.key)}
            </option>
          ))}
          <option value={CUSTOM}>{t('secure_question_custom_option')}</option>
        </select>
      </div>
      {choice === CUSTOM && (
        <Field
          name="question"
          label={t('secure_question_custom_label')}
          value={custom}
          error={errors.question}
          onChange={(event) => setCustom(event.target.value)}
        />
      )}
      <Field
        name="answer"
        label={t('secure_question_answer_label')}
        hint={t('secure_question_answer_hint')}
        value={answer}
        error={errors.answer}
        autoComplete="off"
        onChange={(event) => setAnswer(event.target.value)}
      />
      {replacing && (
        <fieldset className={forms.form}>
          <legend className={forms.label}>{t('secure_question_proof')}</legend>
          <div className={styles.choice}>
            {(['old_answer', 'password'] as const).map((kind) => (
              <label key={kind}>
                <input
                  type="radio"
                  name="proof"
                  value={kind}
                  checked={proofBy === kind}
                  onChange={() => {
                    setProofBy(kind);
                    setProof('');
                  }}
                />
                {t(kind === 'old_answer' ? 'secure_question_old_answer' : 'password_old_label')}
              </label>
            ))}
          </div>
          {proofBy === 'password' ? (
            <PasswordInput
              name="password"
              label={t('password_old_label')}
              value={proof}
              error={errors.password}
              autoComplete="current-password"
              onChange={(event) => setProof(event.target.value)}
            />
          ) : (
            <Field
              name="old_answer"
              label={t('secure_question_old_answer')}
              value={proof}
              error={errors.old_answer}
              autoComplete="off"
              onChange={(event) => setProof(event.target.value)}
            />
          )}
        </fieldset>
      )}
      <FormAlert error={save.error} />
      {save.isSuccess && <FormSuccess>{t('secure_question_saved')}</FormSuccess>}
      <div className={styles.actions}>
        <SubmitButton pending={save.isPending}>{t('security_save')}</SubmitButton>
      </div>
    </form>
  );
}

function CheckAnswerForm() {
  const { t } = useTranslation();
  const check = useCheckSecureAnswer();
  const [answer, setAnswer] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    check.mutate(answer);
  };
  return (
    <form className={forms.form} onSubmit={submit} noValidate data-testid="check-answer-form">
      <h2 className={forms.label}>{t('secure_question_check_title')}</h2>
      <Field
        name="check_answer"
        label={t('secure_question_answer_label')}
        value={answer}
        error={serverFieldErrors(check.error).answer}
        autoComplete="off"
        onChange={(event) => {
          setAnswer(event.target.value);
          check.reset();
        }}
      />
      <FormAlert error={check.error} />
      {check.isSuccess && <FormSuccess>{t('secure_question_answer_right')}</FormSuccess>}
      <div className={styles.actions}>
        <SubmitButton variant="secondary" pending={check.isPending} disabled={answer.trim() === ''}>
          {t('secure_question_check_submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
