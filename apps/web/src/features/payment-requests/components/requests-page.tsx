import type { PaymentRequest, PaymentRequestStatus } from '@arenabet/contracts/payment-requests';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import buttons from '../../../shared/ui/button.module.css';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { Dialog } from '../../../shared/ui/dialog.tsx';
import forms from '../../../shared/ui/form/form.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import page from '../../../shared/ui/page/page-card.module.css';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useClosePaymentRequest, usePaymentRequests } from '../api/payment-requests.ts';
import { TopicLinks } from './parts.tsx';
import styles from './payment-requests.module.css';
import { RequestCard } from './request-card.tsx';
import { StatusFilter } from './status-filter.tsx';

/**
 * The player's payment requests (the consultant's requests list): what they asked, where each
 * stands, the operator's answers, and a new request by topic.
 */
export function RequestsPage() {
  const { t, i18n } = useTranslation();
  const [status, setStatus] = useState<PaymentRequestStatus | undefined>(undefined);
  const [pageNumber, setPageNumber] = useState(1);
  const [choosing, setChoosing] = useState(false);
  const [closing, setClosing] = useState<PaymentRequest | null>(null);
  const [params] = useSearchParams();
  const created = Number(params.get('created')) || null;
  const list = usePaymentRequests(status, pageNumber);
  const close = useClosePaymentRequest();
  const atLimit = list.data ? list.data.openCount >= list.data.openLimit : false;

  const filter = (next: PaymentRequestStatus | undefined) => {
    setStatus(next);
    setPageNumber(1);
  };
  const confirmClose = () => {
    if (closing) close.mutate(closing.id, { onSuccess: () => setClosing(null) });
  };

  return (
    <PageCard
      testId="payment-requests-page"
      className={styles.page}
      title={t('payment_requests_title')}
      lead={t('payment_requests_lead')}
      busy={list.isFetching}
    >
      <div className={styles.toolbar}>
        <StatusFilter value={status} onChange={filter} />
        <button
          type="button"
          className={buttons.primary}
          disabled={atLimit}
          onClick={() => setChoosing(true)}
          data-testid="payment-requests-new"
        >
          {t('payment_requests_new')}
        </button>
      </div>
      {atLimit && list.data && (
        <p className={forms.note}>
          {t('payment_requests_limit_reached', { limit: list.data.openLimit })}
        </p>
      )}
      {created && (
        <p className={styles.success} role="status" data-testid="payment-request-sent">
          <Icon name="shield" size={20} />
          {t('payment_request_sent', { id: created })}
        </p>
      )}
      {list.isPending && (
        <p className={page.state}>
          <Spinner /> {t('loading')}
        </p>
      )}
      {list.isError && (
        <div className={page.state} role="alert">
          <p>{errorText(list.error, t, i18n.exists)}</p>
          <button type="button" className={buttons.secondary} onClick={() => list.refetch()}>
            {t('error_retry')}
          </button>
        </div>
      )}
      {list.data && list.data.requests.length === 0 && (
        <div className={styles.empty} data-testid="payment-requests-empty">
          <Icon name="wallet" size={32} className={styles.emptyIcon} />
          <p>{t(status ? 'payment_requests_none_with_status' : 'payment_requests_none')}</p>
        </div>
      )}
      {list.data && list.data.requests.length > 0 && (
        <ul className={styles.list}>
          {list.data.requests.map((request) => (
            <RequestCard
              key={request.id}
              request={request}
              fresh={request.id === created}
              busy={close.isPending}
              onClose={(chosen) => {
                close.reset();
                setClosing(chosen);
              }}
            />
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
      <Dialog
        open={choosing}
        title={t('payment_requests_choose_topic')}
        onClose={() => setChoosing(false)}
        testId="payment-request-topics"
      >
        <TopicLinks />
      </Dialog>
      <ConfirmDialog
        open={closing !== null}
        title={t('payment_request_close_title')}
        text={t('payment_request_close_text')}
        confirmLabel={t('payment_request_close')}
        pending={close.isPending}
        error={close.isError ? errorText(close.error, t, i18n.exists) : null}
        onConfirm={confirmClose}
        onCancel={() => setClosing(null)}
      />
    </PageCard>
  );
}
