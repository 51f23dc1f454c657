import type { VerificationView } from '@arenabet/contracts/verification';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import cards from '../../../shared/ui/card.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import sections from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { useVerificationState } from '../api/verification-state.ts';
import { documentTypeKey } from '../lib/document-form.ts';
import { canSubmitDocument, canSubmitSelfie } from '../lib/status-text.ts';
import { IdentificationBonus } from './identification-bonus.tsx';
import { PageState } from './page-state.tsx';
import { StatusCard } from './status-card.tsx';
import styles from './verification.module.css';

/**
 * The player's verification (spec: verification, and identification): where it stands, what
 * the site asks it for and why, and the ways to verify, by documents an operator checks or at
 * once with Smart-ID or Mobile-ID.
 */
export function VerificationPage() {
  const { t } = useTranslation();
  const state = useVerificationState();
  return (
    <PageCard
      testId="verification-page"
      title={t('verification_title')}
      lead={t('verification_lead')}
      busy={state.isPending}
    >
      <PageState pending={state.isPending} error={state.error} onRetry={() => state.refetch()} />
      {state.data && (
        <>
          <StatusCard view={state.data} />
          <NextStep view={state.data} />
          <Needs view={state.data} />
          {canSubmitDocument(state.data) && <Ways view={state.data} />}
          <History view={state.data} />
          <IdentificationBonus verified={state.data.status === 'approved'} />
        </>
      )}
    </PageCard>
  );
}

/** What the player can do now: a selfie still to send, or the site once verified. */
function NextStep({ view }: { view: VerificationView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (canSubmitSelfie(view)) {
    return (
      <div className={styles.actions}>
        <Link
          to={pathFor('accountVerification', {}, language)}
          className={buttons.primary}
          data-testid="verification-selfie-link"
        >
          {t('verification_selfie_start')}
        </Link>
      </div>
    );
  }
  if (view.status !== 'approved') return null;
  return (
    <div className={styles.actions}>
      <Link to={pathFor('recharge', {}, language)} className={buttons.primary}>
        {t('payment_make_deposit')}
      </Link>
      <Link to={pathFor('home', {}, language)} className={buttons.secondary}>
        {t('identification_welcome_play')}
      </Link>
    </div>
  );
}

/** Why the site asks: the jurisdiction's rules, before play or before a withdrawal. */
function Needs({ view }: { view: VerificationView }) {
  const { t } = useTranslation();
  const needs = [
    ...(view.requiredToPlay ? [t('verification_required_play')] : []),
    ...(view.requiredToWithdraw ? [t('verification_required_withdraw')] : []),
  ];
  return (
    <section className={sections.section} aria-labelledby="verification-needs-title">
      <h2 id="verification-needs-title" className={sections.sectionTitle}>
        {t('verification_needs_title')}
      </h2>
      <ul className={styles.needs} data-testid="verification-needs">
        {(needs.length > 0 ? needs : [t('verification_required_none')]).map((need) => (
          <li key={need}>
            <Icon name="lock" size={18} />
            <span>{need}</span>
          </li>
        ))}
        <li>
          <Icon name="shield" size={18} />
          <span>{t('verification_why')}</span>
        </li>
      </ul>
    </section>
  );
}

function Ways({ view }: { view: VerificationView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <section className={sections.section} aria-labelledby="verification-ways-title">
      <h2 id="verification-ways-title" className={sections.sectionTitle}>
        {t('verification_ways_title')}
      </h2>
      <div className={styles.ways}>
        <div className={`${cards.card} ${styles.way}`}>
          <h3 className={styles.wayTitle}>
            <Icon name="card" size={20} />
            {t('verification_way_documents')}
          </h3>
          <p className={sections.muted}>{t('verification_way_documents_text')}</p>
          <Link
            to={pathFor('accountVerification', {}, language)}
            className={buttons.primary}
            data-testid="verification-documents-link"
          >
            {t('verification_way_documents_start')}
          </Link>
        </div>
        {view.providers.length > 0 && (
          <div className={`${cards.card} ${styles.way}`}>
            <h3 className={styles.wayTitle}>
              <Icon name="devices" size={20} />
              {t('verification_way_provider')}
            </h3>
            <p className={sections.muted}>{t('verification_way_provider_text')}</p>
            <Link
              to={pathFor('accountIdentification', {}, language)}
              className={buttons.primary}
              data-testid="verification-provider-link"
            >
              {t('verification_way_provider_start')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}

/** What was sent and what became of it, newest first. */
function History({ view }: { view: VerificationView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (view.submissions.length === 0) return null;
  const typeOf = (id: number | null) => view.documentTypes.find((type) => type.id === id);
  const sorted = [...view.submissions].sort((a, b) => b.submittedAt.localeCompare(a.submittedAt));
  return (
    <section className={sections.section} aria-labelledby="verification-history-title">
      <h2 id="verification-history-title" className={sections.sectionTitle}>
        {t('verification_history_title')}
      </h2>
      <ul className={styles.history} data-testid="verification-history">
        {sorted.map((submission) => {
          const type = typeOf(submission.docType);
          return (
            <li key={submission.id} data-testid="verification-submission">
              <span>
                <strong>
                  {submission.kind === 'face'
                    ? t('verification_selfie_title')
                    : type
                      ? t(documentTypeKey(type))
                      : t('verification_way_documents')}
                </strong>{' '}
                <span className={sections.muted}>
                  {formatDateTime(submission.submittedAt, language)}
                </span>
              </span>
              <span data-testid="verification-submission-status">
                {t(`verification_submission_${submission.status}`)}
                {submission.reason && ` · ${t(submission.reason)}`}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
