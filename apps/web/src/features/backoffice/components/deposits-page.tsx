import type { BackofficePayment } from '@arenabet/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { PAYMENTS_KEY, usePaymentAction, usePaymentList } from '../api/payments.ts';
import { actionFailureOf } from '../lib/action-failure.ts';
import { statusOf } from '../lib/list-filter.ts';
import { useListFilter } from '../lib/use-list-filter.ts';
import { useMoneyFormat } from '../lib/use-money-format.ts';
import { ActionNotice, type Notice } from './action-notice.tsx';
import { BackofficeScreen } from './backoffice-screen.tsx';
import { ListFooter } from './list-footer.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { QueryState } from './query-state.tsx';
import { STATUS_LABEL_KEYS } from './status-badge.tsx';
import styles from './tables.module.css';

/** Every deposit, newest first; a successful one can be refunded through the provider. */
export function DepositsPage() {
  const { t, i18n } = useTranslation();
  const format = useMoneyFormat();
  const { filter, page, setFilter, showMore } = useListFilter('all');
  const list = usePaymentList({
    direction: 'deposit',
    status: statusOf(filter.status),
    playerId: filter.playerId,
    page,
  });
  const refund = usePaymentAction();
  const client = useQueryClient();
  const [refunding, setRefunding] = useState<BackofficePayment | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const ask = (payment: BackofficePayment) => {
    refund.reset();
    setRefunding(payment);
  };

  const confirm = () => {
    if (!refunding) return;
    const payment = refunding;
    refund.mutate(
      { kind: 'refund', payment },
      {
        onSuccess: (refunded) => {
          setRefunding(null);
          // Read the list again at once, so a status filter shows what is true now.
          void client.invalidateQueries({ queryKey: PAYMENTS_KEY });
          setNotice({
            tone: 'success',
            text: t('backoffice_refunded', {
              id: refunded.id,
              status: t(STATUS_LABEL_KEYS[refunded.status]),
            }),
          });
        },
        onError: (error) => {
          const failure = actionFailureOf(error);
          if (failure.kind !== 'decided-elsewhere') return;
          setRefunding(null);
          setNotice({ tone: 'warning', text: t(failure.messageKey, { id: payment.id }) });
        },
      },
    );
  };

  const failure = actionFailureOf(refund.error);
  const dialogError = !refund.isError
    ? null
    : failure.kind === 'insufficient-funds'
      ? t(failure.messageKey)
      : errorText(refund.error, t, i18n.exists);

  return (
    <BackofficeScreen title={t('backoffice_deposits_title')} testId="backoffice-deposits">
      <ListToolbar filter={filter} onChange={setFilter} />
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <QueryState pending={list.isPending} error={list.error} onRetry={() => list.refetch()} />
      {list.data && (
        <div aria-busy={list.isPlaceholderData} className={styles.list}>
          <PaymentsTable
            payments={list.data.payments}
            emptyText={t('backoffice_deposits_empty')}
            actions={(payment) =>
              payment.status === 'success' ? (
                <button
                  type="button"
                  className={styles.reject}
                  onClick={() => ask(payment)}
                  data-testid="refund"
                >
                  {t('backoffice_refund')}
                </button>
              ) : null
            }
          />
          <ListFooter
            shown={list.data.payments.length}
            hasMore={list.data.hasMore}
            loading={list.isPlaceholderData}
            onMore={showMore}
          />
        </div>
      )}
      <ConfirmDialog
        open={refunding !== null}
        title={t('backoffice_refund_title')}
        text={
          refunding
            ? t('backoffice_refund_text', {
                id: refunding.id,
                amount: format(refunding.amount, refunding.currency),
                player: refunding.playerId,
              })
            : ''
        }
        confirmLabel={t('backoffice_refund')}
        pending={refund.isPending}
        error={dialogError}
        onConfirm={confirm}
        onCancel={() => setRefunding(null)}
      />
    </BackofficeScreen>
  );
}
