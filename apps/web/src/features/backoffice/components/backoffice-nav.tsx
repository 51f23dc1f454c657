import { type ReactNode, useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { useLanguage } from '../../../shared/i18n/use-language.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { pathFor } from '../../../shared/routes/path-for.ts';
import type { RouteName } from '../../../shared/routes/route-map.ts';
import { Icon } from '../../../shared/ui/icon.tsx';
import { Spinner } from '../../../shared/ui/spinner.tsx';
import { useConsistency } from '../api/consistency.ts';
import { useOperatorSignOut } from '../api/operator-session.ts';
import { usePendingWithdrawals } from '../api/payments.ts';
import { pendingCountLabel } from '../lib/payment-list.ts';
import styles from './backoffice.module.css';

/** The back office's own bar: who is signed in, the screens, the ledger's health, sign-out. */
export function BackofficeNav({ operator }: { operator: string }) {
  const { t } = useTranslation();
  const signOut = useOperatorSignOut();
  const pending = pendingCountLabel(usePendingWithdrawals().data);
  const navRef = useRef<HTMLElement>(null);
  const { pathname } = useLocation();

  // On a phone the tabs scroll sideways: the current one is brought into sight.
  useEffect(() => {
    if (!pathname) return;
    navRef.current
      ?.querySelector('[aria-current="page"]')
      ?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [pathname]);

  return (
    <div className={styles.bar}>
      <div className={styles.barTop}>
        <span className={styles.brand}>
          <Icon name="shield" size={18} />
          {t('backoffice_title')}
        </span>
        <ConsistencyChip />
        <span className={styles.operator} data-testid="backoffice-operator">
          <Icon name="user" size={16} />
          <span dir="ltr">{operator}</span>
        </span>
        <button
          type="button"
          className={styles.signOut}
          onClick={() => signOut.mutate()}
          disabled={signOut.isPending}
          data-testid="backoffice-sign-out"
        >
          <Icon name="signOut" size={16} mirrorInRtl />
          {t('backoffice_sign_out')}
        </button>
      </div>
      <nav ref={navRef} className={styles.nav} aria-label={t('backoffice_nav_label')}>
        <Tab route="backoffice">{t('backoffice_nav_overview')}</Tab>
        <Tab route="backofficeDeposits">{t('backoffice_nav_deposits')}</Tab>
        <Tab route="backofficeWithdrawals" testId="nav-withdrawals">
          {t('backoffice_nav_withdrawals')}
          {pending !== null && pending !== '0' && (
            <>
              <span className={styles.count} aria-hidden="true" data-testid="pending-count">
                {pending}
              </span>
              <span className={styles.srOnly}>
                {t('backoffice_pending_count', { number: pending })}
              </span>
            </>
          )}
        </Tab>
        <Tab route="backofficePlayerLedger">{t('backoffice_nav_ledger')}</Tab>
        <Tab route="backofficePaymentRequests">{t('backoffice_nav_payment_requests')}</Tab>
        <Tab route="backofficeBets" testId="nav-bets">
          {t('backoffice_nav_bets')}
        </Tab>
        <Tab route="backofficeRisk" testId="nav-risk">
          {t('backoffice_nav_risk')}
        </Tab>
        <Tab route="backofficeVipBets" testId="nav-vip-bets">
          {t('backoffice_nav_vip_bets')}
        </Tab>
        <Tab route="backofficeVerification" testId="nav-verification">
          {t('backoffice_verification_title')}
        </Tab>
      </nav>
    </div>
  );
}

function Tab({
  route,
  testId,
  children,
}: {
  route: RouteName;
  testId?: string;
  children: ReactNode;
}) {
  const language = useLanguage();
  return (
    <NavLink
      to={pathFor(route, {} as never, language)}
      end
      className={styles.tab}
      data-testid={testId}
    >
      {children}
    </NavLink>
  );
}

/** Green when every balance matches its postings; the overview shows the whole report. */
function ConsistencyChip() {
  const { t } = useTranslation();
  const language = useLanguage();
  const report = useConsistency();
  const state = report.isPending
    ? 'checking'
    : report.isError
      ? 'unknown'
      : report.data.consistent
        ? 'ok'
        : 'broken';
  const label = {
    checking: t('backoffice_consistency_checking'),
    unknown: t('backoffice_consistency_unknown'),
    ok: t('backoffice_consistency_ok_short'),
    broken: t('backoffice_consistency_broken_short'),
  }[state];
  return (
    <Link
      to={pathFor('backoffice', {}, language)}
      className={styles.health}
      data-state={state}
      data-testid="consistency-chip"
    >
      {state === 'checking' ? <Spinner /> : <span className={styles.dot} aria-hidden="true" />}
      {label}
    </Link>
  );
}
