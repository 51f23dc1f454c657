import { PGSI_ANSWERS, type SelfAssessmentView } from '@arenabet/contracts/limits';
import { PGSI_MAX_SCORE, PGSI_QUESTIONS } from '@arenabet/domain/responsible/pgsi';
import { type FormEvent, useState } from 'react';
import { useFailureText } from '../../../shared/api/failure-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import cards from '../../../shared/ui/card.module.css';
import forms from '../../../shared/ui/form/form.module.css';
import { FormError } from '../../../shared/ui/form/form-error.tsx';
import { SubmitButton } from '../../../shared/ui/form/submit-button.tsx';
import sections from '../../../shared/ui/page/page-card.module.css';
import { useSelfAssessment } from '../api/limits.ts';
import styles from './responsible.module.css';

type Answer = (typeof PGSI_ANSWERS)[number];

/** Help lines a player at any band can reach: free, confidential, open every day. */
const HELP_LINKS = [
  { key: 'pgsi_help_begambleaware', href: 'https://www.begambleaware.org/' },
  { key: 'pgsi_help_gamcare', href: 'https://www.gamcare.org.uk/' },
  { key: 'pgsi_help_gamblers_anonymous', href: 'https://www.gamblersanonymous.org.uk/' },
] as const;

/** The PGSI's nine questions about the last 12 months, its score and the advice of its band. */
export function SelfAssessmentSection({ last }: { last: SelfAssessmentView | null }) {
  const { t } = useTranslation();
  const take = useSelfAssessment();
  const failureText = useFailureText();
  const [answers, setAnswers] = useState<Partial<Record<string, Answer>>>({});
  const [unanswered, setUnanswered] = useState(false);
  const result = take.data ?? last;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const complete = PGSI_QUESTIONS.every((question) => answers[question] !== undefined);
    setUnanswered(!complete);
    if (complete) take.mutate(answers as Record<string, Answer>);
  };

  return (
    <section className={sections.section} aria-labelledby="responsible-pgsi-title">
      <h2 id="responsible-pgsi-title" className={sections.sectionTitle}>
        {t('pgsi_title')}
      </h2>
      <p className={sections.muted}>{t('pgsi_lead')}</p>
      {result && <AssessmentResult result={result} />}
      <form className={forms.form} onSubmit={submit} noValidate data-testid="pgsi-form">
        <ol className={styles.questions}>
          {PGSI_QUESTIONS.map((question, index) => (
            <li key={question}>
              <fieldset className={styles.question}>
                <legend>{`${index + 1}. ${t(question)}`}</legend>
                <div className={styles.answers}>
                  {PGSI_ANSWERS.map((answer) => (
                    <label key={answer} className={styles.answer}>
                      <input
                        type="radio"
                        name={question}
                        value={answer}
                        checked={answers[question] === answer}
                        onChange={() => {
                          setAnswers({ ...answers, [question]: answer });
                          setUnanswered(false);
                        }}
                      />
                      {t(`pgsi_answer_${answer}`)}
                    </label>
                  ))}
                </div>
              </fieldset>
            </li>
          ))}
        </ol>
        {unanswered && <FormError>{t('pgsi_answer_every_question')}</FormError>}
        {take.isError && <FormError>{failureText(take.error, 'answers')}</FormError>}
        <div className={styles.actions}>
          <SubmitButton pending={take.isPending} testId="pgsi-submit">
            {t('pgsi_submit')}
          </SubmitButton>
        </div>
      </form>
    </section>
  );
}

function AssessmentResult({ result }: { result: SelfAssessmentView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <div className={cards.card} data-testid="pgsi-result" data-band={result.band}>
      <p className={styles.score}>
        {t('pgsi_score', { score: result.score, max: PGSI_MAX_SCORE })}
        <span className={sections.muted}>
          {' '}
          {t('pgsi_taken_at', { date: formatDateTime(result.takenAt, language) })}
        </span>
      </p>
      <h3 className={styles.limitName}>{t(`pgsi_band_${result.band}_title`)}</h3>
      <p>{t(`pgsi_band_${result.band}_text`)}</p>
      <ul className={styles.help}>
        {HELP_LINKS.map((link) => (
          <li key={link.key}>
            <a href={link.href} target="_blank" rel="noopener noreferrer">
              {t(link.key)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
