import type { VerificationView } from '@arenabet/contracts/verification';
import { Link } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import { BackLink } from '../../../shared/ui/back-link.tsx';
import buttons from '../../../shared/ui/button.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { useVerificationState } from '../api/verification-state.ts';
import { canSubmitDocument, canSubmitSelfie } from '../lib/status-text.ts';
import { DocumentForm } from './document-form.tsx';
import { PageState } from './page-state.tsx';
import { SelfieStep } from './selfie-step.tsx';
import { StatusCard } from './status-card.tsx';
import styles from './verification.module.css';

/**
 * Verification by documents (spec: account verification): the document's type, fields and
 * pages; once it is sent, the selfie for the face check where the site asks for one.
 */
export function DocumentPage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const state = useVerificationState();
  return (
    <PageCard
      testId="verification-documents-page"
      title={t('verification_documents_title')}
      lead={t('verification_documents_lead')}
      busy={state.isPending}
      back={<BackLink to={pathFor('verification', {}, language)} label={t('verification_title')} />}
    >
      <PageState pending={state.isPending} error={state.error} onRetry={() => state.refetch()} />
      {state.data && <Step view={state.data} />}
    </PageCard>
  );
}

function Step({ view }: { view: VerificationView }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (canSubmitDocument(view)) {
    return (
      <>
        {view.status !== 'not_started' && <StatusCard view={view} />}
        <DocumentForm view={view} />
      </>
    );
  }
  return (
    <>
      <StatusCard view={view} />
      {canSubmitSelfie(view) ? (
        <SelfieStep />
      ) : (
        <div className={styles.actions}>
          <Link
            to={pathFor('verification', {}, language)}
            className={buttons.secondary}
            data-testid="verification-back-to-status"
          >
            {t('verification_back_to_status')}
          </Link>
        </div>
      )}
    </>
  );
}
