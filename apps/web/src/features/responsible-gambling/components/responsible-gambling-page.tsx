import { errorText } from '../../../shared/api/error-text.ts';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useAnswerPrompt, useLimits } from '../api/limits.ts';
import { BreaksSection } from './breaks-section.tsx';
import { LimitsSection } from './limits-section.tsx';
import { RealityCheckSection } from './reality-check-section.tsx';
import styles from './responsible.module.css';
import { SelfAssessmentSection } from './self-assessment-section.tsx';

/**
 * The player's own protection (issue 16): limits on deposits, losses, stakes and time, reality
 * checks, a break or a self-exclusion, and the PGSI self-assessment. The rules are the server's; the page says
 * what each change does before it is made.
 */
export function ResponsibleGamblingPage() {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const limits = useLimits();
  const activeBreak = limits.data?.activeBreak;
  return (
    <PageCard
      testId="responsible-gambling-page"
      title={t('responsible_title')}
      lead={t('responsible_lead')}
      busy={limits.isPending}
    >
      {limits.isPending && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {limits.isError && (
        <div className={page.state} role="alert">
          <p>{errorText(limits.error, t, i18n.exists)}</p>
          <button type="button" className={buttons.secondary} onClick={() => limits.refetch()}>
            {t('error_retry')}
          </button>
        </div>
      )}
      {activeBreak && (
        <p className={styles.breakNotice} role="status" data-testid="responsible-active-break">
          {activeBreak.endsAt
            ? t(`responsible_break_until_${activeBreak.kind}`, {
                date: formatDateTime(activeBreak.endsAt, language),
              })
            : t('responsible_break_for_good')}
        </p>
      )}
      {limits.data?.prompts.limitReview && <ReviewNotice />}
      {limits.data && (
        <>
          <LimitsSection limits={limits.data.limits} />
          <RealityCheckSection minutes={limits.data.realityCheckMinutes} />
          {!activeBreak && <BreaksSection />}
          <SelfAssessmentSection last={limits.data.lastSelfAssessment} />
        </>
      )}
    </PageCard>
  );
}

/** Six months on: the limits are to be looked at again, and kept or changed here. */
function ReviewNotice() {
  const { t } = useTranslation();
  const answer = useAnswerPrompt();
  return (
    <div className={styles.breakNotice} role="status" data-testid="responsible-review-notice">
      <p>{t('limit_review_text')}</p>
      <button
        type="button"
        className={buttons.secondary}
        onClick={() => answer.mutate('limit_review')}
        disabled={answer.isPending}
      >
        {t('limit_review_keep')}
      </button>
    </div>
  );
}
