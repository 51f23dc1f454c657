import type { BackofficePayment } from '@arenabet/contracts/payments';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import type { Translate } from '../../../shared/i18n/texts.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import {
  PAYMENTS_KEY,
  type PaymentAction,
  usePaymentAction,
  usePaymentList,
} from '../api/payments.ts';
import { actionFailureOf } from '../lib/action-failure.ts';
import { statusOf } from '../lib/list-filter.ts';
import { useListFilter } from '../lib/use-list-filter.ts';
import { ActionNotice, type Notice } from './action-notice.tsx';
import { BackofficeScreen } from './backoffice-screen.tsx';
import { type Decision, DecisionDialog } from './decision-dialog.tsx';
import { ListFooter } from './list-footer.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { PaymentsTable } from './payments-table.tsx';
import { QueryState } from './query-state.tsx';
import { STATUS_LABEL_KEYS } from './status-badge.tsx';
import styles from './tables.module.css';

/**
 * What a decision ended with. An approval the provider refused to pay out is not a success:
 * the money went back to the player, and the operator is told so.
 */
function decisionNotice(decision: Decision, decided: BackofficePayment, t: Translate): Notice {
  const values = { id: decided.id, status: t(STATUS_LABEL_KEYS[decided.status]) };
  if (decision === 'reject') return { tone: 'success', text: t('backoffice_rejected', values) };
  return decided.status === 'failed'
    ? { tone: 'warning', text: t('backoffice_payout_failed', values) }
    : { tone: 'success', text: t('backoffice_approved', values) };
}

interface Deciding {
  decision: Decision;
  payment: BackofficePayment;
}

/** Withdrawals waiting for the operator first; each pending one is approved or rejected here. */
export function WithdrawalsPage() {
  const { t, i18n } = useTranslation();
  const { filter, page, setFilter, showMore } = useListFilter('pending');
  const list = usePaymentList({
    direction: 'withdrawal',
    status: statusOf(filter.status),
    playerId: filter.playerId,
    page,
  });
  const action = usePaymentAction();
  const client = useQueryClient();
  const [deciding, setDeciding] = useState<Deciding | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const open = (decision: Decision, payment: BackofficePayment) => {
    action.reset();
    setDeciding({ decision, payment });
  };

  const decide = (reason: string) => {
    if (!deciding) return;
    const { decision, payment } = deciding;
    const request: PaymentAction =
      decision === 'approve' ? { kind: 'approve', payment } : { kind: 'reject', payment, reason };
    action.mutate(request, {
      onSuccess: (decided) => {
        setDeciding(null);
        setNotice(decisionNotice(decision, decided, t));
        // The list and the menu's count are read again at once: a decided withdrawal leaves
        // the "pending" list (the notice names it), and the count falls.
        void client.invalidateQueries({ queryKey: PAYMENTS_KEY });
      },
      onError: (error) => {
        const failure = actionFailureOf(error);
        if (failure.kind !== 'decided-elsewhere') return;
        // Nothing to decide any more: the dialog goes, the refreshed list shows who won.
        setDeciding(null);
        setNotice({ tone: 'warning', text: t(failure.messageKey, { id: payment.id }) });
      },
    });
  };

  const failure = actionFailureOf(action.error);
  const dialogError =
    action.isError && failure.kind === 'other' ? errorText(action.error, t, i18n.exists) : null;

  return (
    <BackofficeScreen title={t('backoffice_withdrawals_title')} testId="backoffice-withdrawals">
      <ListToolbar filter={filter} onChange={setFilter} />
      <ActionNotice notice={notice} onClose={() => setNotice(null)} />
      <QueryState pending={list.isPending} error={list.error} onRetry={() => list.refetch()} />
      {list.data && (
        <div aria-busy={list.isPlaceholderData} className={styles.list}>
          <PaymentsTable
            payments={list.data.payments}
            emptyText={t('backoffice_withdrawals_empty')}
            actions={(payment) =>
              payment.status === 'pending' ? (
                <>
                  <button
                    type="button"
                    className={styles.approve}
                    onClick={() => open('approve', payment)}
                    data-testid="approve"
                  >
                    {t('backoffice_approve')}
                  </button>
                  <button
                    type="button"
                    className={styles.reject}
                    onClick={() => open('reject', payment)}
                    data-testid="reject"
                  >
                    {t('backoffice_reject')}
                  </button>
                </>
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
      {deciding && (
        <DecisionDialog
          key={`${deciding.decision}-${deciding.payment.id}`}
          decision={deciding.decision}
          payment={deciding.payment}
          pending={action.isPending}
          error={dialogError}
          reasonError={failure.kind === 'reason' ? t(failure.messageKey) : null}
          onConfirm={decide}
          onCancel={() => setDeciding(null)}
        />
      )}
    </BackofficeScreen>
  );
}
