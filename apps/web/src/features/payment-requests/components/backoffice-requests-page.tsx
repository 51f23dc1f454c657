import type { PaymentRequestStatus } from '@arenabet/contracts/payment-requests';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import {
  useBackofficePaymentRequests,
  useOperatorSession,
} from '../api/backoffice-payment-requests.ts';
import { BackofficeRequestCard } from './backoffice-request-card.tsx';
import { BackLink } from './parts.tsx';
import styles from './payment-requests.module.css';
import { StatusFilter } from './status-filter.tsx';

/** The back office's payment requests: the waiting queue first, answering and closing. */
export function BackofficeRequestsPage() {
  const { t, i18n } = useTranslation();
  const session = useOperatorSession();
  const [status, setStatus] = useState<PaymentRequestStatus | undefined>('open');
  const [pageNumber, setPageNumber] = useState(1);
  const list = useBackofficePaymentRequests(status, pageNumber, Boolean(session.data));

  if (session.data === null) return <OperatorSignInNeeded />;
  return (
    <PageCard
      testId="backoffice-payment-requests"
      className={styles.page}
      back={<BackLink route="backoffice" label={t('backoffice_payment_requests_back')} />}
      title={t('backoffice_payment_requests_title')}
      lead={t('backoffice_payment_requests_lead')}
      busy={session.isPending || list.isFetching}
    >
      <div className={styles.toolbar}>
        <StatusFilter
          value={status}
          order="all-last"
          onChange={(next) => {
            setStatus(next);
            setPageNumber(1);
          }}
        />
        {session.data && (
          <span className={styles.meta} data-testid="backoffice-operator">
            {t('backoffice_payment_requests_operator', { login: session.data.login })}
          </span>
        )}
      </div>
      {(session.isPending || list.isPending) && !session.isError && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {(session.isError || list.isError) && (
        <div className={page.state} role="alert">
          <p>{errorText(session.error ?? list.error, t, i18n.exists)}</p>
          <button
            type="button"
            className={buttons.secondary}
            onClick={() => (session.isError ? session.refetch() : list.refetch())}
          >
            {t('error_retry')}
          </button>
        </div>
      )}
      {list.data?.requests.length === 0 && (
        <div className={styles.empty} data-testid="backoffice-payment-requests-empty">
          <Icon name="shield" size={32} className={styles.emptyIcon} />
          <p>{t('backoffice_payment_requests_none')}</p>
        </div>
      )}
      {list.data && list.data.requests.length > 0 && (
        <ul className={styles.list}>
          {list.data.requests.map((request) => (
            <BackofficeRequestCard key={request.id} request={request} />
          ))}
        </ul>
      )}
      {list.data?.hasMore && (
        <button
          type="button"
          className={`${buttons.secondary} ${styles.more}`}
          disabled={list.isFetching}
          onClick={() => setPageNumber((n) => n + 1)}
        >
          {t('payment_requests_more')}
        </button>
      )}
    </PageCard>
  );
}

/** The operator's session is a cookie of its own; without one the back office's start signs in. */
function OperatorSignInNeeded() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <PageCard
      testId="backoffice-payment-requests"
      className={styles.narrow}
      title={t('backoffice_payment_requests_title')}
      lead={t('backoffice_payment_requests_sign_in')}
    >
      <div className={styles.actions}>
        <Link to={pathFor('backoffice', {}, language)} className={buttons.primary}>
          {t('backoffice_payment_requests_to_sign_in')}
        </Link>
      </div>
    </PageCard>
  );
}
