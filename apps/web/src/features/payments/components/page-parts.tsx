import type { PaymentStatus } from '@arenabet/contracts/payments';
import type { ReactNode } from 'react';
import { errorText } from '../../../shared/api/error-text.ts';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import { BackLink as SharedBackLink } from '../../../shared/ui/back-link.tsx';
import buttons from '../../../shared/ui/button.module.css';
import { Icon } from '../../../shared/ui/icon.tsx';
import { PageCard } from '../../../shared/ui/page/page-card.tsx';
import { STATUS_KEY, STATUS_TONE } from '../lib/payment-texts.ts';
import { StatusIcon } from './payment-icons.tsx';
import styles from './payments.module.css';

interface PaymentsPageProps {
  title: string;
  lead?: string | undefined;
  testId: string;
  /** Lists of methods take the office's width; forms and receipts are as narrow as a form. */
  width: 'wide' | 'narrow';
  back?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** A titled card of the money screens. */
export function PaymentsPage({ width, ...props }: PaymentsPageProps) {
  return <PageCard {...props} className={styles[width]} />;
}

/** Up one level (to the list of methods), keeping the chosen account. */
export function BackLink({
  to,
  search = '',
  label,
}: {
  to: RouteName;
  search?: string;
  label: string;
}) {
  const language = useLanguage();
  return <SharedBackLink to={`${pathFor(to, {} as never, language)}${search}`} label={label} />;
}

/** A read that failed: what went wrong in the player's words, and a way to ask again. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <div className={styles.failure} role="alert" data-testid="payments-load-error">
      <Icon name="info" size={22} />
      <p>{errorText(error, t, i18n.exists)}</p>
      <button type="button" className={buttons.secondary} onClick={onRetry}>
        {t('error_retry')}
      </button>
    </div>
  );
}

/** Placeholders have no identity of their own: their place is their name. */
function placeholderKeys(count: number): string[] {
  return Array.from({ length: count }, (_, place) => `placeholder-${place}`);
}

/** Grey shapes where the methods will be, so the page does not jump when they arrive. */
export function MethodsSkeleton({ count = 4 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.methods} aria-busy="true" data-testid="payments-loading">
      <span className="visually-hidden">{t('loading')}</span>
      {placeholderKeys(count).map((key) => (
        <div key={key} className={styles.methodSkeleton} aria-hidden="true">
          <span className={`${styles.skeleton} ${styles.skeletonIcon}`} />
          <span className={styles.skeletonLines}>
            <span className={`${styles.skeleton} ${styles.skeletonLine}`} />
            <span className={`${styles.skeleton} ${styles.skeletonShort}`} />
          </span>
        </div>
      ))}
    </div>
  );
}

/** A block of grey lines for a form or a receipt still loading. */
export function FormSkeleton({ lines = 3 }: { lines?: number }) {
  const { t } = useTranslation();
  return (
    <div className={styles.formSkeleton} aria-busy="true" data-testid="payments-loading">
      <span className="visually-hidden">{t('loading')}</span>
      {placeholderKeys(lines).map((key) => (
        <span
          key={key}
          className={`${styles.skeleton} ${styles.skeletonBlock}`}
          aria-hidden="true"
        />
      ))}
    </div>
  );
}

/** A payment's status, in words, with a colour and a picture that say it at a glance. */
export function StatusBadge({ status }: { status: PaymentStatus }) {
  const { t } = useTranslation();
  return (
    <span className={styles.badge} data-tone={STATUS_TONE[status]} data-testid="payment-status">
      <StatusIcon status={status} size={14} />
      {t(STATUS_KEY[status])}
    </span>
  );
}

/** Something the player must know before going on (a block, an irreversible step). */
export function Notice({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div className={styles.notice} role="note" data-testid={testId}>
      <Icon name="info" size={20} className={styles.noticeIcon} />
      <div>{children}</div>
    </div>
  );
}
